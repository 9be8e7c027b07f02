import { recordHistory } from '../../core/event-sourcing/history.ts'
import { APPLICATION_MESSAGES, LICENCE_MESSAGES, PESTICIDE_MESSAGES } from './contract.ts'
import { type ApplicationState, applicationDecider } from './decider.ts'
import {
  APPLICATION_STREAM_TYPE,
  type ApplicationEvent,
  LICENCE_STREAM_TYPE,
  type LicenceEvent,
  PESTICIDE_STREAM_TYPE,
  type PesticideEvent,
} from './events.ts'
import {
  type LicenceState,
  licenceDecider,
  type PesticideState,
  pesticideDecider,
} from './register-deciders.ts'

// GET .../history/{id} of a product, a licence and an application: who changed what and when.

export const pesticideHistory = recordHistory<PesticideState, PesticideEvent>({
  streamType: PESTICIDE_STREAM_TYPE,
  decider: pesticideDecider,
  jenis: {
    PesticideRegistered: 'Pestisida ditambahkan',
    PesticideDetailsChanged: 'Data pestisida diubah',
    PesticideRegistrationChanged: 'Registrasi diubah',
    PesticideRestrictionChanged: 'Status terbatas diubah',
    PesticideLabelReplaced: 'File label diganti',
    PesticideSdsReplaced: 'File SDS diganti',
  },
  flat: (state) =>
    state.status === 'new'
      ? null
      : {
          ...state.values,
          nama_file_label: state.label?.nama_file ?? null,
          nama_file_sds: state.sds?.nama_file ?? null,
        },
  // A product stays in the register (its applications point at it): no deleting event.
  deleted: 'none' as PesticideEvent['type'],
  notFound: PESTICIDE_MESSAGES.notFound,
})

export const licenceHistory = recordHistory<LicenceState, LicenceEvent>({
  streamType: LICENCE_STREAM_TYPE,
  decider: licenceDecider,
  jenis: {
    TechnicianLicenceRecorded: 'Lisensi ditambahkan',
    TechnicianLicenceChanged: 'Lisensi diubah',
    TechnicianLicenceFileReplaced: 'File lisensi diganti',
    TechnicianLicenceRemoved: 'Lisensi dihapus',
  },
  flat: (state) =>
    state.values === null
      ? null
      : { idteknisi: state.idteknisi, ...state.values, nama_file: state.file?.nama_file ?? null },
  deleted: 'TechnicianLicenceRemoved',
  notFound: LICENCE_MESSAGES.notFound,
})

export const applicationHistory = recordHistory<ApplicationState, ApplicationEvent>({
  streamType: APPLICATION_STREAM_TYPE,
  decider: applicationDecider,
  jenis: { PesticideApplied: 'Pemakaian dicatat', PesticideApplicationRemoved: 'Pemakaian dihapus' },
  flat: (state) => (state.idpenjadwalan === null ? null : { idpenjadwalan: state.idpenjadwalan }),
  deleted: 'PesticideApplicationRemoved',
  notFound: APPLICATION_MESSAGES.notFound,
})
