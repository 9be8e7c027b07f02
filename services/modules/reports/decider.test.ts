import { describe, it } from 'vitest'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { reportDecider } from './decider.ts'
import type { ReportEvent } from './events.ts'

const spec = deciderSpec(reportDecider)
const file = { file_key: 'laporan/a.pdf', nama_file: 'laporan.pdf', tipe: 'application/pdf', ukuran: 10 }
const upload = (customerExists = true) => ({
  type: 'UploadReport' as const,
  id_laporan: 5,
  customerExists,
  idpelanggan: 3,
  tanggal_laporan: '2026-11-20',
  catatan: '',
  file,
})
const uploaded: ReportEvent = {
  type: 'ReportUploaded',
  data: { id_laporan: 5, idpelanggan: 3, tanggal_laporan: '2026-11-20', catatan: '', file },
}

describe('report decider', () => {
  it('records an upload for an existing customer, and refuses an unknown one', () => {
    spec.given([]).when(upload()).thenEvents([uploaded])
    spec.given([]).when(upload(false)).thenThrows(ValidationError, 'Pelanggan tidak ditemukan')
  })

  it('records each change as its own fact, and nothing when nothing changes', () => {
    const other = { ...file, file_key: 'laporan/b.pdf' }
    spec
      .given([uploaded])
      .when({
        type: 'ChangeReport',
        idpelanggan: 4,
        customerExists: true,
        tanggal_laporan: '2026-11-21',
        catatan: 'Direvisi',
        file: other,
      })
      .thenEvents([
        { type: 'ReportCustomerChanged', data: { idpelanggan: 4 } },
        { type: 'ReportDateChanged', data: { tanggal_laporan: '2026-11-21' } },
        { type: 'ReportNoteChanged', data: { catatan: 'Direvisi' } },
        { type: 'ReportFileReplaced', data: { file: other } },
      ])
    spec.given([uploaded]).when({ type: 'ChangeReport', tanggal_laporan: '2026-11-20' }).thenEvents([])
    spec
      .given([uploaded])
      .when({ type: 'ChangeReport', idpelanggan: 9, customerExists: false, tanggal_laporan: '2026-11-20' })
      .thenThrows(ValidationError, 'Pelanggan tidak ditemukan')
  })

  it('deletes once; a deleted report cannot change', () => {
    const deleted: ReportEvent = { type: 'ReportDeleted', data: { id_laporan: 5 } }
    spec.given([uploaded]).when({ type: 'DeleteReport', id_laporan: 5 }).thenEvents([deleted])
    spec
      .given([uploaded, deleted])
      .when({ type: 'ChangeReport', tanggal_laporan: '2026-11-22' })
      .thenThrows(NotFoundError, 'Laporan tidak ditemukan')
  })
})
