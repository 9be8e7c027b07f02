import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonSize } from './Button.tsx'
import { toast } from './toast.tsx'

// A button that downloads one file of a row (a certificate, a report, an invoice's PDF); busy while
// it loads, a failure toasted. `label` is what the button says; `name` tells a screen reader whose
// file it is when a list shows many of the same button.
export function DownloadButton({
  label,
  name,
  download,
  size = 'sm',
}: {
  label: string
  name: string
  download: () => Promise<unknown>
  // 'md' where the button stands alone as a 44 px target (a dialog's footer).
  size?: ButtonSize
}) {
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      await download()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal mengunduh file')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size={size}
      variant="secondary"
      icon={<Download aria-hidden="true" size={16} />}
      busy={busy}
      disabled={busy}
      aria-label={`${label} ${name}`}
      onClick={() => void start()}
    >
      {/* Hidden in a phone's card, where the button is the download icon (table.css). */}
      <span className="btn__label">{label}</span>
    </Button>
  )
}
