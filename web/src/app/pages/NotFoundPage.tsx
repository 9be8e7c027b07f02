import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { paths, withArea } from '../../lib/paths.ts'
import { useAreaPrefix } from '../use-area.ts'

export default function NotFoundPage() {
  const prefix = useAreaPrefix()
  return (
    <main id="main" className="page">
      <div className="container status-page">
        <SearchX className="status-page__icon" aria-hidden="true" size={56} strokeWidth={1.5} />
        <p className="status-page__code">404</p>
        <h1>Halaman tidak ditemukan</h1>
        <p>
          Maaf, halaman yang Anda cari tidak ada. Mungkin alamatnya salah ketik atau halamannya sudah
          dipindahkan.
        </p>
        <div className="status-page__actions">
          <Link className="btn btn--primary" to={withArea(prefix, paths.home)}>
            Kembali ke Beranda
          </Link>
          <Link className="btn btn--secondary" to={withArea(prefix, paths.contact)}>
            Hubungi Kami
          </Link>
        </div>
      </div>
    </main>
  )
}
