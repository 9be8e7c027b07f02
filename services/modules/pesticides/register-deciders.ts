import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { LICENCE_MESSAGES, type LicenceInput, PESTICIDE_MESSAGES, type PesticideInput } from './contract.ts'
import type { LicenceEvent, PesticideEvent } from './events.ts'

export type StoredFileRef = { file_key: string; nama_file: string; tipe: string; ukuran: number }

type Details = Omit<PesticideInput, 'nomor_registrasi' | 'berlaku_sampai' | 'terbatas'>
const DETAIL_FIELDS = [
  'nama_dagang',
  'bahan_aktif',
  'kadar',
  'formulasi',
  'satuan',
  'hama_sasaran',
  'pengenceran',
] as const

export type PesticideCommand =
  | {
      type: 'RegisterPesticide'
      idpestisida: number
      input: PesticideInput
      label: StoredFileRef | null
      sds: StoredFileRef | null
    }
  | { type: 'ChangePesticide'; input: PesticideInput; label?: StoredFileRef; sds?: StoredFileRef }

export type PesticideState = {
  status: 'new' | 'active'
  values: Required<Details> & { nomor_registrasi: string; berlaku_sampai: string; terbatas: boolean }
  label: StoredFileRef | null
  sds: StoredFileRef | null
}

const detailsOf = (input: PesticideInput): Required<Details> => ({
  nama_dagang: input.nama_dagang,
  bahan_aktif: input.bahan_aktif,
  kadar: input.kadar,
  formulasi: input.formulasi,
  satuan: input.satuan,
  hama_sasaran: input.hama_sasaran ?? '',
  pengenceran: input.pengenceran ?? '',
})

// The register: each kind of change is its own fact (a renewed registration apart from a renamed
// product); saving what is stored records nothing.
export const pesticideDecider: Decider<PesticideCommand, PesticideState, PesticideEvent> = {
  initialState: () => ({
    status: 'new',
    values: {
      nama_dagang: '',
      bahan_aktif: '',
      kadar: '',
      formulasi: 'lainnya',
      satuan: 'ml',
      hama_sasaran: '',
      pengenceran: '',
      nomor_registrasi: '',
      berlaku_sampai: '',
      terbatas: false,
    },
    label: null,
    sds: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'PesticideRegistered': {
        const { idpestisida: _, label, sds, ...values } = event.data
        return { status: 'active', values, label, sds }
      }
      case 'PesticideDetailsChanged':
        return { ...state, values: { ...state.values, ...event.data } }
      case 'PesticideRegistrationChanged':
      case 'PesticideRestrictionChanged':
        return { ...state, values: { ...state.values, ...event.data } }
      case 'PesticideLabelReplaced':
        return { ...state, label: event.data.file }
      case 'PesticideSdsReplaced':
        return { ...state, sds: event.data.file }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterPesticide': {
        if (state.status !== 'new') throw new ConflictError('Pestisida sudah ada')
        const { input } = command
        return [
          {
            type: 'PesticideRegistered',
            data: {
              idpestisida: command.idpestisida,
              ...detailsOf(input),
              nomor_registrasi: input.nomor_registrasi,
              berlaku_sampai: input.berlaku_sampai,
              terbatas: input.terbatas,
              label: command.label,
              sds: command.sds,
            },
          },
        ]
      }
      case 'ChangePesticide': {
        if (state.status !== 'active') throw new NotFoundError(PESTICIDE_MESSAGES.notFound)
        const { input } = command
        const events: PesticideEvent[] = []
        const next = detailsOf(input)
        const changed = Object.fromEntries(
          DETAIL_FIELDS.filter((field) => next[field] !== state.values[field]).map((field) => [
            field,
            next[field],
          ]),
        )
        if (Object.keys(changed).length > 0) events.push({ type: 'PesticideDetailsChanged', data: changed })
        if (
          input.nomor_registrasi !== state.values.nomor_registrasi ||
          input.berlaku_sampai !== state.values.berlaku_sampai
        ) {
          events.push({
            type: 'PesticideRegistrationChanged',
            data: { nomor_registrasi: input.nomor_registrasi, berlaku_sampai: input.berlaku_sampai },
          })
        }
        if (input.terbatas !== state.values.terbatas)
          events.push({ type: 'PesticideRestrictionChanged', data: { terbatas: input.terbatas } })
        if (command.label) events.push({ type: 'PesticideLabelReplaced', data: { file: command.label } })
        if (command.sds) events.push({ type: 'PesticideSdsReplaced', data: { file: command.sds } })
        return events
      }
    }
  },
}

type LicenceValues = Omit<LicenceInput, 'idteknisi'>
export type LicenceCommand =
  | {
      type: 'RecordLicence'
      idlisensi: number
      // Whether the technician exists (the handler read it).
      technicianExists: boolean
      idteknisi: number
      input: LicenceValues
      file: StoredFileRef | null
    }
  | { type: 'ChangeLicence'; input: LicenceValues; file?: StoredFileRef }
  | { type: 'RemoveLicence'; idlisensi: number }

export type LicenceState = {
  status: 'new' | 'active' | 'removed'
  idteknisi: number | null
  values: LicenceValues | null
  file: StoredFileRef | null
}

const LICENCE_FIELDS = ['jenis_lisensi', 'nomor', 'berlaku_sampai'] as const

export const licenceDecider: Decider<LicenceCommand, LicenceState, LicenceEvent> = {
  initialState: () => ({ status: 'new', idteknisi: null, values: null, file: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'TechnicianLicenceRecorded': {
        const { idlisensi: _, idteknisi, file, ...values } = event.data
        return { status: 'active', idteknisi, values, file }
      }
      case 'TechnicianLicenceChanged':
        return { ...state, values: { ...(state.values as LicenceValues), ...event.data } }
      case 'TechnicianLicenceFileReplaced':
        return { ...state, file: event.data.file }
      case 'TechnicianLicenceRemoved':
        return { ...state, status: 'removed' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordLicence': {
        if (state.status !== 'new') throw new ConflictError('Lisensi sudah ada')
        if (!command.technicianExists)
          throw new ValidationError(LICENCE_MESSAGES.technicianNotFound, {
            idteknisi: LICENCE_MESSAGES.technicianNotFound,
          })
        return [
          {
            type: 'TechnicianLicenceRecorded',
            data: {
              idlisensi: command.idlisensi,
              idteknisi: command.idteknisi,
              ...command.input,
              file: command.file,
            },
          },
        ]
      }
      case 'ChangeLicence': {
        if (state.status !== 'active' || state.values === null)
          throw new NotFoundError(LICENCE_MESSAGES.notFound)
        const before = state.values
        const changed = Object.fromEntries(
          LICENCE_FIELDS.filter((field) => command.input[field] !== before[field]).map((field) => [
            field,
            command.input[field],
          ]),
        )
        const events: LicenceEvent[] = []
        if (Object.keys(changed).length > 0) events.push({ type: 'TechnicianLicenceChanged', data: changed })
        if (command.file) events.push({ type: 'TechnicianLicenceFileReplaced', data: { file: command.file } })
        return events
      }
      case 'RemoveLicence':
        if (state.status !== 'active') throw new NotFoundError(LICENCE_MESSAGES.notFound)
        return [{ type: 'TechnicianLicenceRemoved', data: { idlisensi: command.idlisensi } }]
    }
  },
}
