import { FileDown } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/Button.tsx'
import { saveFile } from '../../../lib/download.ts'
import { fetchMonthlyPdf } from '../api/monthly-pdf.ts'

// "Unduh PDF": asks the worker for the month's PDF, shows "Sedang disusun…" while it compiles (the
// status polled every 2 s), then hands the file to the browser's downloads.
export function MonthlyPdfButton({
  idpelanggan,
  bulan,
  tahun,
}: {
  idpelanggan: string
  bulan: string
  tahun: string
}) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const stop = useRef<AbortController | null>(null)
  useEffect(() => () => stop.current?.abort(), [])

  async function download() {
    stop.current?.abort()
    const controller = new AbortController()
    stop.current = controller
    setBusy(true)
    setMessage('Sedang disusun…')
    try {
      const file = await fetchMonthlyPdf(
        idpelanggan,
        bulan,
        tahun,
        (progress) => setMessage(progress.status === 'siap' ? 'Mengunduh PDF…' : 'Sedang disusun…'),
        controller.signal,
      )
      if (file) {
        saveFile(file)
        setMessage(`PDF diunduh: ${file.fileName}`)
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Laporan bulanan gagal disusun. Coba lagi.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="print-tools monthly-report__pdf">
      <Button
        variant="secondary"
        icon={<FileDown aria-hidden="true" size={18} />}
        onClick={download}
        disabled={busy}
      >
        Unduh PDF
      </Button>
      <span role="status" aria-live="polite">
        {message}
      </span>
    </span>
  )
}
