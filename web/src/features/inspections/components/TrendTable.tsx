import type { Trend, TrendMonth } from '@services/modules/inspections/trend-contract.ts'
import { shortMonth } from './TrendChart.tsx'

// The chart's figures as a table (what a screen reader, a printout and an auditor read): one row
// per month, the captures by pest in one cell.
const ROWS: { header: string; value: (month: TrendMonth) => string | number }[] = [
  { header: 'Total tangkapan', value: (month) => month.total_tangkapan },
  {
    header: 'Tangkapan per hama',
    value: (month) => month.tangkapan.map((entry) => `${entry.hama}: ${entry.jumlah}`).join(', ') || '–',
  },
  { header: 'Bait station aktif', value: (month) => month.bait_station_aktif },
  { header: 'Perangkat diperiksa', value: (month) => month.perangkat_diperiksa },
  { header: 'Hilang', value: (month) => month.hilang },
  // Sightings the customer reported (portal and the site's QR poster), not devices' readings.
  { header: 'Penampakan', value: (month) => month.penampakan },
]

export function TrendTable({ trend }: { trend: Trend }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
    <section className="trend-table" aria-label="Tabel tren per bulan" tabIndex={0}>
      <table>
        <caption>Angka tren per bulan</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            {ROWS.map((row) => (
              <th key={row.header} scope="col">
                {row.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.bulan.map((month) => (
            <tr key={month.bulan}>
              <th scope="row">{shortMonth(month.bulan)}</th>
              {ROWS.map((row) => (
                <td key={row.header}>{row.value(month)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
