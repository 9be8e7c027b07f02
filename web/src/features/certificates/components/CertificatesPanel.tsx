import '../certificates.css'
import type { Certificate } from '@services/modules/certificates/contract.ts'
import { ReadSummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiPage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { ExpiryStatus } from './ExpiryStatus.tsx'

// The customer home's certificates: the newest few, each with its expiry and state.
export function CertificatesPanel() {
  return (
    <ReadSummaryPanel<ApiPage<Certificate>>
      read={['/sertifikat_rayap/getData', { limit: 3 }]}
      title="Sertifikat Rayap"
      link={paths.pelanggan.sertifikatRayap}
      linkLabel="Lihat semua sertifikat"
    >
      {(data) => {
        const rows = data?.data ?? []
        return rows.length === 0 ? (
          <p className="summary-panel__empty">Data Sertifikat Kosong</p>
        ) : (
          <ul>
            {rows.map((certificate) => (
              <li key={certificate.idsertifikat_rayap}>
                {certificate.nomor_sertifikat}, berlaku sampai {formatDate(certificate.tanggal_expired)}{' '}
                <ExpiryStatus tanggalExpired={certificate.tanggal_expired} />
              </li>
            ))}
          </ul>
        )
      }}
    </ReadSummaryPanel>
  )
}
