import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { findTechnician, getTechnician } from '../technicians/index.ts'
import { SCHEDULE_MESSAGES, type Schedule, type TreatmentRow } from './contract.ts'
import { allSchedules, collectSchedules, lastDay } from './queries.ts'
import type { TreatmentReportQuery } from './treatment-report-contract.ts'

export type TechnicianTreatmentReport = {
  status: 'sukses'
  nama_teknisi: string
  jumlah_treatment: number
  data: TreatmentRow[]
}

// POST /api/teknisi/laporantreatment/{id}: the technician's visits of a month with one status,
// by date (domain-model.md, Reports built from the visits); 404 for an unknown technician.
export async function technicianTreatmentReport(
  deps: { db: Db },
  rawId: unknown,
  query: TreatmentReportQuery,
): Promise<TechnicianTreatmentReport> {
  const technician = await getTechnician(deps, rawId)
  const rows = await treatmentRows(deps.db, { idteknisi: technician.idteknisi, ...query })
  return {
    status: 'sukses',
    nama_teknisi: technician.nama_teknisi,
    jumlah_treatment: rows.length,
    data: rows,
  }
}

// GET /api/penjadwalan/getDataByIdTeknisi/{id}: the technician's visits by date; 404 'Teknisi tidak
// ditemukan' for a technician that does not exist, as the other calls answer.
// Every one of them, read a batch at a time (the route streams them).
export async function technicianVisits(deps: { db: Db }, rawId: unknown): Promise<AsyncIterable<Schedule>> {
  const id = parseRecordId(rawId)
  if (id === null || (await findTechnician(deps.db, id)) === undefined)
    throw new NotFoundError(SCHEDULE_MESSAGES.technicianNotFound)
  return allSchedules(deps.db, { idteknisi: id })
}

// POST /api/teknisi/laporantreatment/{id}: the technician's visits of a month in one status.
async function treatmentRows(
  db: DbOrTrx,
  where: { idteknisi: number; tahun: number; bulan: number; status: string },
): Promise<TreatmentRow[]> {
  const from = `${where.tahun}-${String(where.bulan).padStart(2, '0')}-01`
  const rows = await collectSchedules(db, {
    idteknisi: where.idteknisi,
    dari: from,
    sampai: lastDay(from),
    status_penjadwalan: where.status,
  })
  return rows.map((row) => ({
    idpenjadwalan: row.idpenjadwalan,
    nama_pelanggan: row.nama_pelanggan,
    lokasi: row.lokasi,
    periode_kontrak: row.periode_kontrak,
    jenis_pekerjaan: row.jenis_pekerjaan,
    jumlah_kunjungan: row.jumlah_kunjungan,
    tanggal: row.tanggal,
    status_penjadwalan: row.status_penjadwalan,
  }))
}
