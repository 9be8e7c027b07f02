import type { Inspection } from '@services/modules/inspections/records.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { ReadingPhotos } from './ReadingPhotos.tsx'

const FIELD_LABELS: Record<string, string> = {
  kondisi: 'Kondisi',
  umpan_dimakan: 'Umpan dimakan (%)',
  aktivitas: 'Aktivitas',
  umpan_diganti: 'Umpan diganti',
  tangkapan: 'Tangkapan',
  lem_diganti: 'Lem diganti',
  lampu_diganti: 'Lampu diganti',
  aktivitas_rayap: 'Aktivitas rayap',
  catatan: 'Catatan',
  alasan_koreksi: 'Alasan koreksi',
}

// A reading's history: its photos, what was recorded, then each correction with what changed and why.
export function ReadingHistoryDialog({ reading, onClose }: { reading: Inspection; onClose: () => void }) {
  return (
    <Dialog
      open
      title={`Riwayat pemeriksaan ${reading.kode_perangkat}`}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      {reading.foto.length > 0 ? <ReadingPhotos reading={reading} /> : null}
      <HistoryPanel
        resource="pemeriksaan"
        id={reading.idpemeriksaan}
        title="Riwayat perubahan"
        fieldLabels={FIELD_LABELS}
      />
    </Dialog>
  )
}
