import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type CorrectiveAction, defaultThresholds, type Threshold } from './contract.ts'
import type { CorrectiveActionTables } from './tables.ts'

const tables = (db: DbOrTrx) => db.withTables<CorrectiveActionTables>()

// Jakarta's today, the day an action's due date is counted against.
export const jakartaDay = (moment: Date) =>
  new Date(moment.getTime() + 7 * 3600_000).toISOString().slice(0, 10)

// A site's thresholds as set, then the defaults for the keys the site set nothing for.
export async function thresholdsOfSite(db: DbOrTrx, idlokasi: number): Promise<Threshold[]> {
  const rows = await tables(db)
    .selectFrom('thresholds')
    .selectAll()
    .where('idlokasi', '=', idlokasi)
    .orderBy('jenis_perangkat')
    .orderBy('idambang')
    .execute()
  const stored: Threshold[] = rows.map((row) => ({
    idambang: row.idambang,
    idlokasi: row.idlokasi,
    idarea: row.idarea,
    zona: row.zona,
    jenis_perangkat: row.jenis_perangkat,
    hama: row.hama,
    periode: row.periode as Threshold['periode'],
    peringatan: Number(row.peringatan),
    kritis: Number(row.kritis),
    bawaan: false,
  }))
  const key = (t: Threshold) => [t.idarea, t.zona, t.jenis_perangkat, t.hama, t.periode].join('|')
  const set = new Set(stored.map(key))
  return [...stored, ...defaultThresholds(idlokasi).filter((t) => !set.has(key(t)))]
}

type ActionRow = Omit<
  CorrectiveAction,
  'nama_area' | 'nama_lokasi' | 'terlambat' | 'dibuka' | 'ditutup' | 'foto_verifikasi'
> & {
  dibuka: Date
  ditutup: Date | null
  // The photo's file-store key (the answer names its address instead).
  foto_verifikasi: string | null
}

export const actionPhotoPath = (idtindakan: number) => `/api/tindakanKorektif/foto/${idtindakan}`

const isOpen = (status: string) => status === 'terbuka' || status === 'ditanggapi'

export function toAction(
  row: ActionRow,
  names: { nama_lokasi: string; areas: Map<number, string> },
  today: string,
): CorrectiveAction {
  return {
    ...row,
    tenggat: String(row.tenggat).slice(0, 10),
    nama_lokasi: names.nama_lokasi,
    nama_area: row.idarea === null ? null : (names.areas.get(row.idarea) ?? null),
    terlambat: isOpen(row.status) && String(row.tenggat).slice(0, 10) < today,
    foto_verifikasi: row.foto_verifikasi === null ? null : actionPhotoPath(row.idtindakan),
    dibuka: row.dibuka.toISOString(),
    ditutup: row.ditutup?.toISOString() ?? null,
  }
}

const actionRows = (db: DbOrTrx) =>
  tables(db)
    .selectFrom('corrective_actions')
    .select([
      'idtindakan',
      'idlokasi',
      'idpelanggan',
      'idarea',
      'sumber',
      'penyebab',
      'tingkat',
      'temuan',
      'penanggung_jawab',
      sql<string>`to_char(tenggat, 'YYYY-MM-DD')`.as('tenggat'),
      'status',
      'bukti',
      'komentar',
      'catatan_verifikasi',
      'idpenjadwalan_verifikasi',
      'foto_verifikasi',
      'alasan_batal',
      'dibuka',
      'ditutup',
      'version',
    ])

export async function actionRow(db: DbOrTrx, idtindakan: number) {
  return (await actionRows(db).where('idtindakan', '=', idtindakan).executeTakeFirst()) as
    | ActionRow
    | undefined
}

// Open actions first (the most urgent due date first), then the closed ones newest first.
export async function actionRowsWhere(
  db: DbOrTrx,
  where: { idlokasi?: number; idpelanggan?: number; openOnly?: boolean },
): Promise<ActionRow[]> {
  let query = actionRows(db)
  if (where.idlokasi !== undefined) query = query.where('idlokasi', '=', where.idlokasi)
  if (where.idpelanggan !== undefined) query = query.where('idpelanggan', '=', where.idpelanggan)
  if (where.openOnly) query = query.where('status', 'in', ['terbuka', 'ditanggapi'])
  const rows = await query
    .orderBy(sql`status in ('terbuka', 'ditanggapi') desc`)
    .orderBy(sql`case when status in ('terbuka', 'ditanggapi') then tenggat end asc`)
    .orderBy('dibuka', 'desc')
    .limit(500)
    .execute()
  return rows as ActionRow[]
}

// The action of this area and cause that is not verified yet (at most one: the partial index).
export async function openActionOf(
  db: DbOrTrx,
  idlokasi: number,
  idarea: number | null,
  penyebab: string,
): Promise<number | undefined> {
  const row = await tables(db)
    .selectFrom('corrective_actions')
    .select('idtindakan')
    .where('idlokasi', '=', idlokasi)
    .where(sql<boolean>`coalesce(idarea, 0) = ${idarea ?? 0}`)
    .where('penyebab', '=', penyebab)
    .where('status', 'in', ['terbuka', 'ditanggapi'])
    .executeTakeFirst()
  return row?.idtindakan
}

// Whether a breach already went into some action of the site (a job run again after the action
// it opened was verified must not open another).
export async function evidenceRecorded(db: DbOrTrx, idlokasi: number, evidence: object): Promise<boolean> {
  const row = await tables(db)
    .selectFrom('corrective_actions')
    .select('idtindakan')
    .where('idlokasi', '=', idlokasi)
    .where(sql<boolean>`bukti @> ${JSON.stringify([evidence])}::jsonb`)
    .executeTakeFirst()
  return row !== undefined
}

export async function actionOwners(db: DbOrTrx, idtindakan: number) {
  return tables(db)
    .selectFrom('corrective_actions')
    .select(['idpelanggan'])
    .where('idtindakan', '=', idtindakan)
    .executeTakeFirst()
}

// The counts of the site page, the customer's card and the admin's attention list.
export function countsOf(actions: readonly CorrectiveAction[]) {
  return {
    terbuka: actions.filter((a) => isOpen(a.status)).length,
    terlambat: actions.filter((a) => a.terlambat).length,
    ditutup: actions.filter((a) => !isOpen(a.status)).length,
  }
}
