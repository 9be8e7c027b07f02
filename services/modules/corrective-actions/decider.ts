import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { ACTION_MESSAGES, type StatusTindakan, type Tingkat } from './contract.ts'
import type { ActionEvent, ThresholdEvent } from './events.ts'

// ---- thresholds of one site ----

export type ThresholdValues = {
  idarea: number | null
  zona: string | null
  jenis_perangkat: string
  hama: string | null
  periode: 'kunjungan' | 'minggu' | 'bulan'
  peringatan: number
  kritis: number
}
type StoredThreshold = ThresholdValues & { idambang: string }
export type ThresholdState = { thresholds: Map<string, StoredThreshold> }

export type ThresholdCommand =
  | {
      type: 'SetThreshold'
      idlokasi: number
      idambang: string
      values: ThresholdValues
      areaSite?: number | null
    }
  | { type: 'RemoveThreshold'; idambang: string }

// A threshold's key: one threshold per where (area, zone or site), device type, pest and period.
const keyOf = (t: ThresholdValues) =>
  [t.idarea ?? '', t.zona ?? '', t.jenis_perangkat, t.hama ?? '', t.periode].join('|')

const refused = (field: string, message: string) => new ValidationError(message, { [field]: message })

export const thresholdDecider: Decider<ThresholdCommand, ThresholdState, ThresholdEvent> = {
  initialState: () => ({ thresholds: new Map() }),
  evolve(state, event) {
    const thresholds = new Map(state.thresholds)
    if (event.type === 'ThresholdSet') {
      const { idlokasi: _site, ...stored } = event.data
      thresholds.set(stored.idambang, stored as StoredThreshold)
    } else thresholds.delete(event.data.idambang)
    return { thresholds }
  },
  decide(command, state) {
    if (command.type === 'RemoveThreshold') {
      if (!state.thresholds.has(command.idambang)) throw new NotFoundError(ACTION_MESSAGES.thresholdNotFound)
      return [{ type: 'ThresholdRemoved', data: { idambang: command.idambang } }]
    }
    const { values } = command
    if (values.idarea !== null && values.zona !== null) throw refused('zona', ACTION_MESSAGES.zonaAndArea)
    if (values.idarea !== null && command.areaSite !== command.idlokasi)
      throw refused(
        'idarea',
        command.areaSite == null ? ACTION_MESSAGES.areaNotFound : ACTION_MESSAGES.areaOtherSite,
      )
    if (values.kritis < values.peringatan) throw refused('kritis', ACTION_MESSAGES.kritisBelowPeringatan)
    // Setting a key that has a threshold changes that one (its id stays); the same values: nothing.
    const same = [...state.thresholds.values()].find((t) => keyOf(t) === keyOf(values))
    if (same && same.peringatan === values.peringatan && same.kritis === values.kritis) return []
    const idambang = same?.idambang ?? command.idambang
    return [{ type: 'ThresholdSet', data: { idambang, idlokasi: command.idlokasi, ...values } }]
  },
}

// ---- one corrective action ----

export type Evidence = {
  idpemeriksaan: number | null
  indeks: string | null
  nilai: number
  tingkat: Tingkat
  waktu: string
}
export type ActionState = {
  status: StatusTindakan | 'none'
  tingkat: Tingkat
  tenggat: string
  evidence: Set<string>
}
export type OpenFacts = {
  idtindakan: number
  idlokasi: number
  idpelanggan: number
  idarea: number | null
  sumber: 'ambang' | 'indeks' | 'penampakan' | 'teknisi' | 'admin'
  penyebab: string
  temuan: string
  penanggung_jawab: 'perusahaan' | 'pelanggan'
}
export type ActionCommand =
  | { type: 'RecordBreach'; open: OpenFacts; bukti: Evidence; tenggat: string }
  | { type: 'Acknowledge'; komentar: string; waktu: string }
  | { type: 'Verify'; catatan: string; idpenjadwalan: number | null; waktu: string; foto: string }
  | { type: 'Cancel'; alasan: string; waktu: string }

// A breach is the same breach again when it is the same reading (a replayed job) or the same
// index of the same month.
export const evidenceKey = (e: Evidence) =>
  e.idpemeriksaan !== null ? `pemeriksaan:${e.idpemeriksaan}` : `indeks:${e.indeks}`

const isOpen = (status: ActionState['status']) => status === 'terbuka' || status === 'ditanggapi'

function open(state: ActionState): ActionState {
  if (state.status === 'none') throw new NotFoundError(ACTION_MESSAGES.notFound)
  if (!isOpen(state.status)) throw new ConflictError(ACTION_MESSAGES.notOpen)
  return state
}

export const actionDecider: Decider<ActionCommand, ActionState, ActionEvent> = {
  initialState: () => ({ status: 'none', tingkat: 'peringatan', tenggat: '', evidence: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'CorrectiveActionOpened':
        return {
          status: 'terbuka',
          tingkat: event.data.tingkat,
          tenggat: event.data.tenggat,
          evidence: new Set([evidenceKey(event.data.bukti)]),
        }
      case 'CorrectiveActionBreachAttached':
        return {
          ...state,
          tingkat: event.data.tingkat,
          tenggat: event.data.tenggat,
          evidence: new Set([...state.evidence, evidenceKey(event.data.bukti)]),
        }
      case 'CorrectiveActionAcknowledged':
        return { ...state, status: 'ditanggapi' }
      case 'CorrectiveActionVerified':
        return { ...state, status: 'terverifikasi' }
      case 'CorrectiveActionCancelled':
        return { ...state, status: 'dibatalkan' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordBreach': {
        const { open: facts, bukti, tenggat } = command
        if (state.status === 'none')
          return [
            { type: 'CorrectiveActionOpened', data: { ...facts, tingkat: bukti.tingkat, tenggat, bukti } },
          ]
        // A closed action takes no more breaches: the caller opens a new one.
        if (!isOpen(state.status)) throw new ConflictError(ACTION_MESSAGES.closed)
        if (state.evidence.has(evidenceKey(bukti))) return []
        const raised = bukti.tingkat === 'kritis' || state.tingkat === 'kritis'
        return [
          {
            type: 'CorrectiveActionBreachAttached',
            data: {
              bukti,
              tingkat: raised ? 'kritis' : 'peringatan',
              // The earlier due date of the two (ISO dates sort as they fall).
              tenggat: [tenggat, state.tenggat].sort()[0]!,
            },
          },
        ]
      }
      case 'Acknowledge':
        open(state)
        return [
          {
            type: 'CorrectiveActionAcknowledged',
            data: { komentar: command.komentar, waktu: command.waktu },
          },
        ]
      case 'Verify':
        open(state)
        return [
          {
            type: 'CorrectiveActionVerified',
            data: {
              catatan: command.catatan,
              idpenjadwalan: command.idpenjadwalan,
              waktu: command.waktu,
              foto: command.foto,
            },
          },
        ]
      case 'Cancel':
        open(state)
        return [{ type: 'CorrectiveActionCancelled', data: { alasan: command.alasan, waktu: command.waktu } }]
    }
  },
}
