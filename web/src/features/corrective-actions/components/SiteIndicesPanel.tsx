import type { IndexValue } from '@services/modules/corrective-actions/contract.ts'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { MONTH_NAMES } from '../../../lib/format.ts'
import type { SitePanelProps } from '../../../lib/panels.tsx'
import { useIndices } from '../api/thresholds-api.ts'

// The site's Permenkes 50/2017 indices for one month (issue 40 item 4, the `lokasi` slot, admin and
// customer alike, read-only): each with its formula, numerator, denominator, value, limit and
// status. The month (last month unless chosen) is kept in the address.

// The 24 months before this one (Jakarta), newest first, as 'YYYY-MM'.
function pastMonths(): string[] {
  const now = new Date(Date.now() + 7 * 3_600_000)
  return Array.from({ length: 24 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - index, 1)).toISOString().slice(0, 7),
  )
}
const monthLabel = (key: string) => `${MONTH_NAMES[Number(key.slice(5)) - 1]} ${key.slice(0, 4)}`
const figure = (value: number | null) => (value === null ? '–' : value.toLocaleString('id-ID'))

export default function SiteIndicesPanel({ idlokasi }: SitePanelProps) {
  const [params, setParams] = useSearchParams()
  const months = pastMonths()
  const chosen = params.get('bulan_indeks') ?? ''
  const month = months.includes(chosen) ? chosen : (months[0] as string)
  const indices = useIndices(idlokasi, Number(month.slice(5)), Number(month.slice(0, 4)))
  const choose = (value: string) => {
    const next = new URLSearchParams(params)
    if (value === months[0]) next.delete('bulan_indeks')
    else next.set('bulan_indeks', value)
    setParams(next, { replace: true })
  }
  return (
    <section aria-labelledby="indeks-heading" className="site-page">
      <h2 id="indeks-heading">Indeks Permenkes 50/2017</h2>
      <SelectField
        label="Bulan indeks"
        name="bulan_indeks"
        value={month}
        options={months.map((value) => ({ value, label: monthLabel(value) }))}
        onChange={(event) => choose(event.target.value)}
      />
      {indices.error && !indices.data ? (
        <Alert tone="error">{indices.error.message}</Alert>
      ) : !indices.data ? (
        <Spinner label="Memuat indeks..." />
      ) : (
        <ResponsiveTable<IndexValue>
          caption={`Indeks ${monthLabel(month)}`}
          rows={indices.data.data.indeks}
          rowKey={(index) => index.indeks}
          columns={[
            { key: 'indeks', header: 'Indeks', card: 'title', render: (index) => index.indeks },
            { key: 'rumus', header: 'Rumus', card: 'wide', render: (index) => index.rumus },
            {
              key: 'pembilang',
              header: 'Pembilang',
              align: 'end',
              render: (index) => figure(index.pembilang),
            },
            { key: 'penyebut', header: 'Penyebut', align: 'end', render: (index) => figure(index.penyebut) },
            { key: 'nilai', header: 'Nilai', align: 'end', render: (index) => figure(index.nilai) },
            { key: 'batas', header: 'Batas', render: (index) => index.batas },
            {
              key: 'status',
              header: 'Status',
              render: (index) => (
                <strong className={`index-status index-status--${index.status.replace(/ /g, '-')}`}>
                  {index.status}
                </strong>
              ),
            },
          ]}
        />
      )}
    </section>
  )
}
