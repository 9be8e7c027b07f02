import { recordHistory } from '../../core/event-sourcing/history.ts'
import { DEVICE_MESSAGES } from './contract.ts'
import { type DeviceState, deviceDecider } from './decider.ts'
import { DEVICE_STREAM_TYPE, type DeviceEvent } from './events.ts'

// GET /api/perangkat/history/{id}: the device's life as an auditor reads it (installed, moved,
// label replaced, missing, found, removed), oldest first, who and when.
export const deviceHistory = recordHistory<DeviceState, DeviceEvent>({
  streamType: DEVICE_STREAM_TYPE,
  decider: deviceDecider,
  jenis: {
    DeviceInstalled: 'Perangkat dipasang',
    DeviceMoved: 'Perangkat dipindah',
    DeviceDetailsChanged: 'Data perangkat diubah',
    DeviceLabelReplaced: 'Label diganti',
    DeviceMarkedMissing: 'Ditandai hilang',
    DeviceFound: 'Ditemukan kembali',
    DeviceRemoved: 'Perangkat dicabut',
  },
  flat: (state) =>
    state.details === null
      ? null
      : {
          idarea: state.idarea,
          posisi_x: state.position.posisi_x,
          posisi_y: state.position.posisi_y,
          kode_pendek: state.kode_pendek,
          ...state.details,
          status_perangkat: state.status,
        },
  fields: [
    'idarea',
    'posisi_x',
    'posisi_y',
    'kode_pendek',
    'jenis_perangkat',
    'tanggal_pasang',
    'catatan',
    'status_perangkat',
  ],
  // Nothing deletes a device: a removal is a status, shown with its changes.
  deleted: 'DeviceRemoved',
  notFound: DEVICE_MESSAGES.notFound,
})
