import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { AREA_MESSAGES, SITE_MESSAGES, type StatusLokasi, type Zona } from './contract.ts'
import type { AreaEvent, SiteEvent } from './events.ts'

export type PlanRef = { file_key: string; nama_file: string; tipe: string; ukuran: number }
type SiteDetails = { kode_lokasi: string; nama_lokasi: string; alamat: string; link_maps: string }

export type SiteCommand =
  | {
      type: 'CreateSite'
      idlokasi: number
      // Whether the customer exists (read by the command handler).
      customerExists: boolean
      idpelanggan: number
      details: SiteDetails
      status_aktif: StatusLokasi
    }
  | { type: 'ChangeSite'; details: SiteDetails; status_aktif?: StatusLokasi | undefined }
  // usedBy: what still points at the site (areas, devices, contracts, visits).
  | { type: 'DeleteSite'; usedBy: string[] }

export type SiteState = {
  status: 'new' | 'active' | 'deleted'
  id: number | null
  idpelanggan: number | null
  details: SiteDetails | null
  status_aktif: StatusLokasi | null
}

const DETAIL_FIELDS = ['kode_lokasi', 'nama_lokasi', 'alamat', 'link_maps'] as const

function existingSite(state: SiteState): SiteState & { details: SiteDetails; id: number } {
  if (state.status !== 'active' || state.details === null) throw new NotFoundError(SITE_MESSAGES.notFound)
  return state as SiteState & { details: SiteDetails; id: number }
}

export const siteDecider: Decider<SiteCommand, SiteState, SiteEvent> = {
  initialState: () => ({ status: 'new', id: null, idpelanggan: null, details: null, status_aktif: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SiteCreated': {
        const { idlokasi, idpelanggan, status_aktif, ...details } = event.data
        return { status: 'active', id: idlokasi, idpelanggan, details, status_aktif }
      }
      case 'SiteDetailsChanged':
        return { ...state, details: { ...(state.details as SiteDetails), ...event.data } }
      case 'SiteStatusChanged':
        return { ...state, status_aktif: event.data.status_aktif }
      case 'SiteDeleted':
        return { ...state, status: 'deleted' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateSite': {
        if (state.status !== 'new') throw new ConflictError('Lokasi sudah ada')
        if (!command.customerExists) {
          throw new ValidationError(SITE_MESSAGES.customerNotFound, {
            idpelanggan: SITE_MESSAGES.customerNotFound,
          })
        }
        return [
          {
            type: 'SiteCreated',
            data: {
              idlokasi: command.idlokasi,
              idpelanggan: command.idpelanggan,
              ...command.details,
              status_aktif: command.status_aktif,
            },
          },
        ]
      }
      case 'ChangeSite': {
        const current = existingSite(state)
        const changed: Partial<SiteDetails> = {}
        for (const field of DETAIL_FIELDS) {
          if (command.details[field] !== current.details[field]) changed[field] = command.details[field]
        }
        const events: SiteEvent[] = []
        if (Object.keys(changed).length > 0) events.push({ type: 'SiteDetailsChanged', data: changed })
        if (command.status_aktif !== undefined && command.status_aktif !== current.status_aktif) {
          events.push({ type: 'SiteStatusChanged', data: { status_aktif: command.status_aktif } })
        }
        return events
      }
      case 'DeleteSite': {
        const current = existingSite(state)
        if (command.usedBy.length > 0) {
          throw new ConflictError(`Data masih dipakai oleh ${command.usedBy.join(', ')}, nonaktifkan saja`)
        }
        return [{ type: 'SiteDeleted', data: { idlokasi: current.id } }]
      }
    }
  },
}

export type AreaCommand =
  | {
      type: 'CreateArea'
      idarea: number
      // The site as the handler read it: null when it does not exist.
      site: { idlokasi: number } | null
      nama_area: string
      zona: Zona
    }
  | { type: 'ChangeArea'; nama_area: string; zona: Zona }
  | { type: 'UploadPlan'; file: PlanRef }
  | { type: 'RemovePlan' }
  | { type: 'DeleteArea'; usedBy: string[] }

export type AreaState = {
  status: 'new' | 'active' | 'deleted'
  id: number | null
  idlokasi: number | null
  nama_area: string | null
  zona: Zona | null
  plan: PlanRef | null
}

function existingArea(state: AreaState): AreaState & { id: number } {
  if (state.status !== 'active' || state.id === null) throw new NotFoundError(AREA_MESSAGES.notFound)
  return state as AreaState & { id: number }
}

export const areaDecider: Decider<AreaCommand, AreaState, AreaEvent> = {
  initialState: () => ({ status: 'new', id: null, idlokasi: null, nama_area: null, zona: null, plan: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'AreaCreated':
        return {
          ...state,
          status: 'active',
          id: event.data.idarea,
          idlokasi: event.data.idlokasi,
          nama_area: event.data.nama_area,
          zona: event.data.zona,
        }
      case 'AreaChanged':
        return { ...state, ...event.data }
      case 'AreaPlanUploaded':
        return { ...state, plan: event.data.file }
      case 'AreaPlanRemoved':
        return { ...state, plan: null }
      case 'AreaDeleted':
        return { ...state, status: 'deleted' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateArea': {
        if (state.status !== 'new') throw new ConflictError('Area sudah ada')
        if (command.site === null) {
          throw new ValidationError(SITE_MESSAGES.unknownInBody, { idlokasi: SITE_MESSAGES.unknownInBody })
        }
        return [
          {
            type: 'AreaCreated',
            data: {
              idarea: command.idarea,
              idlokasi: command.site.idlokasi,
              nama_area: command.nama_area,
              zona: command.zona,
            },
          },
        ]
      }
      case 'ChangeArea': {
        const current = existingArea(state)
        const changed: { nama_area?: string; zona?: Zona } = {}
        if (command.nama_area !== current.nama_area) changed.nama_area = command.nama_area
        if (command.zona !== current.zona) changed.zona = command.zona
        return Object.keys(changed).length > 0 ? [{ type: 'AreaChanged', data: changed }] : []
      }
      case 'UploadPlan':
        existingArea(state)
        return [{ type: 'AreaPlanUploaded', data: { file: command.file } }]
      case 'RemovePlan': {
        const current = existingArea(state)
        if (current.plan === null) throw new NotFoundError(AREA_MESSAGES.noPlan)
        return [{ type: 'AreaPlanRemoved', data: { nama_file: current.plan.nama_file } }]
      }
      case 'DeleteArea': {
        const current = existingArea(state)
        if (command.usedBy.length > 0) {
          throw new ConflictError(`Data masih dipakai oleh ${command.usedBy.join(', ')}, nonaktifkan saja`)
        }
        return [{ type: 'AreaDeleted', data: { idarea: current.id } }]
      }
    }
  },
}
