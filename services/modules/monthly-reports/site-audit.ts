import type { DbOrTrx } from '../../core/event-store/types.ts'
import {
  actionLogOfMonth,
  type IndexValue,
  type MonthAction,
  siteIndices,
} from '../corrective-actions/index.ts'

// What the monthly PDF's audit sections print per site (issue 40 items 3 and 4): the month's
// Permenkes 50/2017 indices and the corrective-action log, read from the corrective-actions
// module: the same functions the API answers GET /lokasi/indeks and /tindakanKorektif/lokasi with.
export type SiteAudit = {
  idlokasi: number
  kode_lokasi: string
  nama_lokasi: string
  indeks: IndexValue[]
  tindakan: MonthAction[]
}

export async function siteAudits(
  db: DbOrTrx,
  sites: readonly { idlokasi: number; kode_lokasi: string; nama_lokasi: string }[],
  bulan: number,
  tahun: number,
): Promise<SiteAudit[]> {
  const audits: SiteAudit[] = []
  for (const site of sites)
    audits.push({
      idlokasi: site.idlokasi,
      kode_lokasi: site.kode_lokasi,
      nama_lokasi: site.nama_lokasi,
      indeks: await siteIndices(db, site.idlokasi, bulan, tahun),
      tindakan: await actionLogOfMonth(db, site.idlokasi, bulan, tahun),
    })
  return audits
}
