import '../catalogue.css'
import { MessageSquareText } from 'lucide-react'
import { Link } from 'react-router'
import { WhatsAppIcon } from '../../../components/BrandIcons.tsx'
import { buttonClass } from '../../../components/Button.tsx'
import { company } from '../../../lib/company.ts'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { CatalogueList } from '../components/CatalogueList.tsx'

// /katalog-harga, pre-rendered with its spinner; also /pelanggan/katalog-harga and
// /admin-home/katalog-harga inside their own layouts, whose contact link stays in the area.
export default function CataloguePage({ areaPrefix = '' }: { areaPrefix?: AreaPrefix }) {
  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Katalog Harga</p>
          <h1>Harga layanan pengendalian hama</h1>
          <p className="page-hero__lead">
            Harga per meter persegi untuk setiap layanan {company.name}, lengkap dengan biaya minimum dan luas
            minimum. Survei, konsultasi, dan estimasi biaya gratis sebelum pekerjaan dimulai.
          </p>
        </div>
      </section>
      <div className="container katalog-page">
        <CatalogueList headingLevel={2} />
        <section className="panel panel--tinted katalog-note" aria-labelledby="katalog-note-title">
          <h2 id="katalog-note-title">Cara menghitung biaya</h2>
          <p>
            Biaya layanan adalah harga per m² dikali luas area yang ditangani. Jika hasilnya di bawah Minimum
            Cost, yang berlaku adalah Minimum Cost. Harga pasti kami berikan setelah survei gratis di lokasi
            Anda.
          </p>
          <div className="katalog-note__actions">
            <Link to={withArea(areaPrefix, paths.contact)} className={buttonClass('primary')}>
              <MessageSquareText aria-hidden="true" size={18} />
              Minta survei gratis
            </Link>
            <a
              className="btn btn--whatsapp"
              href={company.whatsapp.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={18} />
              Tanya via WhatsApp
            </a>
          </div>
        </section>
      </div>
    </main>
  )
}
