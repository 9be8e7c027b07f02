import '../trend.css'
import { Interpolation, LineChart, type LineChartOptions, type ResponsiveOptions } from 'chartist'
import { useEffect, useRef } from 'react'
import type { TrendView } from '../trend-series.ts'

// The site's trend as lines per month, drawn by Chartist (ADR 0097): each figure of the API a
// line, each threshold that applies a dashed flat line. The drawing is one image for a screen
// reader (its name says what it shows); the legend names every line and the table beside it
// (TrendTable) holds the same figures. On a phone every other month is labelled and the lines
// keep their width.

const OPTIONS: LineChartOptions = {
  height: '16rem',
  fullWidth: true,
  lineSmooth: Interpolation.none(),
  chartPadding: { top: 12, right: 16, bottom: 4, left: 4 },
  axisY: { onlyInteger: true, low: 0, offset: 36 },
}
const PHONE: ResponsiveOptions<LineChartOptions> = [
  [
    'screen and (max-width: 40rem)',
    {
      height: '13rem',
      axisX: { labelInterpolationFnc: (value, index) => (index % 2 === 0 ? value : null) },
      axisY: { offset: 28 },
    },
  ],
]

export const seriesClass = (kind: string, index: number) =>
  kind === 'angka' ? `trend-line trend-line--${index % 6}` : `trend-line trend-line--${kind}`

export function TrendChart({ view, title }: { view: TrendView; title: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!box.current) return
    const flat = Object.fromEntries(
      view.series.filter((s) => s.kind !== 'angka').map((s) => [s.key, { showPoint: false }]),
    )
    const chart = new LineChart(
      box.current,
      {
        labels: view.labels,
        series: view.series.map((s, index) => ({
          name: s.key,
          className: seriesClass(s.kind, index),
          data: s.values,
        })),
      },
      { ...OPTIONS, series: flat },
      PHONE,
    )
    return () => {
      chart.detach()
    }
  }, [view])
  return (
    <figure className="trend-chart">
      <div ref={box} role="img" aria-label={title} className="trend-chart__box" />
      <figcaption>
        <span className="trend-chart__title">{title}</span> (angka lengkap di tabel)
        <ul className="trend-legend">
          {view.series.map((s, index) => (
            <li key={s.key} className="trend-legend__item">
              <svg width="24" height="10" aria-hidden="true" className={seriesClass(s.kind, index)}>
                <line x1="0" x2="24" y1="5" y2="5" className="ct-line" />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
