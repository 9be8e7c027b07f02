import type { FastifyInstance } from 'fastify'
import type { ContractValue } from '../../../core/contract.ts'
import { type ApiDeps, registerCommand, versionedChange } from '../../../http-kit/index.ts'
import {
  changeDeviceStatus,
  DEVICE_EXAMPLE,
  DEVICE_MESSAGES,
  DeviceRecord,
  deviceContract,
  deviceMoveContract,
  deviceStatusContract,
  deviceUpdateContract,
  deviceVersionContract,
  installDevice,
  moveDevice,
  replaceLabel,
  updateDevice,
} from '../index.ts'

const tags = ['perangkat']
const record = { record: DeviceRecord, example: DEVICE_EXAMPLE, what: 'perangkat', tags }

// Changes to devices (admin): each is an event; a stale version answers 409.
export default async function deviceCommandRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerCommand<ContractValue<typeof deviceContract>>(app, {
    ...record,
    method: 'POST',
    path: '/perangkat/createData',
    config: { access: 'create:perangkat:any' },
    summary:
      'Pasang perangkat di area satu lokasi; nomor {kode_lokasi}-{nnn} dan kode pendek diberikan server (posisi di luar denah ditolak)',
    body: deviceContract.schema,
    message: DEVICE_MESSAGES.created,
    status: 201,
    run: ({ body, metadata }) => installDevice(deps, body, metadata),
  })

  registerCommand<ContractValue<typeof deviceUpdateContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/perangkat/updateData/:id',
    config: { access: 'update:perangkat:any' },
    summary: 'Ubah jenis, tanggal pasang dan catatan perangkat (versi lama: 409)',
    body: deviceUpdateContract.schema,
    message: DEVICE_MESSAGES.updated,
    run: versionedChange(deps, updateDevice),
  })

  registerCommand<ContractValue<typeof deviceMoveContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/perangkat/pindah/:id',
    config: { access: 'update:perangkat:any' },
    summary:
      'Pindahkan perangkat ke area lain di lokasinya dan/atau ke titik lain di denah (0 sampai 1; di luar denah ditolak; versi lama: 409)',
    body: deviceMoveContract.schema,
    message: DEVICE_MESSAGES.moved,
    run: versionedChange(deps, moveDevice),
  })

  registerCommand<ContractValue<typeof deviceVersionContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/perangkat/gantiLabel/:id',
    config: { access: 'update:perangkat:any' },
    summary: 'Ganti label: kode pendek baru (label lama tidak berlaku lagi; versi lama: 409)',
    body: deviceVersionContract.schema,
    message: DEVICE_MESSAGES.labelReplaced,
    run: ({ id, version, metadata }) => replaceLabel(deps, id, version, metadata),
  })

  registerCommand<ContractValue<typeof deviceStatusContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/perangkat/status/:id',
    config: { access: 'update:perangkat:any' },
    summary: 'Tandai hilang, ditemukan (aktif) atau dicabut (tidak dapat dibatalkan; versi lama: 409)',
    body: deviceStatusContract.schema,
    message: (_result, body) =>
      body.status_perangkat === 'hilang'
        ? DEVICE_MESSAGES.markedMissing
        : body.status_perangkat === 'dicabut'
          ? DEVICE_MESSAGES.removed
          : DEVICE_MESSAGES.found,
    run: versionedChange(deps, changeDeviceStatus),
  })
}
