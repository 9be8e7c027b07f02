import '../identity.css'
import {
  CalendarDays,
  FileBadge,
  FileText,
  MessageSquareText,
  ReceiptText,
  Tags,
  UserRoundPen,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { company } from '../../../lib/company.ts'
import { useSessionUser } from '../../../lib/session.ts'

const PAGES = [
  {
    to: '/pelanggan/penjadwalan',
    Icon: CalendarDays,
    title: 'Jadwal Layanan',
    text: 'Tanggal kunjungan teknisi dan status setiap treatment.',
  },
  {
    to: '/pelanggan/tagihan',
    Icon: ReceiptText,
    title: 'Tagihan',
    text: 'Tagihan layanan Anda dan status pembayarannya.',
  },
  {
    to: '/pelanggan/sertifikat_rayap',
    Icon: FileBadge,
    title: 'Sertifikat Rayap',
    text: 'Sertifikat garansi anti rayap dan masa berlakunya.',
  },
  {
    to: '/pelanggan/laporan',
    Icon: FileText,
    title: 'Laporan',
    text: 'Laporan hasil pekerjaan yang dapat Anda unduh.',
  },
  {
    to: '/pelanggan/profil',
    Icon: UserRoundPen,
    title: 'Profil',
    text: 'Nama, email, nomor telepon, dan password akun Anda.',
  },
]

// The customer area's home (spec section 2): a greeting by name, the summary of its own records
// (the panels of the modules, given by the app: app/routes/customer-home.tsx), the way to each own
// page and a WhatsApp chat with the company.
export default function CustomerHomePage({ summary }: { summary?: ReactNode }) {
  const user = useSessionUser()
  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Area Pelanggan</p>
          <h1 className="area-home__greeting">{user ? `Selamat datang, ${user.nama}` : 'Selamat datang'}</h1>
          <p className="page-hero__lead">
            Semua informasi layanan pengendalian hama Anda di satu tempat: jadwal, tagihan, sertifikat, dan
            laporan.
          </p>
        </div>
      </section>
      <div className="container section">
        {summary ? (
          <>
            <h2 className="area-home__title">Ringkasan</h2>
            <div className="area-home__summary">{summary}</div>
          </>
        ) : null}
        <h2 className="area-home__title">Halaman Anda</h2>
        <ul className="area-home__grid">
          {PAGES.map(({ to, Icon, title, text }) => (
            <li key={to}>
              <Link to={to} className="area-home__card">
                <Icon className="area-home__icon" aria-hidden="true" size={28} />
                <span className="area-home__card-title">{title}</span>
                <span className="area-home__card-text">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="area-home__more panel panel--tinted">
          <h2>Butuh layanan tambahan?</h2>
          <p>Lihat harga layanan kami atau sampaikan masalah hama baru, tim kami segera menghubungi Anda.</p>
          <div className="area-home__actions">
            <Link to="/pelanggan/katalog-harga" className="btn btn--secondary">
              <Tags aria-hidden="true" size={18} />
              Katalog Harga
            </Link>
            <Link to="/pelanggan/contact-us" className="btn btn--primary">
              <MessageSquareText aria-hidden="true" size={18} />
              Hubungi Kami
            </Link>
            <span className="area-home__whatsapp">
              <WhatsAppLink
                phone={company.whatsapp.number}
                text={company.whatsapp.greeting}
                label="Chat WhatsApp"
              />
            </span>
          </div>
        </div>
      </div>
    </main>
  )
}
