import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { REPORT_MESSAGES } from './contract.ts'
import type { ReportEvent } from './events.ts'

export type StoredFileRef = { file_key: string; nama_file: string; tipe: string; ukuran: number }

export type ReportCommand =
  | {
      type: 'UploadReport'
      id_laporan: number
      // Whether the customer exists (the handler read it).
      customerExists: boolean
      idpelanggan: number
      tanggal_laporan: string
      catatan: string
      file: StoredFileRef
    }
  | {
      type: 'ChangeReport'
      // Undefined keeps the customer; `customerExists` says whether the one asked for exists.
      idpelanggan?: number
      customerExists?: boolean
      tanggal_laporan: string
      // Undefined keeps the note.
      catatan?: string
      file?: StoredFileRef
    }
  | { type: 'DeleteReport'; id_laporan: number }

export type ReportState = {
  status: 'new' | 'active' | 'deleted'
  idpelanggan: number | null
  tanggal_laporan: string | null
  catatan: string
  file: StoredFileRef | null
}

const noCustomer = () =>
  new ValidationError(REPORT_MESSAGES.customerNotFound, { idpelanggan: REPORT_MESSAGES.customerNotFound })

// Each change the update call allows is its own fact; saving what is stored records nothing.
export const reportDecider: Decider<ReportCommand, ReportState, ReportEvent> = {
  initialState: () => ({ status: 'new', idpelanggan: null, tanggal_laporan: null, catatan: '', file: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ReportUploaded': {
        const { idpelanggan, tanggal_laporan, catatan, file } = event.data
        return { status: 'active', idpelanggan, tanggal_laporan, catatan, file }
      }
      case 'ReportCustomerChanged':
        return { ...state, idpelanggan: event.data.idpelanggan }
      case 'ReportDateChanged':
        return { ...state, tanggal_laporan: event.data.tanggal_laporan }
      case 'ReportNoteChanged':
        return { ...state, catatan: event.data.catatan }
      case 'ReportFileReplaced':
        return { ...state, file: event.data.file }
      case 'ReportDeleted':
        return { ...state, status: 'deleted' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'UploadReport': {
        if (state.status !== 'new') throw new ConflictError('Laporan sudah ada')
        if (!command.customerExists) throw noCustomer()
        const { id_laporan, idpelanggan, tanggal_laporan, catatan, file } = command
        return [{ type: 'ReportUploaded', data: { id_laporan, idpelanggan, tanggal_laporan, catatan, file } }]
      }
      case 'ChangeReport': {
        if (state.status !== 'active') throw new NotFoundError(REPORT_MESSAGES.notFound)
        const events: ReportEvent[] = []
        if (command.idpelanggan !== undefined && command.idpelanggan !== state.idpelanggan) {
          if (!command.customerExists) throw noCustomer()
          events.push({ type: 'ReportCustomerChanged', data: { idpelanggan: command.idpelanggan } })
        }
        if (command.tanggal_laporan !== state.tanggal_laporan) {
          events.push({ type: 'ReportDateChanged', data: { tanggal_laporan: command.tanggal_laporan } })
        }
        if (command.catatan !== undefined && command.catatan !== state.catatan) {
          events.push({ type: 'ReportNoteChanged', data: { catatan: command.catatan } })
        }
        if (command.file) events.push({ type: 'ReportFileReplaced', data: { file: command.file } })
        return events
      }
      case 'DeleteReport':
        if (state.status !== 'active') throw new NotFoundError(REPORT_MESSAGES.notFound)
        return [{ type: 'ReportDeleted', data: { id_laporan: command.id_laporan } }]
    }
  },
}
