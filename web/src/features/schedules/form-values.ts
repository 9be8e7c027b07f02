import { SCHEDULE_MESSAGES, type Schedule } from '@services/modules/schedules/contract.ts'

export type ScheduleFormValues = {
  idpelanggan: string
  idkontrak: string
  idlokasi: string
  idteknisi: string
  tanggal: string
  jam: string
  jenis_pekerjaan: string
  lokasi: string
  catatan: string
}

export const EMPTY_SCHEDULE: ScheduleFormValues = {
  idpelanggan: '',
  idkontrak: '',
  idlokasi: '',
  idteknisi: '',
  tanggal: '',
  jam: '',
  jenis_pekerjaan: '',
  lokasi: '',
  catatan: '',
}

export const FORM_FIELDS = Object.keys(EMPTY_SCHEDULE)

export const scheduleFormValues = (s: Schedule): ScheduleFormValues => ({
  idpelanggan: String(s.idpelanggan),
  idkontrak: s.idkontrak === null ? '' : String(s.idkontrak),
  idlokasi: s.idlokasi === null ? '' : String(s.idlokasi),
  idteknisi: String(s.idteknisi),
  tanggal: s.tanggal,
  jam: s.jam ?? '',
  jenis_pekerjaan: s.jenis_pekerjaan,
  lokasi: s.lokasi,
  catatan: s.catatan,
})

// The API's messages that belong to one field, so a refused save is shown where it is fixed (the
// API answers errMessage only).
const FIELD_OF_MESSAGE: Record<string, keyof ScheduleFormValues> = {
  [SCHEDULE_MESSAGES.customerNotFound]: 'idpelanggan',
  [SCHEDULE_MESSAGES.technicianNotFound]: 'idteknisi',
  [SCHEDULE_MESSAGES.technicianInactive]: 'idteknisi',
  [SCHEDULE_MESSAGES.technicianRequired]: 'idteknisi',
  [SCHEDULE_MESSAGES.contractNotFound]: 'idkontrak',
  [SCHEDULE_MESSAGES.contractOtherCustomer]: 'idkontrak',
  [SCHEDULE_MESSAGES.outsideContract]: 'tanggal',
  [SCHEDULE_MESSAGES.siteNotFound]: 'idlokasi',
  [SCHEDULE_MESSAGES.siteOtherCustomer]: 'idlokasi',
  [SCHEDULE_MESSAGES.jam]: 'jam',
  'Tanggal tidak boleh kosong': 'tanggal',
  'Jenis Pekerjaan tidak boleh kosong': 'jenis_pekerjaan',
  'Jenis Pekerjaan tidak valid': 'jenis_pekerjaan',
}

export function fieldOfMessage(message: string): keyof ScheduleFormValues | undefined {
  return FIELD_OF_MESSAGE[message]
}
