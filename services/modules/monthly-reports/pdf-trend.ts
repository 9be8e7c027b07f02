import type { Trend } from '../inspections/index.ts'

// The trend page of a site in the monthly report (issue 40 item 2): the 12 months' captures as bars
// and the devices read and missing as figures under them, from siteTrend, the query the API and the
// screens read. The same figures are written as a table, so the page reads without the drawing.

type Doc = PDFKit.PDFDocument
const PAGE = { left: 50, width: 495 }
const CHART = { height: 150, label: 14 }
const NAMA_BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']

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

function bars(doc: Doc, trend: Trend, top: number) {
  const months = trend.bulan
  const y0 = doc.y + 6
  const slot = PAGE.width / Math.max(months.length, 1)
  const scale = scaleTop(Math.max(...months.map((month) => month.total_tangkapan), 0))
  doc.save().strokeColor('#9ca3af').lineWidth(0.5)
  doc
    .moveTo(PAGE.left, y0 + CHART.height)
    .lineTo(PAGE.left + PAGE.width, y0 + CHART.height)
    .stroke()
  doc.restore()
  doc.font('Helvetica').fontSize(7).fillColor('#374151')
  doc.text(`maks. ${scale}`, PAGE.left, y0 - 2, { width: 60, lineBreak: false })
  months.forEach((month, index) => {
    const height = (month.total_tangkapan / scale) * (CHART.height - 12)
    const x = PAGE.left + index * slot + slot * 0.2
    if (height > 0) doc.rect(x, y0 + CHART.height - height, slot * 0.6, height).fill('#b45309')
    doc
      .fillColor('#111827')
      .text(String(month.total_tangkapan), x - 4, y0 + CHART.height - height - 9, {
        width: slot * 0.6 + 8,
        align: 'center',
        lineBreak: false,
      })
      .text(shortMonth(month.bulan), PAGE.left + index * slot, y0 + CHART.height + 3, {
        width: slot,
        align: 'center',
        lineBreak: false,
      })
  })
  doc.y = y0 + CHART.height + CHART.label + top
}

const ROWS: { label: string; value: (month: Trend['bulan'][number]) => number }[] = [
  { label: 'Total tangkapan', value: (month) => month.total_tangkapan },
  { label: 'Bait station aktif', value: (month) => month.bait_station_aktif },
  { label: 'Perangkat diperiksa', value: (month) => month.perangkat_diperiksa },
  { label: 'Hilang', value: (month) => month.hilang },
]

function table(doc: Doc, trend: Trend) {
  const first = 95
  const slot = (PAGE.width - first) / Math.max(trend.bulan.length, 1)
  const row = (label: string, cells: string[], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7)
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
  const pests = [...new Set(trend.bulan.flatMap((month) => month.tangkapan.map((entry) => entry.hama)))]
  for (const hama of pests)
    row(
      `  ${hama}`,
      trend.bulan.map((month) => String(month.tangkapan.find((entry) => entry.hama === hama)?.jumlah ?? 0)),
    )
}

export function drawTrend(doc: Doc, trend: Trend) {
  doc
    .fillColor('#111827')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Tren 12 bulan: jumlah tangkapan per bulan', PAGE.left, doc.y + 10, { width: PAGE.width })
  bars(doc, trend, 6)
  table(doc, trend)
}
