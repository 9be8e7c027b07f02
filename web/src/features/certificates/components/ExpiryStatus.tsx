import { todayJakarta } from '@services/core/jakarta-time.ts'
import { certificateStatus, daysUntil } from '@services/modules/certificates/contract.ts'

// Days before the expiry from which a valid certificate is marked as ending soon (the first
// reminder goes out 60 days before).
export const ENDING_SOON_DAYS = 60

// The certificate's state in words and colour: berlaku, 'berakhir dalam N hari' within the
// last 60 days, kedaluwarsa after its expiry day.
export function ExpiryStatus({
  tanggalExpired,
  today = todayJakarta(),
}: {
  tanggalExpired: string
  today?: string
}) {
  const status = certificateStatus(tanggalExpired, today)
  if (status === 'kedaluwarsa') return <span className="badge badge--danger">kedaluwarsa</span>
  const days = daysUntil(tanggalExpired, today)
  if (days <= ENDING_SOON_DAYS)
    return (
      <span className="badge badge--warning">
        {days === 0 ? 'berakhir hari ini' : `berakhir dalam ${days} hari`}
      </span>
    )
  return <span className="badge badge--success">berlaku</span>
}
