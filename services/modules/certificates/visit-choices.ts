import type { DbOrTrx } from '../../core/event-store/types.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { ScheduleTables } from '../schedules/index.ts'
import { CERTIFICATE_JOB_TYPE, type VisitChoice } from './contract.ts'
import type { CertificateTables } from './tables.ts'

// The visits a certificate can be for: Termite Control visits no certificate holds (and, while a
// certificate is edited, its own visit), newest first, searched by customer name or visit id. The
// picker of the certificate dialogs reads them page by page.

type Tables = CertificateTables & CustomerTables & ScheduleTables

export function visitChoices(
  db: DbOrTrx,
  filters: { search_query?: string | undefined; idsertifikat_rayap?: number | undefined },
  request: PageRequest,
): Promise<Paged<VisitChoice>> {
  const filtered = () => {
    let query = db
      .withTables<Tables>()
      .selectFrom('schedules as s')
      .where('s.jenis_pekerjaan', '=', CERTIFICATE_JOB_TYPE)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('certificates as c')
              .select('c.idsertifikat_rayap')
              .whereRef('c.idpenjadwalan', '=', 's.idpenjadwalan')
              .$if(filters.idsertifikat_rayap !== undefined, (q) =>
                q.where('c.idsertifikat_rayap', '<>', filters.idsertifikat_rayap!),
              ),
          ),
        ),
      )
    const search = filters.search_query
    if (search) {
      query = query.where((eb) =>
        eb.or([
          eb('s.nama_pelanggan', 'ilike', likeContains(search)),
          ...(/^\d{1,9}$/.test(search) ? [eb('s.idpenjadwalan', '=', Number(search))] : []),
        ]),
      )
    }
    return query
  }
  return pageNewestFirst({
    filtered,
    columns: (query) =>
      query
        .leftJoin('customers as p', 'p.idpelanggan', 's.idpelanggan')
        .select((eb) => [
          's.idpenjadwalan',
          eb.cast<string>('s.tanggal', 'text').as('tanggal'),
          's.idpelanggan',
          eb.fn.coalesce('p.kode_pelanggan', eb.val('')).as('kode_pelanggan'),
          eb.fn.coalesce('p.nama_pelanggan', eb.val('')).as('nama_pelanggan'),
          eb.fn.coalesce('s.lokasi', 'p.alamat', eb.val('')).as('lokasi'),
          's.status_penjadwalan',
        ]),
    newestBy: ['s.tanggal', 's.idpenjadwalan'],
    request,
    toRecord: (row) => row as VisitChoice,
  })
}
