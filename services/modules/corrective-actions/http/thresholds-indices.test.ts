import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { actionsOfSite, caught, readAndJudge, siteWithTraps, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

const actionEvents = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('stream_type' as never, 'in', ['tindakan_korektif', 'ambang'] as never)
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('ambang: thresholds per site', () => {
  it('lists the defaults, sets one by its key, refuses a negative or non-number by name and a stale version', async () => {
    const { site } = await siteWithTraps()
    const url = `/ambang/${site.idlokasi}`
    const defaults = (await send('GET', url)).json().data
    expect(defaults.version).toBe(0)
    expect(defaults.ambang).toContainEqual(
      expect.objectContaining({
        jenis_perangkat: 'insect light trap',
        hama: 'Lalat',
        periode: 'minggu',
        peringatan: 5,
        bawaan: true,
      }),
    )
    const body = {
      jenis_perangkat: 'insect light trap',
      hama: 'Lalat',
      periode: 'minggu',
      peringatan: 3,
      kritis: 10,
    }
    const before = await actionEvents()
    for (const [change, message] of [
      [{ peringatan: -1 }, 'Peringatan tidak boleh kurang dari 0'],
      [{ kritis: 'banyak' }, 'Kritis'],
      [{ kritis: 2 }, 'Kritis tidak boleh lebih kecil dari peringatan'],
      [{ periode: 'tahun' }, 'Periode harus kunjungan, minggu atau bulan'],
    ] as const) {
      const refused = await send('PUT', url, { ...body, ...change })
      expect(refused.statusCode, message).toBe(400)
      expect(refused.json().errMessage).toContain(message)
    }
    expect(await actionEvents()).toBe(before)
    const saved = await send('PUT', url, { ...body, version: 0 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Ambang berhasil disimpan')
    const fly = saved
      .json()
      .data.ambang.filter((a: { jenis_perangkat: string }) => a.jenis_perangkat === 'insect light trap')
    expect(fly).toEqual([expect.objectContaining({ peringatan: 3, kritis: 10, bawaan: false })])
    expect((await send('PUT', url, { ...body, kritis: 12, version: 0 })).statusCode).toBe(409)
    const removed = await send('POST', `${url}/hapus`, { idambang: fly[0].idambang })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data.ambang).toContainEqual(
      expect.objectContaining({ jenis_perangkat: 'insect light trap', bawaan: true }),
    )
    // The site's customer reads them (ADR 0128, auditor-thresholds.test.ts) but changes none.
    expect((await send('PUT', url, body, { token: tokens.pelanggan! })).statusCode).toBe(403)
    expect((await send('GET', url, undefined, { token: tokens.teknisi! })).statusCode).toBe(403)
    expect((await send('PUT', url, body, { token: tokens.teknisi! })).statusCode).toBe(403)
  })
})

describe('ambang/history: who changed a site’s thresholds', () => {
  it('lists each threshold added, changed and removed with its values, oldest first; admin only', async () => {
    const { site } = await siteWithTraps()
    const url = `/ambang/history/${site.idlokasi}`
    expect((await send('GET', url)).json().data).toEqual([])
    const body = { jenis_perangkat: 'glue board', hama: 'Kecoa', periode: 'bulan', peringatan: 2, kritis: 4 }
    await send('PUT', `/ambang/${site.idlokasi}`, { ...body, version: 0 })
    const changed = await send('PUT', `/ambang/${site.idlokasi}`, { ...body, kritis: 6, version: 1 })
    const idambang = changed
      .json()
      .data.ambang.find((a: { hama: string | null }) => a.hama === 'Kecoa').idambang
    await send('POST', `/ambang/${site.idlokasi}/hapus`, { idambang, version: 2 })
    const history = (await send('GET', url)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Ambang ditambahkan',
      'Ambang diubah',
      'Ambang dihapus',
    ])
    expect(history[0].perubahan).toContainEqual({ field: 'hama', dari: null, menjadi: 'Kecoa' })
    expect(history[1].perubahan).toEqual([{ field: 'kritis', dari: 4, menjadi: 6 }])
    expect(history[2].perubahan).toContainEqual({ field: 'kritis', dari: 6, menjadi: null })
    expect(history[0].oleh.role).toBe('admin')
    expect((await send('GET', '/ambang/history/999999')).statusCode).toBe(404)
    expect((await send('GET', url, undefined, { token: tokens.pelanggan! })).statusCode).toBe(403)
  })
})

describe('lokasi/indeks: Permenkes 50/2017 indices of a month', () => {
  it('computes each index from known readings with its numerator and denominator', async () => {
    const { site, devices } = await siteWithTraps(ids.pelanggan, ['glue board', 'insect light trap'])
    const [board1, board2, ilt1, ilt2] = devices
    const first = await visitOf(site.idlokasi, '2026-11-05')
    await readAndJudge(first, [
      caught(
        board1!.kode_pendek,
        [
          { hama: 'Tikus', jumlah: 1 },
          { hama: 'Kecoa', jumlah: 3 },
        ],
        '2026-11-05T09:00:00+07:00',
      ),
      caught(board2!.kode_pendek, [{ hama: 'Kecoa', jumlah: 1 }], '2026-11-05T09:05:00+07:00'),
      caught(ilt1!.kode_pendek, [{ hama: 'Lalat', jumlah: 1 }], '2026-11-05T09:10:00+07:00'),
      caught(ilt2!.kode_pendek, [{ hama: 'Lalat', jumlah: 0 }], '2026-11-05T09:15:00+07:00'),
    ])
    const second = await visitOf(site.idlokasi, '2026-11-19')
    await readAndJudge(second, [
      caught(board1!.kode_pendek, [], '2026-11-19T09:00:00+07:00'),
      caught(board2!.kode_pendek, [], '2026-11-19T09:05:00+07:00'),
      caught(ilt1!.kode_pendek, [{ hama: 'Lalat', jumlah: 3 }], '2026-11-19T09:10:00+07:00'),
    ])
    const answer = await send('GET', `/lokasi/indeks/${site.idlokasi}/11/2026`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const [rat, fly, roach] = answer.json().data.indeks
    // 1 rat in 4 trap-nights; the highest fly counts 3 and 0 over 2 traps; 4 cockroaches in 4 traps.
    expect(rat).toMatchObject({
      pembilang: 1,
      penyebut: 4,
      nilai: 25,
      batas: '< 1 %',
      status: 'melebihi baku mutu',
    })
    expect(fly).toMatchObject({
      pembilang: 3,
      penyebut: 2,
      nilai: 1.5,
      batas: '< 2',
      status: 'memenuhi baku mutu',
    })
    expect(roach).toMatchObject({ pembilang: 4, penyebut: 4, nilai: 1, status: 'memenuhi baku mutu' })
    const empty = (await send('GET', `/lokasi/indeks/${site.idlokasi}/1/2026`)).json().data.indeks
    expect(empty.map((i: { status: string }) => i.status)).toEqual([
      'tidak ada data',
      'tidak ada data',
      'tidak ada data',
    ])
    expect((await send('GET', `/lokasi/indeks/${site.idlokasi}/13/2026`)).json().errMessage).toBe(
      'Bulan harus 1 sampai 12 dan tahun 2000 sampai 2100',
    )
    expect(
      (
        await send('GET', `/lokasi/indeks/${site.idlokasi}/11/2026`, undefined, {
          token: tokens.otherPelanggan!,
        })
      ).statusCode,
    ).toBe(404)
    // The first visit alone put the rats at 50 % and the cockroaches at 2 per trap: each opened
    // its index's action once.
    const byIndex = (await actionsOfSite(site.idlokasi)).tindakan.filter(
      (a: { sumber: string }) => a.sumber === 'indeks',
    )
    expect(byIndex.map((a: { penyebab: string }) => a.penyebab).sort()).toEqual([
      'indeks:Indeks kecoa',
      'indeks:Rat trap success',
    ])
    for (const action of byIndex)
      expect(action).toMatchObject({ idarea: null, status: 'terbuka', bukti: [expect.anything()] })
  })
})
