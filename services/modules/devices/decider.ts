import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { DEVICE_MESSAGES, type JenisPerangkat, type StatusPerangkat } from './contract.ts'
import type { DeviceEvent } from './events.ts'

// What the command handler read: the site (null when none) and the area asked for (null when none).
export type SiteFacts = { idlokasi: number; status_aktif: string } | null
export type AreaFacts = { idarea: number; idlokasi: number } | null
type Position = { posisi_x: number | null; posisi_y: number | null }
type Details = { jenis_perangkat: JenisPerangkat; tanggal_pasang: string; catatan: string }

export type DeviceCommand =
  | ({
      type: 'InstallDevice'
      idperangkat: number
      nomor: number
      kode_perangkat: string
      kode_pendek: string
      site: SiteFacts
      area: AreaFacts
    } & Position &
      Details)
  | ({ type: 'MoveDevice'; area: AreaFacts } & Position)
  | ({ type: 'ChangeDeviceDetails' } & Details)
  | { type: 'ReplaceLabel'; kode_pendek: string }
  | { type: 'ChangeDeviceStatus'; status_perangkat: StatusPerangkat; alasan: string }

export type DeviceState = {
  id: number | null
  idlokasi: number | null
  idarea: number | null
  position: Position
  details: Details | null
  kode_pendek: string | null
  status: StatusPerangkat | null
}

const refused = (message: string, field: string) => new ValidationError(message, { [field]: message })

// A spot on the plan is a fraction of its width and height: both given and within 0..1, or none.
function checkPosition({ posisi_x, posisi_y }: Position): Position {
  if ((posisi_x === null) !== (posisi_y === null)) throw refused(DEVICE_MESSAGES.positionPair, 'posisi_x')
  for (const [field, value] of [
    ['posisi_x', posisi_x],
    ['posisi_y', posisi_y],
  ] as const) {
    if (value !== null && !(value >= 0 && value <= 1)) throw refused(DEVICE_MESSAGES.offPlan, field)
  }
  return { posisi_x, posisi_y }
}

function checkArea(area: AreaFacts, idlokasi: number, otherSite: string): number {
  if (area === null) throw refused(DEVICE_MESSAGES.areaNotFound, 'idarea')
  if (area.idlokasi !== idlokasi) throw refused(otherSite, 'idarea')
  return area.idarea
}

// A device in the register that is not removed: what every change but the status needs.
function inService(state: DeviceState): DeviceState & { id: number; idlokasi: number; details: Details } {
  if (state.id === null || state.details === null) throw new NotFoundError(DEVICE_MESSAGES.notFound)
  if (state.status === 'dicabut') throw new ConflictError(DEVICE_MESSAGES.removedAlready)
  return state as DeviceState & { id: number; idlokasi: number; details: Details }
}

export const deviceDecider: Decider<DeviceCommand, DeviceState, DeviceEvent> = {
  initialState: () => ({
    id: null,
    idlokasi: null,
    idarea: null,
    position: { posisi_x: null, posisi_y: null },
    details: null,
    kode_pendek: null,
    status: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'DeviceInstalled': {
        const d = event.data
        return {
          id: d.idperangkat,
          idlokasi: d.idlokasi,
          idarea: d.idarea,
          position: { posisi_x: d.posisi_x, posisi_y: d.posisi_y },
          details: {
            jenis_perangkat: d.jenis_perangkat,
            tanggal_pasang: d.tanggal_pasang,
            catatan: d.catatan,
          },
          kode_pendek: d.kode_pendek,
          status: 'aktif',
        }
      }
      case 'DeviceMoved':
        return {
          ...state,
          idarea: event.data.idarea,
          position: { posisi_x: event.data.posisi_x, posisi_y: event.data.posisi_y },
        }
      case 'DeviceDetailsChanged':
        return { ...state, details: { ...(state.details as Details), ...event.data } }
      case 'DeviceLabelReplaced':
        return { ...state, kode_pendek: event.data.kode_pendek }
      case 'DeviceMarkedMissing':
        return { ...state, status: 'hilang' }
      case 'DeviceFound':
        return { ...state, status: 'aktif' }
      case 'DeviceRemoved':
        return { ...state, status: 'dicabut' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'InstallDevice': {
        if (state.id !== null) throw new ConflictError('Perangkat sudah ada')
        if (command.site === null) throw refused(DEVICE_MESSAGES.siteNotFound, 'idlokasi')
        if (command.site.status_aktif !== 'aktif') throw refused(DEVICE_MESSAGES.siteInactive, 'idlokasi')
        const idarea = checkArea(command.area, command.site.idlokasi, DEVICE_MESSAGES.areaOfOtherSite)
        const position = checkPosition(command)
        return [
          {
            type: 'DeviceInstalled',
            data: {
              idperangkat: command.idperangkat,
              idlokasi: command.site.idlokasi,
              idarea,
              nomor: command.nomor,
              kode_perangkat: command.kode_perangkat,
              kode_pendek: command.kode_pendek,
              jenis_perangkat: command.jenis_perangkat,
              ...position,
              tanggal_pasang: command.tanggal_pasang,
              catatan: command.catatan,
            },
          },
        ]
      }
      case 'MoveDevice': {
        const current = inService(state)
        const idarea = checkArea(command.area, current.idlokasi, DEVICE_MESSAGES.areaOfOtherSite)
        const position = checkPosition(command)
        const same =
          idarea === current.idarea &&
          position.posisi_x === current.position.posisi_x &&
          position.posisi_y === current.position.posisi_y
        return same ? [] : [{ type: 'DeviceMoved', data: { idarea, ...position } }]
      }
      case 'ChangeDeviceDetails': {
        const current = inService(state)
        const changed: Partial<Details> = {}
        if (command.jenis_perangkat !== current.details.jenis_perangkat)
          changed.jenis_perangkat = command.jenis_perangkat
        if (command.tanggal_pasang !== current.details.tanggal_pasang)
          changed.tanggal_pasang = command.tanggal_pasang
        if (command.catatan !== current.details.catatan) changed.catatan = command.catatan
        return Object.keys(changed).length > 0 ? [{ type: 'DeviceDetailsChanged', data: changed }] : []
      }
      case 'ReplaceLabel':
        inService(state)
        return [{ type: 'DeviceLabelReplaced', data: { kode_pendek: command.kode_pendek } }]
      case 'ChangeDeviceStatus': {
        const current = inService(state)
        const alasan = command.alasan
        if (command.status_perangkat === current.status) return []
        if (command.status_perangkat === 'hilang') return [{ type: 'DeviceMarkedMissing', data: { alasan } }]
        if (command.status_perangkat === 'dicabut') return [{ type: 'DeviceRemoved', data: { alasan } }]
        return [{ type: 'DeviceFound', data: { alasan } }]
      }
    }
  },
}
