import { BadgeCheck, Leaf, ShieldCheck, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { WhatsAppIcon } from '../../../components/BrandIcons.tsx'
import { company } from '../../../lib/company.ts'

const POINTS = [
  {
    Icon: BadgeCheck,
    title: 'Survei, konsultasi & estimasi gratis',
    text: 'Tim kami memeriksa lokasi Anda dan memberi rekomendasi tanpa biaya.',
  },
  {
    Icon: Leaf,
    title: 'Aman & ramah lingkungan',
    text: 'Bahan terdaftar dengan dosis tepat, aman bagi keluarga dan hewan peliharaan.',
  },
  {
    Icon: ShieldCheck,
    title: 'Garansi perlindungan jangka panjang',
    text: 'Kunjungan berkala dan laporan tertulis di setiap treatment.',
  },
  {
    Icon: UsersRound,
    title: 'Teknisi kompeten',
    text: 'Terlatih, berpengalaman, dan bertanggung jawab atas hasil kerjanya.',
  },
]

// The marketing side panel of the sign-in page (spec section 2).
export function LoginAside() {
  return (
    <aside className="login-aside" aria-labelledby="login-aside-title">
      <p className="page-hero__eyebrow">
        {company.name} · Sejak {company.foundedYear}
      </p>
      <h2 id="login-aside-title">Rumah dan usaha bebas hama, tanpa rasa khawatir</h2>
      <p className="login-aside__lead">
        Berdiri sejak {company.foundedYear}, kami melindungi rumah, restoran, gudang, dan kantor di Sidoarjo
        dan seluruh {company.serviceArea}.
      </p>
      <ul className="login-aside__points">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon className="login-aside__icon" aria-hidden="true" size={24} />
            <span>
              <strong>{title}</strong>
              <span className="login-aside__text">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="login-aside__actions">
        <Link to="/contact-us" className="btn btn--accent">
          Minta Survei Gratis
        </Link>
        <a
          href={company.whatsapp.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--whatsapp"
          aria-label={`Chat WhatsApp dengan ${company.name} (membuka tab baru)`}
        >
          <WhatsAppIcon size={20} />
          Chat WhatsApp
        </a>
      </div>
    </aside>
  )
}
