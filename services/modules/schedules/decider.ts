import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { type Hama, SCHEDULE_MESSAGES, type ScheduleValues, type StatusPenjadwalan } from './contract.ts'
import type { ScheduleEvent } from './events.ts'

// What the command handler read from the other modules before deciding (the decider itself reads
// nothing): whether the customer exists, the technician's status, and the contract's customer and
// period (null: the named contract does not exist).
export type ScheduleFacts = {
  customerExists: boolean
  technician: { status_aktif: string } | null
  contract: { idpelanggan: number; tanggal_mulai: string; tanggal_selesai: string } | null
  // The customer of the site the visit names (issue 39); null when it does not exist.
  site?: { idpelanggan: number } | null
}

export type VisitReportInput = { catatan_teknisi: string; hama_ditemukan: Hama[]; foto: string[] }

export type ScheduleCommand =
  | {
      type: 'PlanSchedule'
      idpenjadwalan: number
      jumlah_kunjungan: number
      values: ScheduleValues
      facts: ScheduleFacts
    }
  | { type: 'UpdateSchedule'; values: ScheduleValues; facts: ScheduleFacts }
  | {
      type: 'ChangeScheduleStatus'
      status: StatusPenjadwalan
      role: 'admin' | 'teknisi'
      report: VisitReportInput
      at: string
    }
  | { type: 'DeleteSchedule'; idpenjadwalan: number }
  | { type: 'KeepRefusedReport'; idteknisi: number; report: VisitReportInput; dibuat: string }

export type ScheduleState = {
  status: 'new' | 'active' | 'deleted'
  values: ScheduleValues | null
  selesai: boolean
  // Every technician the visit was ever assigned to: the ones whose late report it may keep.
  technicians: number[]
}

const fail = (field: string, message: string) => new ValidationError(message, { [field]: message })

// The references a visit names, with the messages of domain-model.md. A technician that is no
// longer active may stay on a visit it already has (an update keeping it is not new work).
function checkFacts(values: ScheduleValues, facts: ScheduleFacts, currentTechnician: number | null) {
  if (!facts.customerExists) throw fail('idpelanggan', SCHEDULE_MESSAGES.customerNotFound)
  if (facts.technician === null) throw fail('idteknisi', SCHEDULE_MESSAGES.technicianNotFound)
  if (facts.technician.status_aktif !== 'aktif' && values.idteknisi !== currentTechnician) {
    throw fail('idteknisi', SCHEDULE_MESSAGES.technicianInactive)
  }
  if (values.idlokasi !== undefined && values.idlokasi !== null) {
    if (!facts.site) throw fail('idlokasi', SCHEDULE_MESSAGES.siteNotFound)
    if (facts.site.idpelanggan !== values.idpelanggan)
      throw fail('idlokasi', SCHEDULE_MESSAGES.siteOtherCustomer)
  }
  if (values.idkontrak === null) return
  const contract = facts.contract
  if (contract === null) throw fail('idkontrak', SCHEDULE_MESSAGES.contractNotFound)
  if (contract.idpelanggan !== values.idpelanggan) {
    throw fail('idkontrak', SCHEDULE_MESSAGES.contractOtherCustomer)
  }
  if (values.tanggal < contract.tanggal_mulai || values.tanggal > contract.tanggal_selesai) {
    throw fail('tanggal', SCHEDULE_MESSAGES.outsideContract)
  }
}

function existing(state: ScheduleState): ScheduleValues {
  if (state.status !== 'active' || state.values === null) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
  return state.values
}

// A visit without a site records none: its events read as they did before sites existed.
const siteOf = (v: ScheduleValues) =>
  (v.idlokasi ?? null) === null ? {} : { idlokasi: v.idlokasi as number }
const detailsOf = (v: ScheduleValues) => ({
  idpelanggan: v.idpelanggan,
  idkontrak: v.idkontrak,
  jenis_pekerjaan: v.jenis_pekerjaan,
  lokasi: v.lokasi,
  catatan: v.catatan,
})

const withoutSite = ({ idlokasi: _idlokasi, ...values }: ScheduleValues) => values

// An update records only what changed: the date or time (rescheduled), the technician (assigned),
// the other details (changed); saving the visit as it stands records nothing.
function updateEvents(current: ScheduleValues, next: ScheduleValues): ScheduleEvent[] {
  const events: ScheduleEvent[] = []
  if (current.tanggal !== next.tanggal || current.jam !== next.jam) {
    events.push({ type: 'ScheduleRescheduled', data: { tanggal: next.tanggal, jam: next.jam } })
  }
  if (current.idteknisi !== next.idteknisi) {
    events.push({ type: 'ScheduleTechnicianAssigned', data: { idteknisi: next.idteknisi } })
  }
  const before = detailsOf(current)
  const after = detailsOf(next)
  const siteChanged = (current.idlokasi ?? null) !== (next.idlokasi ?? null)
  if (
    siteChanged ||
    (Object.keys(after) as (keyof typeof after)[]).some((key) => before[key] !== after[key])
  ) {
    // A site named or cleared is stated; otherwise the details read as before sites existed.
    const site = siteChanged ? { idlokasi: next.idlokasi ?? null } : siteOf(next)
    events.push({ type: 'ScheduleDetailsChanged', data: { ...after, ...site } })
  }
  return events
}

// Status (spec/decisions.md): admin both ways; a technician only to `selesai`, with a note.
function statusEvents(
  command: Extract<ScheduleCommand, { type: 'ChangeScheduleStatus' }>,
  state: ScheduleState,
): ScheduleEvent[] {
  existing(state)
  if (command.status === 'belum selesai') {
    if (command.role !== 'admin') throw new ForbiddenError(SCHEDULE_MESSAGES.technicianOnlyCompletes)
    return state.selesai ? [{ type: 'ScheduleReopened', data: { status_penjadwalan: 'belum selesai' } }] : []
  }
  if (command.role === 'teknisi' && command.report.catatan_teknisi.trim() === '') {
    throw fail('catatan_teknisi', SCHEDULE_MESSAGES.technicianNoteRequired)
  }
  if (state.selesai) return []
  return [{ type: 'ScheduleCompleted', data: { ...command.report, waktu_selesai: command.at } }]
}

// Why the completion could not be recorded, as the server sees the visit now.
function refusalReason(state: ScheduleState, command: { idteknisi: number }): string {
  if (state.status === 'deleted') return SCHEDULE_MESSAGES.refusedDeleted
  if (state.values?.idteknisi !== command.idteknisi) return SCHEDULE_MESSAGES.refusedReassigned
  if (state.selesai) return SCHEDULE_MESSAGES.refusedAlreadyDone
  return SCHEDULE_MESSAGES.refusedChanged
}

export const scheduleDecider: Decider<ScheduleCommand, ScheduleState, ScheduleEvent> = {
  initialState: () => ({ status: 'new', values: null, selesai: false, technicians: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'SchedulePlanned': {
        const { idpenjadwalan: _id, jumlah_kunjungan: _n, ...values } = event.data
        return { ...state, status: 'active', values, technicians: [values.idteknisi] }
      }
      case 'ScheduleRescheduled':
        return { ...state, values: { ...state.values!, ...event.data } }
      case 'ScheduleTechnicianAssigned':
        return {
          ...state,
          values: { ...state.values!, idteknisi: event.data.idteknisi },
          technicians: [...state.technicians, event.data.idteknisi],
        }
      case 'ScheduleDetailsChanged':
        return { ...state, values: { ...state.values!, ...event.data } }
      case 'ScheduleCompleted':
        return { ...state, selesai: true }
      case 'ScheduleReopened':
        return { ...state, selesai: false }
      case 'ScheduleDeleted':
        return { ...state, status: 'deleted' }
      case 'ScheduleReportRefused':
        return state
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PlanSchedule': {
        if (state.status !== 'new') throw new ConflictError('Penjadwalan sudah ada')
        checkFacts(command.values, command.facts, null)
        return [
          {
            type: 'SchedulePlanned',
            data: {
              idpenjadwalan: command.idpenjadwalan,
              jumlah_kunjungan: command.jumlah_kunjungan,
              ...withoutSite(command.values),
              ...siteOf(command.values),
            },
          },
        ]
      }
      case 'UpdateSchedule': {
        const current = existing(state)
        checkFacts(command.values, command.facts, current.idteknisi)
        return updateEvents(current, command.values)
      }
      case 'ChangeScheduleStatus':
        return statusEvents(command, state)
      case 'DeleteSchedule':
        existing(state)
        return [{ type: 'ScheduleDeleted', data: { idpenjadwalan: command.idpenjadwalan } }]
      case 'KeepRefusedReport': {
        // Only a technician the visit was ever assigned to; anyone else learns nothing (404).
        if (state.status === 'new' || !state.technicians.includes(command.idteknisi))
          throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
        const data = { idteknisi: command.idteknisi, ...command.report, dibuat: command.dibuat }
        return [{ type: 'ScheduleReportRefused', data: { ...data, alasan: refusalReason(state, command) } }]
      }
    }
  },
}
