import '../audit-pack.css'
import { Link, useParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../lib/paths.ts'
import { useAuditedSite } from '../api/audit-pack-api.ts'
import { AuditorLinksPanel } from '../components/AuditorLinksPanel.tsx'
import { AuditPackPanel } from '../components/AuditPackPanel.tsx'

// The audit of one site, for the admin (/admin-home/lokasi/{id}/audit) and the site's customer
// (/pelanggan/lokasi/{id}/audit): its packs and its auditors' links.
export function SiteAuditPage({ area }: { area: 'admin' | 'pelanggan' }) {
  const { id } = useParams()
  const site = useAuditedSite(id)
  if (!id || (!site.data && !site.error)) return <Spinner label="Memuat lokasi" />
  if (site.error || !site.data) {
    return (
      <main id="main" className="page">
        <div className="container">
          <h1>Lokasi tidak ditemukan</h1>
        </div>
      </main>
    )
  }
  const record = site.data.data
  return (
    <main id="main" className="page">
      <div className="container audit-page">
        <p>
          <Link to={area === 'admin' ? paths.admin.lokasiDetail(record.idlokasi) : paths.pelanggan.lokasi}>
            {area === 'admin' ? `Lokasi ${record.kode_lokasi}` : 'Lokasi Anda'}
          </Link>
        </p>
        <h1>
          Audit {record.kode_lokasi} – {record.nama_lokasi}
        </h1>
        <AuditPackPanel idlokasi={id} />
        <AuditorLinksPanel idlokasi={id} />
      </div>
    </main>
  )
}

export default function AdminSiteAuditPage() {
  return <SiteAuditPage area="admin" />
}
