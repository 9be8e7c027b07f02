import type { Trend, TrendMonth } from './trend-contract.ts'

// A site's trend drawn by the worker with pdfkit (issue 40 item 2), once for every PDF that shows
// it (the monthly report, the audit pack): per month, the captures stacked by pest, the bait
// stations with activity, the devices read and the missing ones as lines, and the thresholds the
// caller gives as dashed lines on the captures' scale. The same figures follow as a table, so the
// page reads without the drawing (and a PDF text tool can check it against the API). The figures
// come from siteTrend, the query the API and the screens read.

type Doc = PDFKit.PDFDocument

// A threshold on the captures' scale (a monthly level), labelled on the chart.
export type TrendLine = { label: string; value: number; kind: 'peringatan' | 'kritis' }
// A threshold of one area or zone (ADR 0129): the chart is the whole site's, so these are listed
// under it as they are set, per device and period, rather than drawn.
export type PlaceThreshold = {
  tempat: string
  jenis_perangkat: string
  hama: string
  peringatan: number
  kritis: number
  periode: string
}
// What a chart is read against: the site's levels drawn, the areas' and zones' listed.
export type ChartThresholds = { lines?: readonly TrendLine[]; places?: readonly PlaceThreshold[] }

const PAGE = { left: 50, width: 495, bottom: 780 }
const CHART = { height: 150, label: 14, axis: 30 }
const NAMA_BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']
// Pest colours told apart by shade too (the legend names each), the rest grey.
const PEST_COLOURS = ['#b45309', '#1d4ed8', '#15803d', '#7e22ce', '#be123c', '#0f766e']
const LINE = {
  bait_station_aktif: { colour: '#b91c1c', label: 'Bait station aktif' },
  perangkat_diperiksa: { colour: '#374151', label: 'Perangkat diperiksa' },
  hilang: { colour: '#6b7280', label: 'Hilang' },
} as const
const THRESHOLD_COLOUR = { peringatan: '#d97706', kritis: '#dc2626' } as const

export const shortMonth = (bulan: string) => {
  const [year, month] = bulan.split('-')
  return `${NAMA_BULAN[Number(month) - 1]} ${year?.slice(2)}`
}

// A round top of the scale (1, 2, 5 × 10^n) so the axis reads in whole numbers.
function scaleTop(max: number) {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power
}

export const pestsOf = (trend: Trend) => [
  ...new Set(trend.bulan.flatMap((month) => month.tangkapan.map((entry) => entry.hama))),
]

function plot(doc: Doc, trend: Trend, lines: readonly TrendLine[]) {
  const months = trend.bulan
  const left = PAGE.left + CHART.axis
  const width = PAGE.width - CHART.axis
  const slot = width / Math.max(months.length, 1)
  const y0 = doc.y + 8
  const base = y0 + CHART.height
  const counts = (m: TrendMonth) => [m.total_tangkapan, m.bait_station_aktif, m.perangkat_diperiksa, m.hilang]
  const top = scaleTop(Math.max(0, ...months.flatMap(counts), ...lines.map((line) => line.value)))
  const yOf = (value: number) => base - (value / top) * (CHART.height - 10)
  const pests = pestsOf(trend)

  doc.save().strokeColor('#9ca3af').lineWidth(0.5)
  doc
    .moveTo(left, base)
    .lineTo(left + width, base)
    .stroke()
  doc.moveTo(left, y0).lineTo(left, base).stroke()
  doc.restore()
  doc.font('Helvetica').fontSize(7).fillColor('#374151')
  doc.text(String(top), PAGE.left, yOf(top) - 3, { width: CHART.axis - 4, align: 'right', lineBreak: false })
  doc.text('0', PAGE.left, base - 3, { width: CHART.axis - 4, align: 'right', lineBreak: false })

  months.forEach((month, index) => {
    let stacked = 0
    const x = left + index * slot + slot * 0.2
    for (const entry of month.tangkapan) {
      const colour = PEST_COLOURS[pests.indexOf(entry.hama) % PEST_COLOURS.length] ?? '#6b7280'
      const height = (entry.jumlah / top) * (CHART.height - 10)
      doc.rect(x, yOf(stacked) - height, slot * 0.6, height).fill(colour)
      stacked += entry.jumlah
    }
    doc
      .fillColor('#111827')
      .fontSize(7)
      .text(shortMonth(month.bulan), left + index * slot, base + 3, {
        width: slot,
        align: 'center',
        lineBreak: false,
      })
  })

  for (const [key, { colour }] of Object.entries(LINE) as [
    keyof typeof LINE,
    (typeof LINE)[keyof typeof LINE],
  ][]) {
    doc.save().strokeColor(colour).lineWidth(1.2)
    months.forEach((month, index) => {
      const x = left + index * slot + slot / 2
      if (index === 0) doc.moveTo(x, yOf(month[key]))
      else doc.lineTo(x, yOf(month[key]))
    })
    if (months.length > 0) doc.stroke()
    months.forEach((month, index) => {
      doc.circle(left + index * slot + slot / 2, yOf(month[key]), 1.8).fill(colour)
    })
    doc.restore()
  }

  for (const line of lines) {
    const colour = THRESHOLD_COLOUR[line.kind]
    doc
      .save()
      .strokeColor(colour)
      .lineWidth(1)
      .dash(4, { space: 3 })
      .moveTo(left, yOf(line.value))
      .lineTo(left + width, yOf(line.value))
      .stroke()
      .undash()
      .restore()
  }
  doc.y = base + CHART.label
  legend(doc, pests, lines)
}

function legend(doc: Doc, pests: readonly string[], lines: readonly TrendLine[]) {
  const items = [
    ...pests.map((hama, index) => ({
      label: `Tangkapan ${hama}`,
      colour: PEST_COLOURS[index % PEST_COLOURS.length]!,
    })),
    ...Object.values(LINE),
    ...lines.map((line) => ({ label: `${line.label} (${line.value})`, colour: THRESHOLD_COLOUR[line.kind] })),
  ]
  doc.font('Helvetica').fontSize(7)
  let x = PAGE.left
  let y = doc.y
  for (const item of items) {
    const width = doc.widthOfString(item.label) + 16
    if (x + width > PAGE.left + PAGE.width) {
      x = PAGE.left
      y += 10
    }
    doc.rect(x, y + 1, 7, 6).fill(item.colour)
    doc.fillColor('#111827').text(item.label, x + 10, y, { lineBreak: false })
    x += width
  }
  doc.y = y + 14
}

const ROWS: { label: string; value: (month: TrendMonth) => number }[] = [
  { label: 'Total tangkapan', value: (month) => month.total_tangkapan },
  { label: 'Bait station aktif', value: (month) => month.bait_station_aktif },
  { label: 'Perangkat diperiksa', value: (month) => month.perangkat_diperiksa },
  { label: 'Hilang', value: (month) => month.hilang },
]

function table(doc: Doc, trend: Trend) {
  const first = 95
  const slot = (PAGE.width - first) / Math.max(trend.bulan.length, 1)
  const row = (label: string, cells: string[], bold = false) => {
    if (doc.y + 11 > PAGE.bottom) doc.addPage()
    const y = doc.y
    doc
      .fillColor('#111827')
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7)
    doc.text(label, PAGE.left, y, { width: first, lineBreak: false })
    cells.forEach((cell, index) => {
      doc.text(cell, PAGE.left + first + index * slot, y, { width: slot, align: 'right', lineBreak: false })
    })
    doc.y = y + 11
  }
  row(
    'Bulan',
    trend.bulan.map((month) => shortMonth(month.bulan)),
    true,
  )
  for (const { label, value } of ROWS)
    row(
      label,
      trend.bulan.map((month) => String(value(month))),
    )
  for (const hama of pestsOf(trend))
    row(
      `  ${hama}`,
      trend.bulan.map((month) => String(month.tangkapan.find((entry) => entry.hama === hama)?.jumlah ?? 0)),
    )
  doc.x = PAGE.left
}

const PLACE_COLUMNS: [string, number, (t: PlaceThreshold) => string][] = [
  ['Area / zona', 130, (t) => t.tempat],
  ['Jenis perangkat', 105, (t) => t.jenis_perangkat],
  ['Hama', 90, (t) => t.hama],
  ['Peringatan', 55, (t) => String(t.peringatan)],
  ['Kritis', 55, (t) => String(t.kritis)],
  ['Periode', 60, (t) => t.periode],
]

function placeTable(doc: Doc, places: readonly PlaceThreshold[]) {
  if (places.length === 0) return
  if (doc.y + 40 > PAGE.bottom) doc.addPage()
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#111827')
  doc.text('Ambang per area dan zona (per perangkat)', PAGE.left, doc.y + 8, { width: PAGE.width })
  const row = (cells: string[], bold: boolean) => {
    if (doc.y + 11 > PAGE.bottom) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7)
    let x = PAGE.left
    PLACE_COLUMNS.forEach(([, width], index) => {
      doc.text(cells[index] ?? '', x, y, { width: width - 4, lineBreak: false, ellipsis: true })
      x += width
    })
    doc.y = y + 11
  }
  row(
    PLACE_COLUMNS.map(([header]) => header),
    true,
  )
  for (const place of places)
    row(
      PLACE_COLUMNS.map(([, , cell]) => cell(place)),
      false,
    )
  doc.x = PAGE.left
}

// The chart, its legend and its table at the current position (a new page when they do not fit),
// then the area and zone thresholds.
export function drawTrendChart(doc: Doc, trend: Trend, options: { title?: string } & ChartThresholds = {}) {
  const rows = 6 + pestsOf(trend).length
  if (doc.y + 50 + CHART.height + rows * 11 > PAGE.bottom) doc.addPage()
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(
      options.title ?? 'Tren per bulan: tangkapan, bait station aktif, perangkat diperiksa, hilang',
      PAGE.left,
      doc.y + 10,
      {
        width: PAGE.width,
      },
    )
  plot(doc, trend, options.lines ?? [])
  table(doc, trend)
  placeTable(doc, options.places ?? [])
}
