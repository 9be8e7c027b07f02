import { readingSummary } from '@services/modules/inspections/reading-shape.ts'
import type { Inspection } from '@services/modules/inspections/records.ts'
import { Button } from '../../../components/Button.tsx'
import { type Column, ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { FindingMark } from './FindingMark.tsx'
import { ReadingPhotos } from './ReadingPhotos.tsx'

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
  { key: 'foto', header: 'Foto', card: 'wide', render: (r) => <ReadingPhotos reading={r} /> },
]

// Each reading's history (recorded, corrected) for whoever reads the table; a correction where
// `onCorrect` says it may be corrected (the admin, before the visit is completed).
export function ReadingsTable({
  readings,
  onHistory,
  onCorrect,
}: {
  readings: Inspection[]
  onHistory: (reading: Inspection) => void
  onCorrect?: ((reading: Inspection) => void) | undefined
}) {
  const actions: Column<Inspection> = {
    key: 'aksi',
    header: 'Aksi',
    card: 'wide',
    render: (r) => (
      <span className="inspections__actions">
        <Button size="sm" variant="secondary" onClick={() => onHistory(r)}>
          Riwayat {r.kode_perangkat}
        </Button>
        {onCorrect ? (
          <Button size="sm" variant="secondary" onClick={() => onCorrect(r)}>
            Koreksi {r.kode_perangkat}
          </Button>
        ) : null}
      </span>
    ),
  }
  return (
    <ResponsiveTable
      caption="Hasil pemeriksaan perangkat"
      showCaption
      columns={[...columns, actions]}
      rows={readings}
      rowKey={(r) => r.idpemeriksaan}
      empty="Belum ada perangkat yang diperiksa"
    />
  )
}
