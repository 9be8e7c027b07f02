import '../inspections.css'
import type { Threshold } from '@services/modules/corrective-actions/contract.ts'
import { JENIS_PERANGKAT_OPTIONS, TANGKAPAN_HAMA_OPTIONS } from '@services/modules/inspections/contract.ts'
import { monthsBetween, type Trend, yearBefore } from '@services/modules/inspections/trend-contract.ts'
import type { Area } from '@services/modules/sites/contract.ts'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { applicableThresholds, shortMonth, trendView } from '../trend-series.ts'
import { TrendChart } from './TrendChart.tsx'
import { TrendTable } from './TrendTable.tsx'

// A site's 12 months of readings (issue 40 item 2) from GET /api/lokasi/tren/{id}, the monthly
// PDF's figures: the last month, the area, the device type and the pest in the address; the chart
// with the table of the same figures beside it, and the thresholds that apply drawn as lines (the
// site's GET /api/ambang/{id}, read by the admin and the site's customer). The auditor's page
// draws the same panel from its link's calls (AuditTrendPanel, ADR 0128).

const thisMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)

function lastMonths(count: number): string[] {
  const end = thisMonth()
  const [year, month] = end.split('-').map(Number) as [number, number]
  const start = `${month === 12 ? year - 1 : year - 2}-${String(month === 12 ? 1 : month + 1).padStart(2, '0')}`
  return monthsBetween(start, end).slice(-count).reverse()
}

type ThresholdsAnswer = ApiSuccess<{ ambang: Threshold[] }>

// Where a panel reads: the trend for a query of its filters, the thresholds, and the areas to
// narrow to; `periodChosen`: the reader picks the last month (else the
// source's own period, an auditor's link).
export type TrendSource = {
  trend: (query: URLSearchParams) => string
  thresholds: string
  areas: string
  periodChosen: boolean
}

export const siteTrendSource = (idlokasi: number): TrendSource => ({
  trend: (query) => `/lokasi/tren/${idlokasi}?${query}`,
  thresholds: `/ambang/${idlokasi}`,
  areas: `/area/lokasi/${idlokasi}`,
  periodChosen: true,
})

export function TrendPanel({ source }: { source: TrendSource }) {
  const [params, setParams] = useSearchParams()
  const months = lastMonths(24)
  const sampai = months.includes(params.get('sampai') ?? '') ? (params.get('sampai') as string) : months[0]!
  const jenis = params.get('jenis_perangkat') ?? ''
  const hama = params.get('hama') ?? ''
  const areas = useApi<ApiSuccess<Pick<Area, 'idarea' | 'nama_area' | 'zona'>[]>>(source.areas)
  const area = areas.data?.data.find((a) => String(a.idarea) === params.get('idarea'))
  const [year, month] = sampai.split('-').map(Number) as [number, number]
  const chosen = yearBefore(year, month)
  const query = new URLSearchParams({
    ...(source.periodChosen ? chosen : {}),
    ...(area ? { idarea: String(area.idarea) } : {}),
    ...(jenis ? { jenis_perangkat: jenis } : {}),
    ...(hama ? { hama } : {}),
  })
  const { data, error, mutate } = useApi<ApiSuccess<Trend>>(source.trend(query))
  const thresholds = useApi<ThresholdsAnswer>(source.thresholds)
  const period = source.periodChosen
    ? chosen
    : { dari: data?.data.dari ?? '', sampai: data?.data.sampai ?? '' }
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  const trend = data?.data
  const lines = applicableThresholds(thresholds.data?.data.ambang ?? [], {
    jenis_perangkat: jenis || undefined,
    hama: hama || undefined,
    idarea: area?.idarea,
    zona: area?.zona,
  })
  const areaName = (id: number) => areas.data?.data.find((a) => a.idarea === id)?.nama_area
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are recomputed from the same answers
  const view = useMemo(
    () => (trend ? trendView(trend, lines, areaName) : null),
    [trend, thresholds.data, areas.data, jenis, hama],
  )
  const what = hama ? `Tangkapan ${hama}` : 'Jumlah tangkapan'
  return (
    <>
      {period.dari ? (
        <p>
          Ringkasan hasil pemeriksaan perangkat per bulan, {shortMonth(period.dari)} –{' '}
          {shortMonth(period.sampai)}. Angka yang sama dipakai di laporan bulanan (PDF).
        </p>
      ) : null}
      <div className="trend-filters">
        {source.periodChosen ? (
          <SelectField
            label="Bulan terakhir"
            name="sampai"
            value={sampai}
            options={months.map((value) => ({ value, label: shortMonth(value) }))}
            onChange={(event) => choose('sampai', event.target.value === months[0] ? '' : event.target.value)}
          />
        ) : null}
        <SelectField
          label="Area"
          name="idarea"
          value={area ? String(area.idarea) : ''}
          placeholder="Semua area"
          options={(areas.data?.data ?? []).map((a) => ({ value: String(a.idarea), label: a.nama_area }))}
          onChange={(event) => choose('idarea', event.target.value)}
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
      ) : !trend || !view ? (
        <Spinner size="lg" label="Memuat tren..." />
      ) : (
        <div className="trend-layout">
          <TrendChart view={view} title={`${what} per bulan`} />
          <TrendTable trend={trend} view={view} withThresholds />
        </div>
      )}
    </>
  )
}
