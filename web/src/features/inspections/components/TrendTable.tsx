import type { Trend } from '@services/modules/inspections/trend-contract.ts'
import type { TrendView } from '../trend-series.ts'

// The chart's figures as a table (what a screen reader, a printout and an auditor read): one row
// per month, a column per figure the chart draws, the captures by pest in one cell, and under it
// the thresholds drawn as lines.
export function TrendTable({
  trend,
  view,
  withThresholds,
}: {
  trend: Trend
  view: TrendView
  withThresholds: boolean
}) {
  const figures = view.series.filter((s) => s.kind === 'angka')
  const lines = view.series.filter((s) => s.kind !== 'angka')
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
    <section className="trend-table" aria-label="Tabel tren per bulan" tabIndex={0}>
      <table>
        <caption>Angka tren per bulan</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            {figures.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
            <th scope="col">Tangkapan per hama</th>
          </tr>
        </thead>
        <tbody>
          {trend.bulan.map((month, row) => (
            <tr key={month.bulan}>
              <th scope="row">{view.labels[row]}</th>
              {figures.map((s) => (
                <td key={s.key}>{s.values[row]}</td>
              ))}
              <td>{month.tangkapan.map((entry) => `${entry.hama}: ${entry.jumlah}`).join(', ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > 0 ? (
        <>
          <h3 className="trend-table__subtitle">Ambang yang digambar</h3>
          <ul className="trend-thresholds">
            {lines.map((s) => (
              <li key={s.key}>{s.label}</li>
            ))}
          </ul>
        </>
      ) : withThresholds ? (
        <p>Garis ambang tampil setelah jenis perangkat dipilih.</p>
      ) : null}
    </section>
  )
}
