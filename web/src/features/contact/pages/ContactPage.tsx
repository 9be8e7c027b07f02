import '../contact.css'
import { Clock, MapPin, Phone } from 'lucide-react'
import { WhatsAppIcon } from '../../../components/BrandIcons.tsx'
import { company, formatAddress } from '../../../lib/company.ts'
import { ContactForm } from '../components/ContactForm.tsx'

export default function ContactPage() {
  const { whatsapp, landline } = company.phones
  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Hubungi Kami</p>
          <h1>Konsultasi &amp; survei gratis untuk masalah hama Anda</h1>
          <p className="page-hero__lead">
            Isi formulir di bawah ini. Tim {company.name} akan menghubungi Anda melalui telepon untuk
            menjadwalkan survei, konsultasi, dan estimasi biaya tanpa biaya apa pun.
          </p>
        </div>
      </section>
      <div className="container contact-layout">
        <section className="contact-layout__form panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Formulir permintaan</h2>
          <p className="muted">
            Kolom bertanda <span aria-hidden="true">*</span>
            <span className="visually-hidden">bintang</span> wajib diisi.
          </p>
          <ContactForm />
        </section>
        <aside className="contact-layout__info" aria-labelledby="contact-info-title">
          <div className="panel panel--tinted">
            <h2 id="contact-info-title">Kontak langsung</h2>
            <ul className="contact-info">
              <li>
                <WhatsAppIcon size={22} />
                <div>
                  <p className="contact-info__label">{whatsapp.label}</p>
                  <a href={whatsapp.href} target="_blank" rel="noopener noreferrer">
                    {whatsapp.display}
                  </a>
                </div>
              </li>
              <li>
                <Phone size={22} aria-hidden="true" />
                <div>
                  <p className="contact-info__label">{landline.label}</p>
                  <a href={landline.href}>{landline.display}</a>
                </div>
              </li>
              <li>
                <MapPin size={22} aria-hidden="true" />
                <div>
                  <p className="contact-info__label">Alamat</p>
                  <address>{formatAddress()}</address>
                </div>
              </li>
              <li>
                <Clock size={22} aria-hidden="true" />
                <div>
                  <p className="contact-info__label">Jam operasional</p>
                  <p>{company.openingHoursText}</p>
                </div>
              </li>
            </ul>
            <a
              className="btn btn--whatsapp btn--block"
              href={company.whatsapp.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={20} />
              Chat via WhatsApp
            </a>
            <p className="muted contact-info__area">Melayani seluruh wilayah {company.serviceArea}.</p>
          </div>
        </aside>
      </div>
    </main>
  )
}
