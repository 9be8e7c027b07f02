import { sql } from 'kysely'
import { createDb } from '../services/core/database.ts'
import { composeModules } from '../services/core/event-sourcing/module.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import type { FileStore } from '../services/core/file-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { modules } from '../services/modules/index.ts'
import { erasePersonalData, exportPerson } from '../services/modules/personal-data/index.ts'

// The stream an erasure is recorded in (services/modules/personal-data/events.ts): people erased
// by an earlier run are skipped.
const ERASURE_STREAM = 'personal_data'

// Issue 38 at scale (docs/benchmarks.md, "Data pribadi"): the export and the erasure of the customer
// with the most visits whose invoices are all paid or cancelled (so the erasure is allowed) and of a prospect, on the
// seed:scale data, in process (the HTTP call adds one round trip). Context figures, no target: an
// erasure is rare, but it runs in one transaction that must not hold the tables for seconds.
export type PersonalDataFigure = { name: string; rows: number; ms: number }

export async function personalDataFigures(
  databaseUrl: string,
  files: FileStore,
  say: (line: string) => void,
): Promise<PersonalDataFigure[]> {
  const { db } = createDb(databaseUrl, createLogger('warn', 'bench-personal-data'), 2)
  try {
    const kit = composeModules(modules)
    const deps = { db, eventStore: createEventStore(db, kit), files, personalData: kit.personalData }
    const metadata = { userId: null, role: 'admin', requestId: 'bench-personal-data' }
    const { rows: customers } = await sql<{ id: number; visits: number }>`
      select c.idpelanggan as id, (select count(*) from schedules s where s.idpelanggan = c.idpelanggan)::int as visits
      from customers c
      where not exists (select 1 from invoices i where i.idpelanggan = c.idpelanggan
        and i.status <> 'batal' and i.status_pembayaran <> 'lunas')
        and not exists (select 1 from events e where e.stream_type = ${ERASURE_STREAM}
          and e.stream_id = 'pelanggan:' || c.idpelanggan)
      order by visits desc, c.idpelanggan limit 1`.execute(db)
    const { rows: prospects } = await sql<{ id: number }>`select idpemesanan as id from prospects
      where not exists (select 1 from events e where e.stream_type = ${ERASURE_STREAM}
        and e.stream_id = 'pemesanan:' || idpemesanan)
      order by idpemesanan desc limit 1`.execute(db)
    const figures: PersonalDataFigure[] = []
    const time = async (name: string, body: () => Promise<number>) => {
      const started = performance.now()
      const rows = await body()
      const figure = { name, rows, ms: Math.round(performance.now() - started) }
      figures.push(figure)
      say(`  ${name}: ${figure.ms} ms (${rows} baris)`)
    }
    const people = [
      ...(customers[0] ? [{ kind: 'pelanggan' as const, id: String(customers[0].id) }] : []),
      ...(prospects[0] ? [{ kind: 'pemesanan' as const, id: String(prospects[0].id) }] : []),
    ]
    for (const { kind, id } of people) {
      await time(`Ekspor ${kind} ${id}`, async () => {
        const person = await exportPerson(db, kit.personalData, kind, id)
        return person.data.reduce((sum, table) => sum + table.baris.length, 0)
      })
      await time(`Hapus data pribadi ${kind} ${id}`, async () => {
        const { result } = await erasePersonalData(deps, kind, id, metadata)
        return result.dihapus.reduce((sum, table) => sum + table.jumlah, 0)
      })
    }
    return figures
  } finally {
    await db.destroy()
  }
}

export const formatPersonalData = (figures: PersonalDataFigure[]) =>
  figures.map((figure) => `${figure.name}: ${figure.ms} ms (${figure.rows} baris)`).join('\n')

// `node bench/personal-data.ts` on DATABASE_URL after `npm run seed:scale` (erases two people there).
if (import.meta.main) {
  const { createLocalFileStore } = await import('../services/core/file-store.ts')
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ttsg'
  await personalDataFigures(url, createLocalFileStore(process.env.UPLOAD_DIR ?? 'uploads'), console.log)
}
