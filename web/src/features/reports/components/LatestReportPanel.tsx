import type { Report } from '@services/modules/reports/contract.ts'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ReadSummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiPage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { downloadReportFile } from '../api/reports-api.ts'

// The customer home's latest report, with its file.
export function LatestReportPanel() {
  return (
    <ReadSummaryPanel<ApiPage<Report>>
      read={['/laporan/getData', { limit: 1 }]}
      title="Laporan Terbaru"
      link={paths.pelanggan.laporan}
      linkLabel="Lihat semua laporan"
    >
      {(data) => {
        const latest = data?.data[0]
        return latest ? (
          <>
            <p>
              {formatDate(latest.tanggal_laporan)}
              {latest.catatan ? `: ${latest.catatan}` : ''}
            </p>
            <DownloadButton
              label="Unduh laporan"
              name={formatDate(latest.tanggal_laporan)}
              download={() => downloadReportFile(latest)}
            />
          </>
        ) : (
          <p className="summary-panel__empty">Data Laporan Kosong</p>
        )
      }}
    </ReadSummaryPanel>
  )
}
