import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { rebuildProjections } from '../services/core/event-store/rebuild.ts'
import type { Projection } from '../services/core/event-store/types.ts'
import { createLocalFileStore } from '../services/core/file-store.ts'
import type { ScaleStep } from '../services/core/scale-data.ts'
import { runScript } from '../services/core/testing/run-script.ts'
import { createTestDatabase, type TestDatabase } from '../services/core/testing/test-db.ts'
import { ContactRequestSubmitted, contactContract } from '../services/modules/contact/index.ts'
import { moduleKit, modules } from '../services/modules/index.ts'
import { syncWebsiteProspects } from '../services/modules/prospects/index.ts'
import { seedAtScale } from '../services/modules/scale-seed.ts'
import { expectedSearchRows, storedSearchRows } from '../services/modules/search-tables-testing.ts'
import { JOBS_RELAY } from '../worker/relay.ts'
import { relayLag } from '../worker/relay-checkpoint.ts'

let database: TestDatabase
const uploads = mkdtempSync(path.join(tmpdir(), 'seed-scale-'))
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.drop()
  rmSync(uploads, { recursive: true, force: true })
})

const env = () => ({ NODE_ENV: 'test', DATABASE_URL: database.url, UPLOAD_DIR: uploads })
const seed = (...args: string[]) => runScript('scripts/seed-scale.ts', env(), args)
const count = async (table: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n,
  )
const contactRows = async () =>
  (await sql`select * from contact_requests order by id`.execute(database.db)).rows
const prospectRows = async () =>
  (
    await sql<{
      status: string
      sumber: string
      idpelanggan: number | null
      contact_request_id: string | null
    }>`select * from prospects order by idpemesanan`.execute(database.db)
  ).rows

// The counters and the search rows the triggers keep, and what they must equal (docs/adr/0014, 0015).
const keptByTriggers = async () => ({
  schedules_counts: (await sql`select * from schedules_counts order by 1, 2, 3, 4`.execute(database.db)).rows,
  invoices_counts: (await sql`select * from invoices_counts order by 1, 2, 3, 4, 5`.execute(database.db))
    .rows,
  invoice_search: (await sql`select * from invoice_search order by idtagihan`.execute(database.db)).rows,
  invoice_names: (await sql`select * from invoice_names order by nama_search`.execute(database.db)).rows,
  schedule_search: (await sql`select * from schedule_search order by idpenjadwalan`.execute(database.db))
    .rows,
  schedule_customers: (await sql`select * from schedule_customers order by idpelanggan`.execute(database.db))
    .rows,
  invoices: (await sql`select * from invoices order by idtagihan`.execute(database.db)).rows,
  // The master-data search rows (docs/adr/0019).
  ...(await storedSearchRows(database.db)),
})
const countedFromRows = async () => ({
  ...(await expectedSearchRows(database.db)),
  invoice_names: (
    await sql`select coalesce(lower(c.nama_pelanggan), '') as nama_search, count(*)::int as n
      from invoices i left join customers c on c.idpelanggan = i.idpelanggan group by 1 order by 1`.execute(
      database.db,
    )
  ).rows,
  schedule_search: (
    await sql`select idpenjadwalan, lower(nama_pelanggan) as customer_name_search from schedules
      order by idpenjadwalan`.execute(database.db)
  ).rows,
  schedule_customers: (
    await sql`select idpelanggan, lower(min(nama_pelanggan)) as customer_name_search, count(*)::int as n
      from schedules group by idpelanggan order by idpelanggan`.execute(database.db)
  ).rows,
  schedules_counts: (
    await sql`select extract(year from tanggal)::int as tahun, extract(month from tanggal)::int as bulan,
        idteknisi, status_penjadwalan, count(*) as n
      from schedules group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(database.db)
  ).rows,
  invoices_counts: (
    await sql`select k.*, count(*) as n, sum(i.total)::bigint as total from invoices i,
        invoices_counts_key(i.tanggal_tagihan, i.status, i.status_pembayaran, i.jatuh_tempo) k
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(database.db)
  ).rows,
})

// Every table a seed:scale run adds to, and their row counts.
const SEEDED = [
  'customers',
  'technicians',
  'contact_requests',
  'prospects',
  'contracts',
  'schedules',
  'invoices',
  'certificates',
  'reports',
  'sightings',
  'users',
  'events',
  'streams',
] as const
const seededCounts = async () =>
  Object.fromEntries(await Promise.all(SEEDED.map(async (table) => [table, await count(table)] as const)))

const scheduleRows = async () =>
  (
    await sql<{
      tanggal: string
      status_penjadwalan: string
    }>`select * from schedules order by idpenjadwalan`.execute(database.db)
  ).rows

describe('npm run seed:scale', () => {
  it('writes customers, prospects, technicians and contact requests the way the product does', async () => {
    const result = await seed('--customers', '300')
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/pelanggan: 300 baris/)
    expect(await count('customers')).toBe(300)
    expect(await count('technicians')).toBe(6)
    expect(await count('contact_requests')).toBe(150)
    expect(await count('katalog_harga')).toBeGreaterThan(0)

    // Every seeded event is one the contact form would accept, and the read table is exactly what
    // the product's projection builds from the events.
    const events = await database.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', ContactRequestSubmitted.type)
      .execute()
    expect(events).toHaveLength(150)
    for (const { data } of events)
      expect(contactContract.validate(data as Record<string, unknown>)).toEqual({})
    const seeded = await contactRows()
    const prospects = await prospectRows()
    const visits = await scheduleRows()
    const kept = await keptByTriggers()
    expect(kept.invoices.length).toBeGreaterThan(0)
    expect(kept).toMatchObject(await countedFromRows())
    await rebuildProjections(database.db, moduleKit())
    // The counters and the search rows after the seed are what a rebuild gives.
    expect(await keptByTriggers()).toEqual(kept)
    // Visits: the ones buatJadwal makes for the active contracts in the working window, through the
    // schedules module's events (some done with a report), never on a Sunday; the table equals a rebuild.
    expect(visits.length).toBeGreaterThan(0)
    expect(await scheduleRows()).toEqual(visits)
    expect(visits.filter((v) => new Date(`${v.tanggal}T00:00:00Z`).getUTCDay() === 0)).toEqual([])
    expect(new Set(visits.map((v) => v.status_penjadwalan))).toEqual(new Set(['selesai', 'belum selesai']))
    expect(await contactRows()).toEqual(seeded)

    // Prospects: one per four customers, through the prospects module's own events, in several
    // statuses and sources, deals pointing to seeded customers; and one Website prospect per
    // contact request, as the worker's subscription makes it. The table equals a rebuild.
    expect(prospects).toHaveLength(75 + 150)
    const fromContacts = prospects.filter((p) => p.contact_request_id !== null)
    expect(fromContacts).toHaveLength(150)
    expect(new Set(fromContacts.map((p) => p.contact_request_id))).toEqual(
      new Set(seeded.map((c) => (c as { id: string }).id)),
    )
    for (const p of fromContacts) expect(p).toMatchObject({ sumber: 'Website', status: 'baru' })
    expect(await prospectRows()).toEqual(prospects)
    const statuses = new Set(prospects.map((p) => p.status))
    for (const status of ['baru', 'dihubungi', 'deal']) expect(statuses).toContain(status)
    expect(new Set(prospects.map((p) => p.sumber)).size).toBeGreaterThan(2)
    for (const p of prospects) expect(p.status === 'deal').toBe(p.idpelanggan !== null)
    const prospectEvents = await sql<{
      n: string
    }>`select count(*) as n from events where stream_type = 'prospect'`.execute(database.db)
    expect(Number(prospectEvents.rows[0]!.n)).toBeGreaterThan(75 + 150)

    // Seeded history is not news: every seeded event is marked seeded, so the worker's relay has
    // nothing of it to email (it reads past them; seed-scale-mail.test.ts runs the worker).
    const unmarked = await sql<{ n: string }>`select count(*) as n from events
      where not (metadata @> '{"seeded": true}')`.execute(database.db)
    expect(Number(unmarked.rows[0]!.n)).toBe(0)
    expect(await relayLag(database.db, JOBS_RELAY, [ContactRequestSubmitted.type])).toBe(0)
    // Nor for the subscription that makes prospects: a pass finds nothing left to convert.
    const before = await count('prospects')
    await syncWebsiteProspects({ db: database.db, eventStore: createEventStore(database.db, moduleKit()) })
    expect(await count('prospects')).toBe(before)
  })

  // The counts before and after the 50-customer run on the filled database, for the next test.
  let beforeFifty: Record<string, number> = {}
  let afterFifty: Record<string, number> = {}

  it('adds more on a second run without colliding customer codes', async () => {
    beforeFifty = await seededCounts()
    const result = await seed('--customers', '50')
    expect(result.code, result.stderr).toBe(0)
    afterFifty = await seededCounts()
    expect(await count('customers')).toBe(350)
    const codes = await sql<{ n: string }>`select count(distinct kode_pelanggan) as n from customers`.execute(
      database.db,
    )
    expect(Number(codes.rows[0]!.n)).toBe(350)
  })

  it('adds the same again on a filled database: every module, no collision, read tables still a rebuild', async () => {
    const result = await seed('--customers', '50')
    expect(result.code, result.stderr).toBe(0)
    const again = await seededCounts()
    for (const table of SEEDED) {
      const added = afterFifty[table]! - beforeFifty[table]!
      expect(added, `${table}: the first run of 50 added rows`).toBeGreaterThan(0)
      expect(again[table]! - afterFifty[table]!, `${table}: the second run of 50 added as many`).toBe(added)
    }
    const kept = await keptByTriggers()
    expect(kept).toMatchObject(await countedFromRows())
    await rebuildProjections(database.db, moduleKit())
    expect(await keptByTriggers()).toEqual(kept)
  }, 60_000)

  // The thresholds' and sightings' steps rebuild their projections a batch at a time: the tables and
  // positions must be what the one-event-at-a-time replay makes, also with the events split across
  // several batches (a rebuild hands 10 000 at a time). Seeded readings have a few real photos.
  it('projects thresholds and sightings in batches as one event at a time would', async () => {
    const kit = moduleKit()
    const rows = async () => ({
      thresholds: (await sql`select * from thresholds order by idambang`.execute(database.db)).rows,
      sightings: (await sql`select * from sightings order by idpenampakan`.execute(database.db)).rows,
      positions: (
        await sql`select * from projection_positions where projection in ('corrective-actions', 'sightings')
          order by 1, 2, 3`.execute(database.db)
      ).rows,
    })
    const seeded = await rows()
    expect(seeded.thresholds.length).toBeGreaterThan(0)
    expect(seeded.sightings.length).toBeGreaterThan(0)
    for (const name of ['corrective-actions', 'sightings']) {
      const projection = kit.projections.find((p) => p.name === name)!
      expect(projection.replayBatch).toBeDefined()
      const { replayBatch: _, ...oneByOne } = projection
      await rebuildProjections(database.db, { ...kit, projections: [oneByOne] })
      expect(await rows()).toEqual(seeded)
      const inSevens: Projection = {
        ...projection,
        replayBatch: async (trx, events) => {
          for (let at = 0; at < events.length; at += 7)
            await projection.replayBatch!(trx, events.slice(at, at + 7))
        },
      }
      await rebuildProjections(database.db, { ...kit, projections: [inSevens] })
      expect(await rows()).toEqual(seeded)
    }
    const { rows: photos } = await sql<{ foto_1: string }>`select foto_1 from inspections
      where foto_1 is not null`.execute(database.db)
    const added = await sql`select 1 from events where type = 'ReadingPhotosAdded'`.execute(database.db)
    expect(photos.length).toBeGreaterThan(0)
    // Every photo event on its reading's row (a rebuild's batch once dropped those after their reading).
    expect(photos.length).toBe(added.rows.length)
    const files = createLocalFileStore(uploads)
    for (const { foto_1 } of photos) expect((await files.read(foto_1)).subarray(1, 4).toString()).toBe('PNG')
  })

  it('leaves nothing of a step that fails part-way, and names the steps that landed', async () => {
    const before = await seededCounts()
    const customers = modules.find((module) => module.name === 'customers')!
    const technicians = modules.find((module) => module.name === 'technicians')!
    // A step that writes (the technicians' own seed) and then fails, as a step can half-way.
    const failing = {
      ...technicians,
      scaleSeed: [
        {
          label: 'teknisi lalu gagal',
          run: async (context: Parameters<ScaleStep['run']>[0]) => {
            await technicians.scaleSeed![0]!.run(context)
            throw new Error('disk penuh')
          },
        },
      ],
    }
    const failed = await seedAtScale(database.db, { customers: 20 }, () => {}, [customers, failing]).catch(
      (error: Error) => error,
    )
    expect(failed).toBeInstanceOf(Error)
    expect((failed as Error).message).toMatch(
      /"teknisi lalu gagal" gagal .*disk penuh.*tersimpan: pelanggan\./,
    )
    const after = await seededCounts()
    expect(after.customers).toBe(before.customers! + 20)
    expect(after.technicians).toBe(before.technicians)
    expect(await keptByTriggers()).toMatchObject(await countedFromRows())
  })

  it('refuses a count that is not a positive integer, and writes nothing', async () => {
    for (const bad of ['0', 'banyak', '-5']) {
      const result = await seed('--customers', bad)
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(/--customers harus bilangan bulat/)
    }
    expect(await count('customers')).toBe(350 + 50 + 20)
  })
})
