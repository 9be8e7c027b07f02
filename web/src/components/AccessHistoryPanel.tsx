import './back-office-kit.css'
import { ACCESS_KINDS, type AccessLogEntry } from '@services/modules/access-log/contract.ts'
import { useId, useState } from 'react'
import type { ApiPage } from '../lib/api-client.ts'
import { formatDateTime } from '../lib/format.ts'
import { useApi } from '../lib/use-api.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'
import { historyActor } from './HistoryPanel.tsx'
import { Spinner } from './Spinner.tsx'

const PAGE = 10

// Who opened this record, exported it or downloaded its files, newest first (admin only, issue 38:
// `GET /api/riwayat_akses/getData/<resource>/<id>`), ten at a time.
export function AccessHistoryPanel({
  resource,
  id,
  headingLevel = 2,
}: {
  resource: string
  id: string | number
  headingLevel?: 2 | 3
}) {
  const headingId = useId()
  const [page, setPage] = useState(0)
  const { data, error } = useApi<ApiPage<AccessLogEntry>>(
    `/riwayat_akses/getData/${resource}/${encodeURIComponent(id)}?page=${page}&limit=${PAGE}`,
  )
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="access-history" aria-labelledby={headingId}>
      <Heading id={headingId} className="history-panel__title">
        Riwayat Akses
      </Heading>
      {error && !data ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !data ? (
        <Spinner label="Memuat riwayat akses..." />
      ) : data.data.length === 0 ? (
        <p className="muted">Belum ada yang membuka data ini.</p>
      ) : (
        <>
          <ol className="history">
            {data.data.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page of entries in their order
              <li key={index} className="history__item">
                <p className="history__meta">
                  <strong className="history__kind">{ACCESS_KINDS[entry.jenis]}</strong>
                  <time className="history__time" dateTime={entry.waktu}>
                    {formatDateTime(entry.waktu)}
                  </time>
                  <span className="history__by">oleh {historyActor(entry.oleh)}</span>
                  <span className="history__by">dari {entry.alamat || '-'}</span>
                </p>
              </li>
            ))}
          </ol>
          {data.totalPage > 1 ? (
            <div className="form__actions">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Lebih baru
              </Button>
              <span className="muted">
                Halaman {page + 1} dari {data.totalPage}
              </span>
              <Button
                variant="secondary"
                disabled={page + 1 >= data.totalPage}
                onClick={() => setPage(page + 1)}
              >
                Lebih lama
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
