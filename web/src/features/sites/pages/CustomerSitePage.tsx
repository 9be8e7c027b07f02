import '../sites.css'
import { Link, useParams } from 'react-router'
import { buttonClass } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { Panels } from '../../../lib/panels.tsx'
import { paths } from '../../../lib/paths.ts'
import { useSite } from '../api/sites-api.ts'

// One of the customer's sites (/pelanggan/lokasi/{id}), read-only: its facts, the ways to its map,
// trend and audit pack, and the other modules' panels for a site (its trend, its indices).
export default function CustomerSitePage() {
  const { id } = useParams()
  const site = useSite(id)
  const record = site.data?.data
  if (site.error)
    return (
      <main id="main" className="page container">
        {site.error.message}
      </main>
    )
  if (!record) return <Spinner label="Memuat lokasi" />
  return (
    <main id="main" className="page">
      <div className="container site-page">
        <p>
          <Link to={paths.pelanggan.lokasi}>Semua lokasi</Link>
        </p>
        <h1>
          {record.kode_lokasi} – {record.nama_lokasi}
        </h1>
        <p>{record.alamat}</p>
        <div className="site-actions">
          <Link className={buttonClass('primary')} to={paths.pelanggan.petaLokasi(record.idlokasi)}>
            Peta perangkat
          </Link>
          <Link className={buttonClass('secondary')} to={paths.pelanggan.auditLokasi(record.idlokasi)}>
            Paket audit
          </Link>
        </div>
        <Panels slot="lokasi" idlokasi={record.idlokasi} area="pelanggan" />
      </div>
    </main>
  )
}
