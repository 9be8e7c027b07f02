import '../site.css'
import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { Building2, CalendarDays, Clock, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/Button.tsx'
import { company, formatAddress } from '../../../lib/company.ts'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { CallToAction } from '../components/CallToAction.tsx'
import { Gallery } from '../components/Gallery.tsx'
import { disinfectionImages, pestImages, rodentImages, termiteImages } from '../images/about.ts'
import type { SiteImage } from '../images/types.ts'

const galleries: readonly {
  category: string
  images: readonly SiteImage[]
  title: string
  service: ServiceSlug
  text: string
}[] = [
  {
    category: 'pest',
    images: pestImages,
    title: 'Pest Control',
    service: 'pest-control',
    text: 'Kecoa, nyamuk, semut dan lalat di rumah, dapur restoran dan area usaha.',
  },
  {
    category: 'rodent',
    images: rodentImages,
    title: 'Rodent Control',
    service: 'rodent-control',
    text: 'Bait station terkunci, perangkap dan penutupan celah masuk tikus.',
  },
  {
    category: 'disinfection',
    images: disinfectionImages,
    title: 'Disinfeksi',
    service: 'disinfeksi',
    text: 'Ruang kelas, lobi, gudang dan rumah tinggal yang bersih dari kuman.',
  },
  {
    category: 'termite',
    images: termiteImages,
    title: 'Termite Control',
    service: 'termite-control',
    text: 'Inspeksi, perlindungan pondasi, injeksi dan sistem umpan rayap.',
  },
]

const cities = ['Sidoarjo', 'Surabaya', 'Gresik', 'Mojokerto', 'Pasuruan', 'Malang', 'Kediri']

export default function AboutPage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  const contact = withArea(areaPrefix, paths.contact)
  return (
    <main id="main" className="page site-page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Tentang Kami</p>
          <h1>Tentang {company.name}</h1>
          <p className="page-hero__lead">
            Perusahaan pengendalian hama dari Sidoarjo yang sejak {company.foundedYear} menjaga rumah dan
            tempat usaha di Jawa Timur tetap sehat, nyaman dan bebas hama.
          </p>
        </div>
      </section>

      <section className="site-section" aria-labelledby="intro-title">
        <div className="container about-intro">
          <div>
            <h2 id="intro-title">Melayani sejak {company.foundedYear}</h2>
            <p>
              {company.name} didirikan pada tahun {company.foundedYear} di Sidoarjo, Jawa Timur. Kami memulai
              dengan menangani kecoa, tikus dan rayap di rumah-rumah warga, lalu berkembang melayani restoran,
              hotel, sekolah, kantor, pabrik, gudang dan eksportir.
            </p>
            <p>
              Kami bekerja dengan prinsip pengendalian hama terpadu: mencari tahu dulu penyebabnya, memakai
              bahan kimia seperlunya dan tepat sasaran, lalu membantu Anda mencegah hama kembali. Setiap
              pekerjaan tercatat dalam laporan, dan pelanggan kontrak dapat melihat jadwal, tagihan, laporan
              serta sertifikat garansinya secara daring.
            </p>
            <p>
              Sebelum pekerjaan dimulai, kami selalu menawarkan survei, konsultasi dan estimasi biaya secara
              gratis. <Link to={contact}>Hubungi kami untuk menjadwalkan survei</Link>.
            </p>
          </div>
          <dl className="about-facts">
            <div>
              <dt>
                <CalendarDays aria-hidden="true" size={20} /> Berdiri
              </dt>
              <dd>{company.foundedYear}</dd>
            </div>
            <div>
              <dt>
                <Building2 aria-hidden="true" size={20} /> Kantor
              </dt>
              <dd>Sidoarjo, Jawa Timur</dd>
            </div>
            <div>
              <dt>
                <MapPin aria-hidden="true" size={20} /> Wilayah layanan
              </dt>
              <dd>Seluruh {company.serviceArea}</dd>
            </div>
            <div>
              <dt>
                <Clock aria-hidden="true" size={20} /> Jam operasional
              </dt>
              <dd>{company.openingHoursText}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="site-section site-section--tinted" aria-labelledby="galleries-title">
        <div className="container">
          <p className="site-eyebrow">Galeri</p>
          <h2 id="galleries-title">Galeri layanan kami</h2>
          {galleries.map((gallery) => (
            <section
              key={gallery.category}
              className="about-gallery"
              aria-labelledby={`gallery-${gallery.category}`}
            >
              <div className="about-gallery__head">
                <div>
                  <h3 id={`gallery-${gallery.category}`}>{gallery.title}</h3>
                  <p>{gallery.text}</p>
                </div>
                <Link to={withArea(areaPrefix, paths.service(gallery.service))}>
                  Tentang layanan {gallery.title}
                </Link>
              </div>
              <Gallery images={gallery.images} label={`Galeri ${gallery.title}`} />
            </section>
          ))}
        </div>
      </section>

      <section className="site-section" aria-labelledby="location-title">
        <div className="container location">
          <div>
            <h2 id="location-title">Lokasi dan wilayah layanan</h2>
            <p>
              Kantor kami berada di Sidoarjo, Jawa Timur. Dari sini teknisi kami melayani seluruh wilayah{' '}
              {company.serviceArea}, antara lain {cities.join(', ')}.
            </p>
            <ul className="location__list">
              <li>
                <MapPin aria-hidden="true" size={20} />
                <address>{formatAddress()}</address>
              </li>
              <li>
                <Phone aria-hidden="true" size={20} />
                <span>
                  {company.phones.whatsapp.label}:{' '}
                  <a href={company.phones.whatsapp.href} target="_blank" rel="noopener noreferrer">
                    {company.phones.whatsapp.display}
                  </a>{' '}
                  · {company.phones.landline.label}:{' '}
                  <a href={company.phones.landline.href}>{company.phones.landline.display}</a>
                </span>
              </li>
            </ul>
            <p>
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Buka lokasi kantor di Google Maps
                <span className="visually-hidden"> (membuka tab baru)</span>
              </a>
            </p>
          </div>
          <div className="location__region">
            <p className="location__region-label">Wilayah layanan</p>
            <p className="location__region-name">{company.serviceArea}</p>
            <ul>
              {cities.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
            <Link to={contact} className={buttonClass('accent')}>
              Hubungi kami
            </Link>
          </div>
        </div>
      </section>

      <CallToAction areaPrefix={areaPrefix} />
    </main>
  )
}
