import { todayJakarta } from '@services/core/jakarta-time.ts'
import type { Schedule } from '@services/modules/schedules/contract.ts'
import { ReadSummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiPage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'

// The customer home's next visit: the nearest unfinished visit from today on (date, technician,
// job type). An unfinished visit in the past is no "next" visit.
export function NextVisitPanel() {
  return (
    <ReadSummaryPanel<ApiPage<Schedule>>
      read={['/penjadwalan/getData', { urutan: 'mendatang', status_penjadwalan: 'belum selesai', limit: 1 }]}
      title="Kunjungan Berikutnya"
      link={paths.pelanggan.penjadwalan}
      linkLabel="Lihat jadwal layanan"
    >
      {(data) => {
        const next = data?.data.find((visit) => visit.tanggal >= todayJakarta())
        return next ? (
          <>
            <p className="summary-panel__figure">
              {formatDate(next.tanggal)}
              {next.jam ? `, ${next.jam}` : ''}
            </p>
            <p>
              {next.jenis_pekerjaan} oleh teknisi {next.nama_teknisi || '-'}
            </p>
          </>
        ) : (
          <p className="summary-panel__empty">Belum ada kunjungan terjadwal.</p>
        )
      }}
    </ReadSummaryPanel>
  )
}
