import '../schedules.css'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useListAddress } from '../back-to-list.ts'

// The frame of the add and edit pages: the way back to the list (with its filters), the title,
// the form in a panel, then what follows it (status, report, history).
export function ScheduleFormPage({
  title,
  children,
  after,
}: {
  title: string
  children: ReactNode
  after?: ReactNode
}) {
  const back = useListAddress()
  return (
    <main id="main" className="page">
      <div className="container schedule-page">
        <Link to={back} className="back-link">
          <ArrowLeft aria-hidden="true" size={18} />
          Kembali ke Penjadwalan
        </Link>
        <h1>{title}</h1>
        <p className="muted">Kolom bertanda * wajib diisi.</p>
        <div className="panel">{children}</div>
        {after}
      </div>
    </main>
  )
}
