import { type HistoryEntry, HistoryList } from '../../../components/HistoryPanel.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { companyProfileHistoryKey } from '../api/company-profile-api.ts'

export const COMPANY_FIELD_LABELS: Record<string, string> = {
  nama_perusahaan: 'Nama Perusahaan',
  alamat: 'Alamat',
  npwp: 'NPWP',
  pkp: 'PKP',
  ppn_persen: 'PPN (%)',
  nama_bank: 'Nama Bank',
  nomor_rekening: 'Nomor Rekening',
  atas_nama_rekening: 'Atas Nama Rekening',
  penandatangan_nama: 'Nama Penandatangan',
  penandatangan_jabatan: 'Jabatan Penandatangan',
}

// The profile is one record without an id, so its history (GET /api/profil_perusahaan/history) is
// read here rather than through HistoryPanel (which asks `/{resource}/history/{id}`). While the API
// has no such call (404) the section is left out instead of showing an error.
export function CompanyProfileHistory() {
  const { data, error } = useApi<ApiSuccess<HistoryEntry[]>>(companyProfileHistoryKey, {
    shouldRetryOnError: false,
  })
  if (error?.status === 404 || (!data && !error)) return null
  return (
    <section className="history-panel panel" aria-labelledby="company-history-title">
      <h2 id="company-history-title" className="history-panel__title">
        Riwayat Perubahan
      </h2>
      {data ? (
        <HistoryList entries={data.data} fieldLabels={COMPANY_FIELD_LABELS} />
      ) : (
        <p className="muted">{error?.message}</p>
      )}
    </section>
  )
}
