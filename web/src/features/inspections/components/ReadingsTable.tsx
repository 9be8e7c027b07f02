import type { Inspection } from '@services/modules/inspections/contract.ts'
import { type Column, ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { FindingMark } from './FindingMark.tsx'

const time = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const yes = (value: boolean | null, text: string) => (value ? text : null)

// What a reading says, in words: the fields of its device type only.
export function readingSummary(r: Inspection): string {
  const parts = [
    r.umpan_dimakan !== null ? `umpan dimakan ${r.umpan_dimakan} %` : null,
    r.aktivitas ? `aktivitas: ${r.aktivitas}` : null,
    r.aktivitas_rayap !== null ? `aktivitas rayap: ${r.aktivitas_rayap ? 'ya' : 'tidak'}` : null,
    r.tangkapan.length > 0 ? r.tangkapan.map((t) => `${t.hama} ${t.jumlah}`).join(', ') : null,
    yes(r.umpan_diganti, 'umpan diganti'),
    yes(r.lem_diganti, 'lem diganti'),
    yes(r.lampu_diganti, 'lampu diganti'),
  ]
  return parts.filter(Boolean).join('; ') || '-'
}

const columns: Column<Inspection>[] = [
  { key: 'kode', header: 'Perangkat', card: 'title', render: (r) => r.kode_perangkat },
  { key: 'jenis', header: 'Jenis', render: (r) => r.jenis_perangkat },
  { key: 'waktu', header: 'Waktu', render: (r) => time.format(new Date(r.waktu)) },
  { key: 'kondisi', header: 'Kondisi', render: (r) => r.kondisi },
  { key: 'temuan', header: 'Temuan', render: (r) => <FindingMark temuan={r.temuan} /> },
  { key: 'hasil', header: 'Hasil', card: 'wide', render: readingSummary },
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
