import '../inspections.css'
import { JENIS_PERANGKAT_OPTIONS, TANGKAPAN_HAMA_OPTIONS } from '@services/modules/inspections/contract.ts'
import { monthsBetween, type Trend, yearBefore } from '@services/modules/inspections/trend-contract.ts'
import { useParams, useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { shortMonth, TrendChart } from '../components/TrendChart.tsx'
import { TrendTable } from '../components/TrendTable.tsx'

// /admin-home/lokasi/{id}/tren and /pelanggan/lokasi/{id}/tren (issue 40 item 2): a site's 12
// months of readings as a chart with its table, from GET /api/lokasi/tren/{id}, the figures of the
// monthly PDF. The last month, the device type and the pest are kept in the address.

const thisMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)

function lastMonths(count: number): string[] {
  const end = thisMonth()
  const [year, month] = end.split('-').map(Number) as [number, number]
  const start = `${month === 12 ? year - 1 : year - 2}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}`
  return monthsBetween(start, end).slice(-count).reverse()
}

export default function SiteTrendPage() {
  const id = useParams().id ?? ''
  const [params, setParams] = useSearchParams()
  const months = lastMonths(24)
  const sampai = months.includes(params.get('sampai') ?? '') ? (params.get('sampai') as string) : months[0]!
  const jenis = params.get('jenis_perangkat') ?? ''
  const hama = params.get('hama') ?? ''
  const [year, month] = sampai.split('-').map(Number) as [number, number]
  const period = yearBefore(year, month)
  const query = new URLSearchParams({
    ...period,
    ...(jenis ? { jenis_perangkat: jenis } : {}),
    ...(hama ? { hama } : {}),
  })
  const { data, error, mutate } = useApi<ApiSuccess<Trend>>(
    /^\d+$/.test(id) ? `/lokasi/tren/${id}?${query}` : null,
  )
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  const trend = data?.data
  const what = hama ? `Tangkapan ${hama}` : 'Jumlah tangkapan'
  return (
    <main id="main" className="page">
      <div className="container inspections">
        <h1>Tren aktivitas hama lokasi</h1>
        <p>
          Ringkasan hasil pemeriksaan perangkat per bulan, {shortMonth(period.dari)} –{' '}
          {shortMonth(period.sampai)}. Angka yang sama dipakai di laporan bulanan (PDF).
        </p>
        <div className="trend-filters">
          <SelectField
            label="Sampai bulan"
            name="sampai"
            value={sampai}
            options={months.map((value) => ({ value, label: shortMonth(value) }))}
            onChange={(event) => choose('sampai', event.target.value === months[0] ? '' : event.target.value)}
          />
          <SelectField
            label="Jenis perangkat"
            name="jenis_perangkat"
            value={jenis}
            placeholder="Semua jenis"
            options={JENIS_PERANGKAT_OPTIONS}
            onChange={(event) => choose('jenis_perangkat', event.target.value)}
          />
          <SelectField
            label="Hama"
            name="hama"
            value={hama}
            placeholder="Semua hama"
            options={TANGKAPAN_HAMA_OPTIONS}
            onChange={(event) => choose('hama', event.target.value)}
          />
        </div>
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !trend ? (
          <Spinner size="lg" label="Memuat tren..." />
        ) : (
          <>
            <TrendChart trend={trend} title={`${what} per bulan`} />
            <TrendTable trend={trend} />
          </>
        )}
      </div>
    </main>
  )
}
