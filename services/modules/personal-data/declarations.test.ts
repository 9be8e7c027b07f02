import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERSON_KINDS } from '../../core/personal-data.ts'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { moduleKit, modules } from '../index.ts'
import { recordTable } from './person-rows.ts'

// Item 2 of issue 38: every text column of every table is either declared personal (a field, a
// file or its name) by a module's `personalData`, or marked not personal with a reason, so that a
// column a future module adds fails here until its module says what it is.

const { personalData } = moduleKit()
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

async function textColumns() {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
    order by table_name, column_name`.execute(database.db)
  return rows
}

function classified(table: string): Set<string> {
  const columns = new Set<string>()
  for (const declared of personalData.filter((entry) => entry.table === table)) {
    columns.add(declared.key)
    for (const column of Object.keys(declared.fields)) columns.add(column)
    for (const column of Object.keys(declared.notPersonal ?? {})) columns.add(column)
    for (const file of declared.files ?? []) {
      columns.add(file.column)
      if (file.name) columns.add(file.name)
    }
  }
  return columns
}

describe('personal data declarations (ModuleDefinition.personalData)', () => {
  it('classify every text column of every table as personal or not personal', async () => {
    const missing = (await textColumns())
      .filter((column) => !classified(column.table_name).has(column.column_name))
      .map((column) => `${column.table_name}.${column.column_name}`)
    expect(missing, 'declare these in the personalData of the module that owns the table').toEqual([])
  })

  it('name only tables and columns that exist, each table once', async () => {
    const existing = new Set((await textColumns()).map((c) => `${c.table_name}.${c.column_name}`))
    const { rows } = await sql<{ name: string }>`select table_name || '.' || column_name as name
      from information_schema.columns where table_schema = 'public'`.execute(database.db)
    const all = new Set(rows.map((row) => row.name))
    const tables = personalData.map((entry) => entry.table)
    expect(tables.filter((table, index) => tables.indexOf(table) !== index)).toEqual([])
    for (const entry of personalData) {
      expect(all.has(`${entry.table}.${entry.key}`), `${entry.table}.${entry.key}`).toBe(true)
      for (const column of Object.keys(entry.fields))
        expect(existing.has(`${entry.table}.${column}`), `${entry.table}.${column}`).toBe(true)
      for (const [kind, pointer] of Object.entries(entry.people))
        if (typeof pointer === 'string')
          expect(all.has(`${entry.table}.${pointer}`), `${entry.table} → ${kind}`).toBe(true)
    }
  })

  it('give every kind of person a record of its own, and every module a declaration', () => {
    for (const kind of PERSON_KINDS) expect(recordTable(personalData, kind).people[kind]).toBeDefined()
    const silent = modules
      .filter((module) => module.projections.length > 0 && !module.personalData)
      .map((module) => module.name)
    expect(silent).toEqual([])
  })

  it('refuse a text column nobody declared (a future module’s)', async () => {
    await sql`create table future_things (id integer primary key, nama_pemilik text)`.execute(database.db)
    const missing = (await textColumns()).filter((c) => !classified(c.table_name).has(c.column_name))
    expect(missing.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(['future_things.nama_pemilik'])
    await sql`drop table future_things`.execute(database.db)
  })
})
