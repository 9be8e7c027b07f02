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

// The yearly numbers of a scale seed, which writes thousands of records at once instead of taking
// one number each: they continue the year's counters and the table's ids in order of creation, and
// `save` raises the counters and the id sequence past them in the seed's transaction.
export async function seedYearlyNumbers(
  // biome-ignore lint/suspicious/noExplicitAny: any module's database; the tables are named below
  db: Kysely<any>,
  numbering: { counter: string; sequence: string; number: (year: number, n: number) => string },
  records: { table: string; id: string },
) {
  const counter = sql.table(numbering.counter)
  const { rows: head } = await sql<{ id: number }>`
    select coalesce(max(${sql.ref(records.id)}), 0)::int as id from ${sql.table(records.table)}`.execute(db)
  const { rows: counters } = await sql<{ tahun: number; terakhir: number }>`
    select tahun, terakhir from ${counter}`.execute(db)
  let lastId = head[0]!.id
  const lastNumber = new Map(counters.map((row) => [row.tahun, row.terakhir]))
  return {
    next(year: number): { id: number; nomor: string } {
      lastId += 1
      const n = (lastNumber.get(year) ?? 0) + 1
      lastNumber.set(year, n)
      return { id: lastId, nomor: numbering.number(year, n) }
    },
    // biome-ignore lint/suspicious/noExplicitAny: the seed's transaction
    async save(trx: Kysely<any>) {
      for (const [tahun, terakhir] of lastNumber)
        await sql`insert into ${counter} (tahun, terakhir) values (${tahun}, ${terakhir})
          on conflict (tahun) do update set terakhir = excluded.terakhir`.execute(trx)
      if (lastId > 0) await sql`select setval(${numbering.sequence}, ${lastId})`.execute(trx)
    },
  }
}
