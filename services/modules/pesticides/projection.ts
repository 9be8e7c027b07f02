import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { fileColumns, recordRow } from '../../core/event-sourcing/record-row.ts'
import { applicationEvents, licenceEvents, pesticideEvents } from './events.ts'
import type { PesticideTables } from './tables.ts'

const insert = rowInsert<PesticideTables>()
const product = recordRow<PesticideTables, 'pesticides'>('pesticides', 'idpestisida')
const licence = recordRow<PesticideTables, 'technician_licences'>('technician_licences', 'idlisensi')
const application = recordRow<PesticideTables, 'pesticide_applications'>(
  'pesticide_applications',
  'idpemakaian',
)

type File = { file_key: string; nama_file: string; tipe: string } | null
const labelColumns = (file: File) => ({
  label_key: file?.file_key ?? null,
  nama_label: file?.nama_file ?? null,
  label_tipe: file?.tipe ?? null,
})
const sdsColumns = (file: File) => ({
  sds_key: file?.file_key ?? null,
  nama_sds: file?.nama_file ?? null,
  sds_tipe: file?.tipe ?? null,
})
const stamps = (version: number, createdAt: Date) => ({
  version,
  created_at: createdAt.toISOString(),
  updated_at: createdAt.toISOString(),
})

// The register, written by the append's own statement (docs/adr/0016).
export const pesticidesProjection = defineStatementProjection({
  name: 'pesticides',
  tables: ['pesticides'],
  events: pesticideEvents,
  statements: {
    PesticideRegistered(_, { version, data, createdAt }) {
      const { label, sds, ...fields } = data
      return insert('pesticides', {
        ...fields,
        ...labelColumns(label),
        ...sdsColumns(sds),
        ...stamps(version, createdAt),
      })
    },
    PesticideDetailsChanged: product.changed,
    PesticideRegistrationChanged: product.changed,
    PesticideRestrictionChanged: product.changed,
    PesticideLabelReplaced: (query, event) => product.set(query, event, labelColumns(event.data.file)),
    PesticideSdsReplaced: (query, event) => product.set(query, event, sdsColumns(event.data.file)),
  },
})

// Technicians' licences; a removed one leaves the table (its history stays).
export const licencesProjection = defineStatementProjection({
  name: 'technician-licences',
  tables: ['technician_licences'],
  events: licenceEvents,
  statements: {
    TechnicianLicenceRecorded(_, { version, data, createdAt }) {
      const { file, ...fields } = data
      return insert('technician_licences', {
        ...fields,
        file_key: file?.file_key ?? null,
        nama_file: file?.nama_file ?? null,
        file_tipe: file?.tipe ?? null,
        ...stamps(version, createdAt),
      })
    },
    TechnicianLicenceChanged: licence.changed,
    TechnicianLicenceFileReplaced: (query, event) => licence.set(query, event, fileColumns(event.data.file)),
    TechnicianLicenceRemoved: licence.deleted,
  },
})

// Applications at visits; a removed one leaves the table.
export const applicationsProjection = defineStatementProjection({
  name: 'pesticide-applications',
  tables: ['pesticide_applications'],
  events: applicationEvents,
  statements: {
    PesticideApplied(_, { version, data, createdAt }) {
      return insert('pesticide_applications', { ...data, ...stamps(version, createdAt) })
    },
    PesticideApplicationRemoved: application.deleted,
  },
})
