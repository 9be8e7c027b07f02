import { ConflictError, NotFoundError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { SIGHTING_MESSAGES, type SumberPenampakan } from './contract.ts'
import type { PosterEvent, SightingEvent } from './events.ts'

export type ReportedFacts = {
  idpenampakan: number
  idlokasi: number
  idpelanggan: number
  idarea: number | null
  hama: string
  catatan: string
  sumber: SumberPenampakan
  waktu: string
  batas_tanggapan: string
  foto: { file_key: string; nama_file: string; tipe: string; ukuran: number } | null
}
export type SightingState = { status: 'none' | 'menunggu' | 'kunjungan dijadwalkan' | 'ditangani' }
export type SightingCommand =
  | { type: 'Report'; facts: ReportedFacts }
  | {
      type: 'FollowUp'
      tindak_lanjut: 'kunjungan dijadwalkan' | 'ditangani'
      catatan: string
      waktu: string
    }

export const sightingDecider: Decider<SightingCommand, SightingState, SightingEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'SightingReported') return { status: 'menunggu' }
    return { ...state, status: event.data.tindak_lanjut }
  },
  decide(command, state) {
    if (command.type === 'Report') {
      if (state.status !== 'none') return []
      return [{ type: 'SightingReported', data: command.facts }]
    }
    if (state.status === 'none') throw new NotFoundError(SIGHTING_MESSAGES.notFound)
    // A planned visit may still be marked handled; a handled sighting is done.
    if (state.status === 'ditangani' || state.status === command.tindak_lanjut)
      throw new ConflictError(SIGHTING_MESSAGES.alreadyFollowedUp)
    return [
      {
        type: 'SightingFollowedUp',
        data: { tindak_lanjut: command.tindak_lanjut, catatan: command.catatan, waktu: command.waktu },
      },
    ]
  },
}

export type PosterState = { token: string | null }
export type PosterCommand = { type: 'IssueToken'; idlokasi: number; token: string; waktu: string }

export const posterDecider: Decider<PosterCommand, PosterState, PosterEvent> = {
  initialState: () => ({ token: null }),
  evolve: (_state, event) => ({ token: event.data.token }),
  decide: (command) => [
    {
      type: 'PosterTokenIssued',
      data: { idlokasi: command.idlokasi, token: command.token, waktu: command.waktu },
    },
  ],
}
