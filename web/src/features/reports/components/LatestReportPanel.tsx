import type { Report } from '@services/modules/reports/contract.ts'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { SummaryPanel } from '../../../components/SummaryPanel.tsx'
import type { ApiPage } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'
import { downloadReportFile } from '../api/reports-api.ts'

// The customer home's latest report, with its file.
export function LatestReportPanel() {
  const { data, error, isLoading } = useApi<ApiPage<Report>>(['/laporan/getData', { limit: 1 }])
  const latest = data?.data[0]
  return (
    <SummaryPanel
      title="Laporan Terbaru"
      link={paths.pelanggan.laporan}
      linkLabel="Lihat semua laporan"
      loading={isLoading}
      error={data ? undefined : error}
    >
      {latest ? (
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
      )}
    </SummaryPanel>
  )
}
