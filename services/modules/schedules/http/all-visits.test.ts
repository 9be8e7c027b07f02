import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { call, create, ownTechnician, t, tokens, useScheduleTestApp } from './testing.ts'

// getAllData and getDataByIdTeknisi answer every visit, however many: they used to stop at 1 000
// without saying so. 1 100 rows are copied into the read table from one planned visit (a read
// test; the events are not the point here).
useScheduleTestApp()

const MANY = 1_100

describe('every visit, never cut short', () => {
  it('answers all of them, for the admin and for the technician its own', async () => {
    const planned = await create({ tanggal: '2034-02-03' })
    await sql`insert into schedules
      select (jsonb_populate_record(null::schedules, to_jsonb(s) || jsonb_build_object('idpenjadwalan', g))).*
      from schedules s, generate_series(1000001, ${1_000_000 + MANY}) g
      where s.idpenjadwalan = ${planned.idpenjadwalan}`.execute(t.database.db)
    const { rows } = await sql<{ n: number; mine: number }>`
      select count(*)::int as n, count(*) filter (where idteknisi = ${ownTechnician})::int as mine
      from schedules`.execute(t.database.db)
    expect(rows[0]!.n).toBeGreaterThan(MANY)

    const all = await call('GET', '/penjadwalan/getAllData')
    expect(all.statusCode).toBe(200)
    expect(all.headers['content-type']).toContain('application/json')
    const body = all.json()
    expect(body.status).toBe('sukses')
    expect(body.data).toHaveLength(rows[0]!.n)
    const days = body.data.map((v: { tanggal: string }) => v.tanggal)
    expect(days).toEqual([...days].sort())

    const own = await call('GET', '/penjadwalan/getAllData', undefined, {}, tokens.teknisi)
    expect(own.json().data).toHaveLength(rows[0]!.mine)
    const byTechnician = await call('GET', `/penjadwalan/getDataByIdTeknisi/${ownTechnician}`)
    expect(byTechnician.json().data).toHaveLength(rows[0]!.mine)
    expect((await call('GET', '/penjadwalan/getDataByIdTeknisi/999999')).json().errMessage).toBe(
      'Teknisi tidak ditemukan',
    )
  })
})
