import { type ApiSuccess, api, apiResponse } from '../../../lib/api-client.ts'
import { type DownloadedFile, fileNameFromDisposition } from '../../../lib/download.ts'

export type MonthlyPdfStatus = 'diminta' | 'sedang disusun' | 'siap' | 'gagal'
export type MonthlyPdfProgress = { status: MonthlyPdfStatus; nama_file: string | null }

const POLL_MS = 2000
const pathOf = (idpelanggan: string, bulan: string, tahun: string) =>
  `/laporanBulanan/${encodeURIComponent(idpelanggan)}/${encodeURIComponent(bulan)}/${encodeURIComponent(tahun)}`
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

// POST /api/laporanBulanan/...: the worker compiles the PDF (docs/adr/0038); then GET every 2 s
// until it answers the PDF instead of 202 with its progress. `onProgress` tells the screen.
export async function fetchMonthlyPdf(
  idpelanggan: string,
  bulan: string,
  tahun: string,
  onProgress: (progress: MonthlyPdfProgress) => void,
  signal: AbortSignal,
): Promise<DownloadedFile | null> {
  const path = pathOf(idpelanggan, bulan, tahun)
  const asked = await api.post<ApiSuccess<MonthlyPdfProgress>>(path)
  onProgress(asked.data)
  while (!signal.aborted) {
    const response = await apiResponse(path, { accept: 'application/pdf, application/json', signal })
    if (response.status === 200) {
      return {
        blob: await response.blob(),
        fileName:
          fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'laporan-bulanan.pdf',
      }
    }
    const progress = ((await response.json()) as ApiSuccess<MonthlyPdfProgress>).data
    onProgress(progress)
    if (progress.status === 'gagal') throw new Error('Laporan bulanan gagal disusun. Coba lagi.')
    await wait(POLL_MS, signal)
  }
  return null
}
