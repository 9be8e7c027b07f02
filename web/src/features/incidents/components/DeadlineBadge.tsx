import { useEffect, useState } from 'react'

// The 3 × 24 hours from discovery: the time left while it runs, or how late, until notified.
export function deadlineText(batas: string, status: string, now: number): string {
  if (status !== 'baru') return 'Pemberitahuan terkirim'
  const left = Date.parse(batas) - now
  const hours = Math.floor(Math.abs(left) / 3_600_000)
  const minutes = Math.floor((Math.abs(left) % 3_600_000) / 60_000)
  return left >= 0 ? `Sisa ${hours} jam ${minutes} menit` : `Terlambat ${hours} jam ${minutes} menit`
}

export function DeadlineBadge({ batas, status }: { batas: string; status: string }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const late = status === 'baru' && Date.parse(batas) < now
  return (
    <span
      className={`badge ${late ? 'badge--danger' : status === 'baru' ? 'badge--warning' : 'badge--success'}`}
    >
      {deadlineText(batas, status, now)}
    </span>
  )
}
