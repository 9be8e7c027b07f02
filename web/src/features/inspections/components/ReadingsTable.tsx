import { readingSummary } from '@services/modules/inspections/reading-shape.ts'
import type { Inspection } from '@services/modules/inspections/records.ts'
import { type Column, ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { FindingMark } from './FindingMark.tsx'

const time = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const columns: Column<Inspection>[] = [
  { key: 'kode', header: 'Perangkat', card: 'title', render: (r) => r.kode_perangkat },
  { key: 'jenis', header: 'Jenis', render: (r) => r.jenis_perangkat },
  { key: 'waktu', header: 'Waktu', render: (r) => time.format(new Date(r.waktu)) },
  { key: 'kondisi', header: 'Kondisi', render: (r) => r.kondisi },
  { key: 'temuan', header: 'Temuan', render: (r) => <FindingMark temuan={r.temuan} /> },
  { key: 'hasil', header: 'Hasil', card: 'wide', render: (r) => readingSummary(r) },
  { key: 'catatan', header: 'Catatan', card: 'wide', render: (r) => r.catatan || '-' },
]

export function ReadingsTable({ readings }: { readings: Inspection[] }) {
  return (
    <ResponsiveTable
      caption="Hasil pemeriksaan perangkat"
      showCaption
      columns={columns}
      rows={readings}
      rowKey={(r) => r.idpemeriksaan}
      empty="Belum ada perangkat yang diperiksa"
    />
  )
}
