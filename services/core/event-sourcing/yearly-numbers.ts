import { type Kysely, sql } from 'kysely'

// Records numbered per year, PREFIX/yyyy/nnnn (certificates, invoices, contracts: issue 37, it was
// written three times). The year's counter row is raised inside the transaction that appends the
// record's first event: concurrent creates of one year queue on that row, and a create that fails
// rolls its number back, so the numbers of a year run 0001, 0002, ... without gaps. The record's id
// is taken from its sequence in the same transaction.

export const yearlyNumber = (prefix: string) => (year: number, n: number) =>
  `${prefix}/${year}/${String(n).padStart(4, '0')}`

export async function takeYearlyNumber(
  // biome-ignore lint/suspicious/noExplicitAny: any module's transaction; the tables are named below
  trx: Kysely<any>,
  numbering: { counter: string; sequence: string; number: (year: number, n: number) => string },
  year: number,
): Promise<{ id: number; nomor: string }> {
  const counter = sql.table(numbering.counter)
  const { rows: counted } = await sql<{ terakhir: number }>`insert into ${counter} (tahun, terakhir)
    values (${year}, 1) on conflict (tahun) do update set terakhir = ${counter}.terakhir + 1
    returning terakhir`.execute(trx)
  const { rows } = await sql<{ id: number }>`select nextval(${numbering.sequence})::int as id`.execute(trx)
  return { id: rows[0]!.id, nomor: numbering.number(year, counted[0]!.terakhir) }
}
