import type { Trend } from '@services/modules/inspections/trend-contract.ts'

// A bar chart of a trend's captures per month, drawn as SVG by React (no charting library: twelve
// bars need none, and the figures are also in the table under it). Scales with its box; the
// figure above each bar keeps it readable without colour.

const NAMA_BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']
export const shortMonth = (bulan: string) => {
  const [year, month] = bulan.split('-')
  return `${NAMA_BULAN[Number(month) - 1]} ${year?.slice(2)}`
}

function scaleTop(max: number) {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power
}

const W = 600
const H = 220
const BASE = 190

export function TrendChart({ trend, title }: { trend: Trend; title: string }) {
  const months = trend.bulan
  const top = scaleTop(Math.max(0, ...months.map((month) => month.total_tangkapan)))
  const slot = W / Math.max(months.length, 1)
  return (
    <figure className="trend-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="trend-chart__svg">
        <line x1={0} x2={W} y1={BASE} y2={BASE} className="trend-chart__axis" />
        {months.map((month, index) => {
          const height = (month.total_tangkapan / top) * (BASE - 24)
          const x = index * slot + slot * 0.2
          return (
            <g key={month.bulan} data-bulan={month.bulan}>
              <rect x={x} y={BASE - height} width={slot * 0.6} height={height} className="trend-chart__bar" />
              <text
                x={x + slot * 0.3}
                y={BASE - height - 4}
                textAnchor="middle"
                className="trend-chart__value"
              >
                {month.total_tangkapan}
              </text>
              <text
                x={index * slot + slot / 2}
                y={BASE + 16}
                textAnchor="middle"
                className="trend-chart__label"
              >
                {shortMonth(month.bulan)}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>{title} (angka lengkap di tabel di bawah)</figcaption>
    </figure>
  )
}
