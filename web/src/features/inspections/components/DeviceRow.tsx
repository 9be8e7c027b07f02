import type { VisitDevice } from '@services/modules/inspections/records.ts'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import type { WaitingReading } from '../reading-queue.ts'
import { FindingMark } from './FindingMark.tsx'

// One device of the visit on the technician's phone: which it is, where, and whether it is read,
// waiting on the phone, or refused by the server (with why).
export function DeviceRow({
  device,
  waiting,
  onRead,
  onCorrect,
  onForget,
}: {
  device: VisitDevice
  waiting: WaitingReading | undefined
  onRead: () => void
  // Given until the visit is completed: a recorded reading may be corrected.
  onCorrect?: (() => void) | undefined
  onForget: (key: string) => void
}) {
  const state = waiting?.refused
    ? 'ditolak server'
    : waiting
      ? 'menunggu dikirim'
      : device.pemeriksaan
        ? 'sudah diperiksa'
        : 'belum diperiksa'
  return (
    <li className="inspection-device" aria-label={`${device.kode_perangkat}: ${state}`}>
      <div className="inspection-device__head">
        <strong>{device.kode_perangkat}</strong>
        <span className="muted">
          {device.jenis_perangkat} · {device.nama_area}
        </span>
      </div>
      <div className="inspection-device__state">
        {device.pemeriksaan ? <FindingMark temuan={device.temuan} /> : <span>{state}</span>}
        {!device.pemeriksaan && !waiting ? (
          <Button size="sm" variant="secondary" onClick={onRead}>
            Periksa {device.kode_perangkat}
          </Button>
        ) : null}
        {device.pemeriksaan && !waiting && onCorrect ? (
          <Button size="sm" variant="secondary" onClick={onCorrect}>
            Koreksi {device.kode_perangkat}
          </Button>
        ) : null}
      </div>
      {waiting?.refused ? (
        <Alert tone="error" title="Pemeriksaan tidak diterima server">
          <p>{waiting.refused}</p>
          <Button size="sm" variant="secondary" onClick={() => onForget(waiting.key)}>
            Hapus dari ponsel
          </Button>
        </Alert>
      ) : null}
    </li>
  )
}
