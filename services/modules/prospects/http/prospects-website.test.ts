import { describe, expect, it } from 'vitest'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { moduleKit } from '../../index.ts'
import { syncWebsiteProspects } from '../index.ts'
import { call, t, useProspectTestApp } from './testing.ts'

// The website's contact requests made into prospects by their subscription, exactly once.
useProspectTestApp()

// Polls `probe` until it answers true (at most a minute: the database server is shared).
async function untilTrue(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not reached within a minute')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const deps = () => ({ db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) })

describe('website contact requests become prospects', () => {
  const contact = (nama: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: {
        nama,
        email: 'web@contoh.co.id',
        no_telp: '081299990000',
        permasalahan: 'Tikus',
        jenis_usaha: 'Bisnis',
        deskripsi: 'Gudang',
      },
    })
  const websiteProspects = () =>
    t.database.db
      .selectFrom('prospects' as never)
      .selectAll()
      .where('sumber' as never, '=', 'Website' as never)
      .orderBy('idpemesanan' as never)
      .execute() as Promise<Record<string, unknown>[]>

  it('makes exactly one prospect (Website, baru) per request, also those stored before, however often it runs', async () => {
    expect((await contact('Web Satu')).statusCode).toBe(201)
    expect((await contact('Web Dua')).statusCode).toBe(201)
    // Not by the browser nor by the request itself: only the subscription makes them.
    expect(await websiteProspects()).toHaveLength(0)
    // Three passes at once, repeated until the requests are visible to readers: events of a
    // transaction are read only once every older transaction on the server has ended.
    let total = 0
    await untilTrue(async () => {
      const results = await Promise.all([
        syncWebsiteProspects(deps()),
        syncWebsiteProspects(deps()),
        syncWebsiteProspects(deps()),
      ])
      total += results.reduce((sum, n) => sum + n, 0)
      return (await websiteProspects()).length >= 2
    })
    expect(total).toBe(2)
    expect(await syncWebsiteProspects(deps())).toBe(0)
    const rows = await websiteProspects()
    expect(
      rows.map((row) => [row.nama, row.status, row.sumber, row.permasalahan, row.jenis_usaha, row.deskripsi]),
    ).toEqual([
      ['Web Satu', 'baru', 'Website', 'Tikus', 'Bisnis', 'Gudang'],
      ['Web Dua', 'baru', 'Website', 'Tikus', 'Bisnis', 'Gudang'],
    ])
    const history = (await call('GET', `/history/${rows[0]!.idpemesanan}`)).json().data
    expect(history[0]).toMatchObject({
      jenis: 'Prospek dari permintaan kontak website',
      oleh: { nama: 'Sistem' },
    })
  })

  it('stays exactly once when a pass crashes in the middle and the process starts again', async () => {
    for (const nama of ['Crash A', 'Crash B', 'Crash C']) expect((await contact(nama)).statusCode).toBe(201)
    const real = deps()
    let appends = 0
    const crashing = {
      ...real,
      eventStore: {
        ...real.eventStore,
        append: (...args: Parameters<typeof real.eventStore.append>) => {
          appends += 1
          if (appends === 2) throw new Error('process killed')
          return real.eventStore.append(...args)
        },
      },
    }
    await untilTrue(() =>
      syncWebsiteProspects(crashing).then(
        () => false,
        (error: Error) => error.message === 'process killed',
      ),
    )
    expect((await websiteProspects()).map((row) => row.nama)).toContain('Crash A')
    expect((await websiteProspects()).map((row) => row.nama)).not.toContain('Crash B')
    // A new process: new connections' event store, same database and checkpoint.
    let created = 0
    await untilTrue(async () => {
      created += await syncWebsiteProspects(deps())
      return (await websiteProspects()).length >= 5
    })
    expect(created).toBe(2)
    expect(await syncWebsiteProspects(deps())).toBe(0)
    const names = (await websiteProspects()).map((row) => row.nama)
    for (const nama of ['Crash A', 'Crash B', 'Crash C'])
      expect(names.filter((n) => n === nama)).toHaveLength(1)
  })
})
