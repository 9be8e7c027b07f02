import type { DbOrTrx } from '../../core/event-store/types.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { expiringCertificates } from '../certificates/index.ts'
import { actionsNeedingAttention } from '../corrective-actions/index.ts'
import { incidentsAwaitingNotice } from '../incidents/index.ts'
import { overdueInvoices } from '../invoices/index.ts'
import { expiringLicences, LICENCE_WARNING_DAYS } from '../pesticides/index.ts'
import { countSchedules, listSchedules } from '../schedules/index.ts'
import { waitingSightings } from '../sightings/index.ts'
import { ATTENTION_DAYS, ATTENTION_LIMIT, type Attention } from './contract.ts'

// What needs the admin's attention today, each part read by its own module through its index.
export async function attentionToday(db: DbOrTrx, now: Date = new Date()): Promise<Attention> {
  const today = todayJakarta(now)
  const [certificates, licences, visits, open, invoices, incidents, actions, sightings] = await Promise.all([
    expiringCertificates(db, today, ATTENTION_DAYS, ATTENTION_LIMIT),
    expiringLicences(db, today, LICENCE_WARNING_DAYS, ATTENTION_LIMIT),
    listSchedules(db, { dari: today, sampai: today }, { page: 0, limit: ATTENTION_LIMIT, offset: 0 }),
    countSchedules(db, { dari: today, sampai: today, status_penjadwalan: 'belum selesai' }),
    overdueInvoices(db, ATTENTION_LIMIT),
    incidentsAwaitingNotice(db, ATTENTION_LIMIT),
    actionsNeedingAttention(db, now, ATTENTION_LIMIT),
    waitingSightings(db, ATTENTION_LIMIT, now),
  ])
  return {
    tanggal: today,
    sertifikat_berakhir: certificates,
    lisensi_berakhir: licences,
    kunjungan_hari_ini: { jumlah: visits.totalRows, belum_selesai: open, data: visits.data },
    tagihan_terlambat: invoices,
    insiden_belum_diberitahukan: incidents,
    tindakan_korektif: {
      terbuka: actions.terbuka,
      terlambat: actions.terlambat,
      data: actions.data.map((action) => ({
        idtindakan: action.idtindakan,
        idlokasi: action.idlokasi,
        nama_lokasi: action.nama_lokasi,
        nama_area: action.nama_area,
        temuan: action.temuan,
        tingkat: action.tingkat,
        status: action.status,
        tenggat: action.tenggat,
        terlambat: action.terlambat,
      })),
    },
    penampakan_menunggu: { jumlah: sightings.total, data: sightings.rows },
  }
}
