import './back-office-kit.css'
import { useId } from 'react'
import type { ApiSuccess } from '../lib/api-client.ts'
import { formatDateTime } from '../lib/format.ts'
import { useApi } from '../lib/use-api.ts'
import { Alert } from './Alert.tsx'
import { EmptyState } from './EmptyState.tsx'
import { Spinner } from './Spinner.tsx'

// One event of `GET /api/{resource}/history/{id}` (domain-model.md, "Common"), oldest first.
export type HistoryChange = { field: string; dari: unknown; menjadi: unknown }
export type HistoryEntry = {
  // ISO timestamp.
  waktu: string
  oleh: { nama: string; role: string }
  // Indonesian label of the event ('Data dibuat', 'Status diubah', ...).
  jenis: string
  perubahan: HistoryChange[]
}

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', teknisi: 'Teknisi', pelanggan: 'Pelanggan' }

// 'Rina (Admin)'; the role is left out when the server gives none.
export function historyActor(oleh: HistoryEntry['oleh'] | string | null | undefined): string {
  if (!oleh) return 'sistem'
  if (typeof oleh === 'string') return oleh
  const role = oleh.role ? ` (${ROLE_LABELS[oleh.role] ?? oleh.role})` : ''
  return `${oleh.nama}${role}`
}

// `nama_pelanggan` → 'Nama pelanggan' when the screen gives no label of its own.
function fieldLabel(field: string, labels?: Record<string, string>): string {
  const label = labels?.[field]
  if (label) return label
  const words = field.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(kosong)'
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

// The record's history as a list readable on a phone: when, who (name and role), what kind of
// change, and each field's value before and after.
export function HistoryList({
  entries,
  fieldLabels,
  formatValue = historyValue,
}: {
  entries: readonly HistoryEntry[]
  fieldLabels?: Record<string, string>
  // A screen may show its own values (money as Rp, dates) by field.
  formatValue?: (value: unknown, field: string) => string
}) {
  if (entries.length === 0) return <EmptyState message="Belum ada riwayat perubahan" />
  return (
    <ol className="history">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are listed once, in order, never moved
        <li key={index} className="history__item">
          <p className="history__meta">
            <strong className="history__kind">{entry.jenis}</strong>
            <time className="history__time" dateTime={entry.waktu}>
              {formatDateTime(entry.waktu)}
            </time>
            <span className="history__by">oleh {historyActor(entry.oleh)}</span>
          </p>
          {entry.perubahan.length > 0 ? (
            <ul className="history__changes">
              {entry.perubahan.map((change) => (
                <li key={change.field} className="history__change">
                  <span className="history__field">{fieldLabel(change.field, fieldLabels)}:</span>{' '}
                  <span className="history__from">dari {formatValue(change.dari, change.field)}</span>{' '}
                  <span className="history__to">menjadi {formatValue(change.menjadi, change.field)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

// The history of one record, read from `GET /api/<resource>/history/<id>` (admin only).
export function HistoryPanel({
  resource,
  id,
  title = 'Riwayat Perubahan',
  headingLevel = 2,
  fieldLabels,
  formatValue,
}: {
  // The API's name of the record type: 'pelanggan', 'penjadwalan', 'tagihan', ...
  resource: string
  id: string | number
  title?: string
  headingLevel?: 2 | 3
  fieldLabels?: Record<string, string>
  formatValue?: (value: unknown, field: string) => string
}) {
  const headingId = useId()
  const { data, error } = useApi<ApiSuccess<HistoryEntry[]>>(`/${resource}/history/${encodeURIComponent(id)}`)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="history-panel" aria-labelledby={headingId}>
      <Heading id={headingId} className="history-panel__title">
        {title}
      </Heading>
      {error && !data ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !data ? (
        <Spinner label="Memuat riwayat perubahan..." />
      ) : (
        <HistoryList entries={data.data} fieldLabels={fieldLabels} formatValue={formatValue} />
      )}
    </section>
  )
}
