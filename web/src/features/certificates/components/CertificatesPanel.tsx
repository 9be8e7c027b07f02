import '../certificates.css'
import type { Certificate } from '@services/modules/certificates/contract.ts'
import { SummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiPage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'
import { ExpiryStatus } from './ExpiryStatus.tsx'

// The customer home's certificates: the newest few, each with its expiry and state.
export function CertificatesPanel() {
  const { data, error, isLoading } = useApi<ApiPage<Certificate>>(['/sertifikat_rayap/getData', { limit: 3 }])
  const rows = data?.data ?? []
  return (
    <SummaryPanel
      title="Sertifikat Rayap"
      link={paths.pelanggan.sertifikatRayap}
      linkLabel="Lihat semua sertifikat"
      loading={isLoading}
      error={data ? undefined : error}
    >
      {rows.length === 0 ? (
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
      )}
    </SummaryPanel>
  )
}
