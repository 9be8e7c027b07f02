import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { useDropBootFrame } from '../../lib/boot-frame.ts'

// A full message in place of a page that could not be shown, with a reload button.
export function ErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  // In place of a page whose frame the HTML showed: the frame goes (lib/boot-frame.ts).
  useDropBootFrame()
  return (
    <main id="main" className="page">
      <div className="container status-page">
        <h1>{title}</h1>
        {children}
        <div className="status-page__actions">
          <Button icon={<RefreshCw aria-hidden="true" size={18} />} onClick={() => window.location.reload()}>
            Muat Ulang Halaman
          </Button>
          {/* A plain link: the router may be the part that failed. */}
          <a className="btn btn--secondary" href="/">
            Kembali ke Beranda
          </a>
        </div>
      </div>
    </main>
  )
}
