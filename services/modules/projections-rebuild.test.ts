import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../api/testing/build-test-app.ts'
import { createEventStore } from '../core/event-store/event-store.ts'
import { createLogger } from '../core/logger.ts'
import { runScript } from '../core/testing/run-script.ts'
import {
  attachContractFile,
  type ContractValues,
  deleteContract,
  listContracts,
  updateContract,
} from './contracts/index.ts'
import {
  changeCustomerStatus,
  changeVisitFrequency,
  createCustomer,
  deleteCustomer,
  updateCustomer,
} from './customers/index.ts'
import { seedDemo } from './demo-seed.ts'
import { moduleKit } from './index.ts'
import { changeScheduleStatus, deleteSchedule, listSchedules, updateSchedule } from './schedules/index.ts'

const { projections } = moduleKit()

// Data for a projection beyond what the demo seeders create, made through the real API.
// A projection whose tables stay empty after the seeders and these scenarios fails the test
// below: give it data here or in its module's demo seeder.
const scenarios: Record<string, (t: TestApp) => Promise<void>> = {
  // Every customer event: edits, frequency, deactivation and activation, a deletion.
  customers: async (t) => {
    const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
    const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
    const base = {
      nama_pelanggan: 'Toko Rebuild',
      alamat: 'Jl. Uji 1, Sidoarjo',
      no_telp: '081234567890',
      jenis_usaha: 'Bisnis' as const,
      jenis_pekerjaan: 'Pest Control' as const,
      periode_kunjungan: '1x / bulan' as const,
    }
    const kept = await createCustomer(deps, { ...base, kode_pelanggan: 'TTSG-kdr-001' }, metadata)
    await updateCustomer(
      deps,
      kept.idpelanggan,
      { ...base, kode_pelanggan: 'TTSG-kdr-002', catatan: 'Baru' },
      1,
      metadata,
    )
    await changeVisitFrequency(deps, kept.idpelanggan, 'station', undefined, metadata)
    await changeCustomerStatus(deps, kept.idpelanggan, 'tidak aktif', undefined, metadata)
    await changeCustomerStatus(deps, kept.idpelanggan, 'aktif', undefined, metadata)
    await changeCustomerStatus(deps, kept.idpelanggan, 'tidak aktif', undefined, metadata)
    const gone = await createCustomer(deps, { ...base, kode_pelanggan: 'TTSG-kdr-003' }, metadata)
    await deleteCustomer(deps, gone.idpelanggan, undefined, metadata)
  },
  contact_requests: async (t) => {
    const requests = [
      {
        nama: 'Budi',
        email: 'budi@example.co.id',
        permasalahan: 'Rayap',
        jenis_usaha: 'Rumah',
        deskripsi: '',
      },
      {
        nama: 'Sari',
        email: 'sari@example.co.id',
        permasalahan: 'Tikus',
        jenis_usaha: 'Bisnis',
        deskripsi: 'Gudang',
      },
      {
        nama: 'Agus',
        email: 'agus@example.co.id',
        permasalahan: 'Dll',
        jenis_usaha: 'Rumah',
        deskripsi: 'Tawon\nbesar',
      },
    ]
    for (const request of requests) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/kontak',
        payload: { ...request, no_telp: '081234567890' },
      })
      expect(response.statusCode).toBe(201)
    }
  },
  // Beyond the demo contracts: a change, a file and a deletion, through the module's commands.
  contracts: async (t) => {
    const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
    const metadata = { userId: null, role: 'admin', requestId: 'rebuild-test' }
    const [first] = (await listContracts(t.database.db, {}, { page: 0, limit: 1, offset: 0 })).data
    // A contract without visits (a contract its visits point to is not deleted).
    const all = (await listContracts(t.database.db, {}, { page: 0, limit: 100, offset: 0 })).data
    const second = all.find((contract) => contract.periode_kunjungan === 'permintaan')
    const { idkontrak, idpelanggan, jenis_pekerjaan, periode_kunjungan, tanggal_mulai, tanggal_selesai } =
      first!
    const values = {
      idpelanggan,
      jenis_pekerjaan,
      periode_kunjungan,
      tanggal_mulai,
      tanggal_selesai,
    } as ContractValues
    await updateContract(
      deps,
      idkontrak,
      { ...values, nilai_kontrak: 1, idteknisi: null, status_aktif: 'tidak aktif', catatan: 'x' },
      undefined,
      metadata,
    )
    const file = {
      file_key: 'kontrak/00000000-0000-0000-0000-000000000000.pdf',
      nama_file: 'k.pdf',
      tipe: 'application/pdf',
      ukuran: 9,
    }
    await attachContractFile(deps, idkontrak, file, undefined, metadata)
    await deleteContract(deps, second!.idkontrak, undefined, metadata)
  },
  // Beyond the demo month: every other schedule event, through the module's commands.
  schedules: async (t) => {
    const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
    const metadata = { userId: null, role: 'admin', requestId: 'rebuild-test' }
    const [visit, other] = (await listSchedules(t.database.db, {}, { page: 0, limit: 2, offset: 0 })).data
    const { idpenjadwalan, idpelanggan, idteknisi, tanggal, jenis_pekerjaan } = visit!
    const values = {
      idpelanggan,
      idteknisi,
      idkontrak: null,
      jam: '08:30',
      lokasi: 'Gudang (contoh)',
      catatan: 'x',
    }
    await updateSchedule(
      deps,
      idpenjadwalan,
      { ...values, tanggal, jenis_pekerjaan: jenis_pekerjaan as 'Pest Control' },
      undefined,
      metadata,
    )
    const status = { catatan_teknisi: 'ok', hama_ditemukan: [], foto: [] }
    const options = {
      expectedVersion: undefined,
      metadata,
      role: 'admin' as const,
      actor: 'rebuild',
      idempotencyKey: undefined,
    }
    await changeScheduleStatus(deps, idpenjadwalan, { status: 'selesai', ...status }, options)
    await changeScheduleStatus(deps, idpenjadwalan, { status: 'belum selesai', ...status }, options)
    await deleteSchedule(deps, other!.idpenjadwalan, undefined, metadata)
  },
}

const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
  await seedDemo(t.database.db, createLogger('silent', 'test'))
  for (const projection of projections) await scenarios[projection.name]?.(t)
})
afterAll(() => t.close())

// Every row of every projection table, in a stable order, and the positions the projections
// recorded (a rebuild writes them once at the end, not by a claim per event).
async function snapshot(): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {}
  for (const table of [...tables, 'projection_positions']) {
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} as t order by t::text`.execute(t.database.db)
    result[table] = rows.rows
  }
  return result
}

const rebuildCli = (...args: string[]) =>
  runScript('scripts/projections-rebuild.ts', { NODE_ENV: 'test', DATABASE_URL: t.database.url }, args)

describe('npm run projections:rebuild', () => {
  it('has data in every projection table to compare', async () => {
    const before = await snapshot()
    for (const projection of projections) {
      for (const table of projection.tables) {
        expect(
          before[table]!.length,
          `projection ${projection.name}: table ${table} is empty`,
        ).toBeGreaterThan(0)
      }
    }
  })

  it('replays every event and rebuilds tables identical to the live ones', async () => {
    const before = await snapshot()
    const events = await t.database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', 'in', eventTypes)
      .executeTakeFirstOrThrow()
    // Emptied first, so nothing left over from the live tables can pass for a rebuilt row.
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} cascade`.execute(t.database.db)

    const result = await rebuildCli()
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(`${Number(events.n)} event diputar ulang`)
    expect(await snapshot()).toEqual(before)
  })

  it('rebuilds one named projection identical to its live table', async () => {
    for (const projection of projections) {
      const before = await snapshot()
      await sql`truncate ${sql.join(projection.tables.map((table) => sql.table(table)))} cascade`.execute(
        t.database.db,
      )
      const result = await rebuildCli(projection.name)
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      expect(result.stdout).toContain(`Proyeksi dibangun ulang (${projection.name})`)
      expect(await snapshot()).toEqual(before)
    }
  })

  it('names the known projections when asked for an unknown one', async () => {
    const result = await rebuildCli('tidak_ada')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('unknown projection tidak_ada (known: ')
  })
})
