import './summary-panel.css'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ApiError, SwrKey } from '../lib/api-client.ts'
import { useApi } from '../lib/use-api.ts'
import { Spinner } from './Spinner.tsx'

// One panel of an area's home (the customer's next visit, its unpaid invoices, ...): a heading,
// what the data says once it has loaded (a short message when it could not), and a link to the
// full list.
type PanelHead = { title: string; link: string; linkLabel: string }

export function SummaryPanel({
  title,
  link,
  linkLabel,
  loading,
  error,
  children,
}: PanelHead & {
  loading: boolean
  error?: ApiError | undefined
  children: ReactNode
}) {
  return (
    <section className="summary-panel" aria-label={title}>
      <h3 className="summary-panel__title">{title}</h3>
      <div className="summary-panel__body" aria-busy={loading || undefined}>
        {error ? (
          <p className="summary-panel__empty">Data belum dapat dimuat: {error.message}</p>
        ) : loading ? (
          <Spinner label={`Memuat ${title}...`} />
        ) : (
          children
        )}
      </div>
      <Link to={link} className="summary-panel__link">
        {linkLabel}
      </Link>
    </section>
  )
}

// A panel over one read (a list's first rows): loading, and a failure of the first read, as every
// panel shows them; what the answer says comes from `children` (undefined until it has loaded).
export function ReadSummaryPanel<Answer>({
  read,
  children,
  ...head
}: PanelHead & { read: SwrKey; children: (answer: Answer | undefined) => ReactNode }) {
  const { data, error, isLoading } = useApi<Answer>(read)
  return (
    <SummaryPanel {...head} loading={isLoading} error={data ? undefined : error}>
      {children(data)}
    </SummaryPanel>
  )
}
