import { Download } from 'lucide-react'
import { useState } from 'react'
import type { QueryValue } from '../lib/api-client.ts'
import { downloadFile } from '../lib/download.ts'
import { Button } from './Button.tsx'
import { toast } from './toast.tsx'

export const EXPORT_FAILED_MESSAGE = 'Gagal mengunduh data, silakan coba lagi'

// Downloads `GET <path>` (a list's `.../export`, CSV) with the list's search and filters, through
// the API client so the call carries the session's token; the file keeps the server's name.
export function ExportButton({
  path,
  query,
  fallbackName,
  label = 'Unduh CSV',
}: {
  path: string
  query: Record<string, QueryValue>
  // Used only when the answer names no file (Content-Disposition).
  fallbackName: string
  label?: string
}) {
  const [busy, setBusy] = useState(false)
  async function download() {
    if (busy) return
    setBusy(true)
    try {
      await downloadFile(path, { query, fallbackName, fallbackMessage: EXPORT_FAILED_MESSAGE })
    } catch (error) {
      console.error('Gagal mengunduh data', error)
      toast.error(error instanceof Error ? error.message : EXPORT_FAILED_MESSAGE)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="secondary"
      onClick={download}
      busy={busy}
      disabled={busy}
      icon={<Download aria-hidden="true" size={18} />}
    >
      {label}
    </Button>
  )
}
