import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import {
  catalogueSeeder,
  createCatalogueEntry,
  DEMO_CATALOGUE,
  deleteCatalogueEntry,
  getCatalogueEntry,
  katalogCreateContract,
  katalogUpdateContract,
  listCatalogue,
  parseCatalogueId,
  updateCatalogueEntry,
} from './index.ts'

let database: TestDatabase
const deps = () => ({ db: database.db })

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

const entry = {
  jenis_layanan: 'Rodent Control',
  deskripsi: 'Umpan tikus dalam bait station',
  harga: 3000,
  minimal_luasan: 100,
  minimum_cost: 300000,
}

describe('catalogue commands', () => {
  it('stores a new entry with trimmed text and whole Rupiah', async () => {
    const created = await createCatalogueEntry(
      deps(),
      katalogCreateContract.parse({ ...entry, harga: '3000', jenis_layanan: '  Rodent Control ' }),
    )
    expect(created).toMatchObject({
      jenis_layanan: 'Rodent Control',
      harga: 3000,
      minimal_luasan: 100,
      minimum_cost: 300000,
    })
    expect(await getCatalogueEntry(deps(), String(created.idkatalog_harga))).toEqual(created)
  })

  it('refuses an invalid entry with the first message and stores nothing', async () => {
    const before = (await listCatalogue(deps())).length
    expect(() => katalogCreateContract.parse({ ...entry, harga: '' })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'Harga tidak boleh kosong',
        fields: { harga: 'Harga tidak boleh kosong' },
      }),
    )
    expect((await listCatalogue(deps())).length).toBe(before)
  })

  it('edits name, description and price, and keeps an empty minimum as it was', async () => {
    const created = await createCatalogueEntry(deps(), entry)
    const updated = await updateCatalogueEntry(
      deps(),
      created.idkatalog_harga,
      katalogUpdateContract.parse({
        idkatalog_harga: created.idkatalog_harga,
        jenis_layanan: 'Rodent Control (Gudang)',
        deskripsi: 'Bait station dan perangkap lem',
        harga: 3500,
        minimal_luasan: '',
        minimum_cost: 0,
      }),
    )
    expect(updated).toMatchObject({
      jenis_layanan: 'Rodent Control (Gudang)',
      harga: 3500,
      minimal_luasan: 100,
      minimum_cost: 0,
    })
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at))
  })

  it('refuses an edit whose body names another entry', async () => {
    const created = await createCatalogueEntry(deps(), entry)
    await expect(
      updateCatalogueEntry(deps(), created.idkatalog_harga, {
        ...entry,
        idkatalog_harga: created.idkatalog_harga + 1,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })

  it('deletes an entry, after which it is not found', async () => {
    const created = await createCatalogueEntry(deps(), entry)
    await deleteCatalogueEntry(deps(), String(created.idkatalog_harga))
    await expect(getCatalogueEntry(deps(), created.idkatalog_harga)).rejects.toBeInstanceOf(NotFoundError)
    await expect(deleteCatalogueEntry(deps(), created.idkatalog_harga)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('treats ids that cannot exist as not found', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3', '', ' 1'])
      await expect(getCatalogueEntry(deps(), id), id).rejects.toBeInstanceOf(NotFoundError)
    expect(parseCatalogueId('42')).toBe(42)
    expect(parseCatalogueId(7)).toBe(7)
  })

  it('lists entries of one service together, in the order they were added', async () => {
    const added = []
    for (const name of ['Zeta Termite Control', 'Zeta Disinfeksi', 'Zeta Termite Control'])
      added.push(await createCatalogueEntry(deps(), { ...entry, jenis_layanan: name }))
    const listed = (await listCatalogue(deps())).filter((e) => e.jenis_layanan.startsWith('Zeta'))
    expect(listed.map((e) => e.idkatalog_harga)).toEqual([
      added[1]!.idkatalog_harga,
      added[0]!.idkatalog_harga,
      added[2]!.idkatalog_harga,
    ])
  })
})

describe('catalogue demo seed', () => {
  it('fills an empty catalogue once, and leaves a catalogue with entries alone', async () => {
    const fresh = await createTestDatabase()
    try {
      expect(await catalogueSeeder.seed(fresh.db)).toBe(DEMO_CATALOGUE.length)
      expect(await catalogueSeeder.seed(fresh.db)).toBe(0)
      const list = await listCatalogue({ db: fresh.db })
      expect(list).toHaveLength(DEMO_CATALOGUE.length)
      expect(list.find((e) => e.jenis_layanan === 'Termite Control (Pasca Konstruksi)')).toMatchObject({
        harga: 25000,
        minimal_luasan: 50,
        minimum_cost: 1250000,
      })
      for (const item of DEMO_CATALOGUE) expect(item.minimum_cost).toBe(item.harga * item.minimal_luasan)
    } finally {
      await fresh.drop()
    }
  })
})
