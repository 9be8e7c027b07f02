import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'

// The text a list shows when it has no rows ('Data Sertifikat Kosong', 'Data Laporan Kosong', ...).
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <Inbox className="empty-state__icon" aria-hidden="true" size={40} strokeWidth={1.5} />
      <p className="empty-state__message">{message}</p>
      {action}
    </div>
  )
}
