import { type Static, Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import {
  customerContract,
  DASAR_PEMROSESAN_OPTIONS,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from './contract.ts'

// One stream per customer: stream id = idpelanggan (taken from the `customer_ids` sequence).
export const CUSTOMER_STREAM_TYPE = 'pelanggan'

const { version: _version, ...fields } = customerContract.schema.properties
const { periode_kunjungan: _periode, status_aktif: _status, ...detailFields } = fields

const Details = Type.Object({
  ...fields,
  nama_kontak: Type.String({ maxLength: 120 }),
  link_maps: Type.String({ maxLength: 500 }),
  email: Type.String({ maxLength: 254 }),
  catatan: Type.String({ maxLength: 2000 }),
  status_aktif: Type.Enum([...STATUS_AKTIF_OPTIONS]),
  kirim_laporan_bulanan: Type.Boolean(),
  dasar_pemrosesan: Type.Enum([...DASAR_PEMROSESAN_OPTIONS]),
  persetujuan_email_laporan: Type.Boolean(),
})

// The admin (or a prospect's conversion, or the migration of the customers stored before
// customers were event-sourced) recorded a new customer; the data is the whole record.
// Version 2 carries `kirim_laporan_bulanan` (issue 26); version 1, stored before the switch
// existed, is read as switched off, its default. Version 3 carries the basis of processing and the
// consent to report emails (issue 38); older ones are read as 'kontrak' and no consent.
export const CustomerCreated = defineEvent('CustomerCreated', Details, {
  upcast: (data) =>
    ({
      kirim_laporan_bulanan: false,
      dasar_pemrosesan: 'kontrak',
      persetujuan_email_laporan: false,
      ...data,
    }) as Static<typeof Details>,
})

// Name, code, contact, address, phone, email, kind of business, job type, notes or the monthly
// report's email switch changed: the data holds the new value of each changed field only.
export const CustomerDetailsChanged = defineEvent(
  'CustomerDetailsChanged',
  Type.Partial(
    Type.Object({
      ...detailFields,
      nama_kontak: Type.String({ maxLength: 120 }),
      link_maps: Type.String({ maxLength: 500 }),
      email: Type.String({ maxLength: 254 }),
      catatan: Type.String({ maxLength: 2000 }),
      kirim_laporan_bulanan: Type.Boolean(),
      dasar_pemrosesan: Type.Enum([...DASAR_PEMROSESAN_OPTIONS]),
      persetujuan_email_laporan: Type.Boolean(),
    }),
    { minProperties: 1 },
  ),
)

// How often the company visits: the schedules and contracts follow it.
export const CustomerVisitFrequencyChanged = defineEvent(
  'CustomerVisitFrequencyChanged',
  Type.Object({ periode_kunjungan: Type.Enum([...PERIODE_KUNJUNGAN_OPTIONS]) }),
)

// The data repeats the new status, so the stored fact reads on its own.
export const CustomerDeactivated = defineEvent(
  'CustomerDeactivated',
  Type.Object({ status_aktif: Type.Literal('tidak aktif') }),
)
export const CustomerActivated = defineEvent(
  'CustomerActivated',
  Type.Object({ status_aktif: Type.Literal('aktif') }),
)

// Removed from the lists, its code free again; its history stays readable.
export const CustomerDeleted = defineEvent('CustomerDeleted', Type.Object({ kode_pelanggan: Type.String() }))

export const customerEvents = [
  CustomerCreated,
  CustomerDetailsChanged,
  CustomerVisitFrequencyChanged,
  CustomerDeactivated,
  CustomerActivated,
  CustomerDeleted,
] as const
export type CustomerEvent = EventUnion<typeof customerEvents>
