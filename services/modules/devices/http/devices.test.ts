import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { SHORT_CODE_PATTERN } from '../contract.ts'

useCustomerRecordsTestApp()

const install = (idlokasi: number, idarea: number, overrides: object = {}) =>
  send('POST', '/perangkat/createData', {
    idlokasi,
    idarea,
    jenis_perangkat: 'bait station',
    posisi_x: 0.25,
    posisi_y: 0.6,
    tanggal_pasang: '2026-12-01',
    ...overrides,
  })
const events = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('perangkat: install, number and short code', () => {
  it('numbers devices per site as {kode_lokasi}-{nnn} with a unique 6-character short code', async () => {
    const a = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const b = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const made = []
    for (const [site, area] of [
      [a.site, a.areas[0]!],
      [a.site, a.areas[0]!],
      [b.site, b.areas[0]!],
    ] as const) {
      const response = await install(site.idlokasi, area.idarea)
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().message).toBe('Perangkat berhasil dipasang')
      made.push(response.json().data)
    }
    expect(made.map((d) => d.kode_perangkat)).toEqual([
      `${a.site.kode_lokasi}-001`,
      `${a.site.kode_lokasi}-002`,
      `${b.site.kode_lokasi}-001`,
    ])
    for (const device of made) expect(device.kode_pendek).toMatch(new RegExp(SHORT_CODE_PATTERN))
    expect(new Set(made.map((d) => d.kode_pendek)).size).toBe(3)
    expect(made[0]).toMatchObject({
      status_perangkat: 'aktif',
      posisi_x: 0.25,
      posisi_y: 0.6,
      nama_area: 'Gudang',
      version: 1,
    })
    // The short code opens the device, typed in lower case with a space.
    const typed = `${made[0].kode_pendek.slice(0, 3).toLowerCase()} ${made[0].kode_pendek.slice(3)}`
    const found = await send('GET', `/perangkat/kode/${encodeURIComponent(typed)}`, undefined, {
      token: tokens.teknisi!,
    })
    expect(found.json().data.idperangkat).toBe(made[0].idperangkat)
    const unknown = await send('GET', '/perangkat/kode/ZZZZZZ')
    expect(unknown.json()).toEqual({ status: 'gagal', errMessage: 'Kode perangkat tidak dikenal' })
  })

  it('refuses an area of another site, a spot off the plan, an unknown site or type, recording nothing', async () => {
    const a = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const b = await siteWithAreas(ids.pelanggan, ['Dapur'])
    const before = await events()
    for (const [overrides, message] of [
      [{ idarea: b.areas[0]!.idarea }, 'Area bukan bagian dari lokasi perangkat'],
      [{ posisi_x: 1.5 }, 'Perangkat harus diletakkan di dalam denah'],
      [{ posisi_y: -0.2 }, 'Perangkat harus diletakkan di dalam denah'],
      [{ posisi_y: undefined }, 'Posisi X dan Posisi Y harus diisi keduanya atau dikosongkan keduanya'],
      [{ idlokasi: 999_999 }, 'Lokasi tidak ditemukan'],
      [{ idarea: 999_999 }, 'Area tidak ditemukan'],
      [{ jenis_perangkat: 'ranjau' }, 'Jenis Perangkat tidak valid'],
      [{ tanggal_pasang: '' }, 'Tanggal Pasang tidak boleh kosong'],
    ] as const) {
      const refused = await install(a.site.idlokasi, a.areas[0]!.idarea, overrides)
      expect(refused.statusCode, message).toBe(400)
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
    }
    expect(await events()).toBe(before)
    // A refused install gives its number back: the next one is 001.
    expect((await install(a.site.idlokasi, a.areas[0]!.idarea)).json().data.kode_perangkat).toBe(
      `${a.site.kode_lokasi}-001`,
    )
  })
})

describe('perangkat: its life as events', () => {
  it('moves within its site, refuses another site or off the plan, and a stale version', async () => {
    const a = await siteWithAreas(ids.pelanggan, ['Gudang', 'Dapur'])
    const b = await siteWithAreas(ids.pelanggan, ['Lain'])
    const device = (await install(a.site.idlokasi, a.areas[0]!.idarea)).json().data
    const moved = await send('PUT', `/perangkat/pindah/${device.idperangkat}`, {
      idarea: a.areas[1]!.idarea,
      posisi_x: 0.7,
      posisi_y: 0.1,
      version: 1,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      message: 'Perangkat berhasil dipindah',
      data: { idarea: a.areas[1]!.idarea, nama_area: 'Dapur', posisi_x: 0.7, posisi_y: 0.1, version: 2 },
    })
    const before = await events()
    for (const [body, status, message] of [
      [
        { idarea: b.areas[0]!.idarea, posisi_x: 0.5, posisi_y: 0.5 },
        400,
        'Area bukan bagian dari lokasi perangkat',
      ],
      [
        { idarea: a.areas[0]!.idarea, posisi_x: 1.0001, posisi_y: 0.5 },
        400,
        'Perangkat harus diletakkan di dalam denah',
      ],
      [
        { idarea: a.areas[0]!.idarea, posisi_x: 0.5, posisi_y: 0.5, version: 1 },
        409,
        'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
      ],
    ] as const) {
      const refused = await send('PUT', `/perangkat/pindah/${device.idperangkat}`, body)
      expect(refused.statusCode, message).toBe(status)
      expect(refused.json().errMessage).toBe(message)
    }
    expect(await events()).toBe(before)
    expect((await send('GET', `/perangkat/getData/${device.idperangkat}`)).json().data).toMatchObject({
      posisi_x: 0.7,
      posisi_y: 0.1,
    })
  })

  it('replaces the label (the old code opens nothing), goes missing, is found, is removed for good', async () => {
    const a = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const device = (await install(a.site.idlokasi, a.areas[0]!.idarea)).json().data
    const replaced = await send('PUT', `/perangkat/gantiLabel/${device.idperangkat}`, { version: 1 })
    expect(replaced.json().message).toBe('Label perangkat berhasil diganti')
    expect(replaced.json().data.kode_pendek).not.toBe(device.kode_pendek)
    expect((await send('GET', `/perangkat/kode/${device.kode_pendek}`)).statusCode).toBe(404)
    for (const [status_perangkat, message] of [
      ['hilang', 'Perangkat ditandai hilang'],
      ['aktif', 'Perangkat ditandai ditemukan'],
      ['dicabut', 'Perangkat berhasil dicabut'],
    ] as const) {
      const changed = await send('PUT', `/perangkat/status/${device.idperangkat}`, {
        status_perangkat,
        catatan: 'Uji',
      })
      expect(changed.json(), message).toMatchObject({ message, data: { status_perangkat } })
    }
    const again = await send('PUT', `/perangkat/pindah/${device.idperangkat}`, {
      idarea: a.areas[0]!.idarea,
      posisi_x: 0.5,
      posisi_y: 0.5,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().errMessage).toBe('Perangkat sudah dicabut')
    const history = (await send('GET', `/perangkat/history/${device.idperangkat}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Perangkat dipasang',
      'Label diganti',
      'Ditandai hilang',
      'Ditemukan kembali',
      'Perangkat dicabut',
    ])
    // The map and the label sheet leave a removed device out; the register keeps it.
    expect((await send('GET', `/perangkat/lokasi/${a.site.idlokasi}`)).json().data).toEqual([])
    const register = await send(
      'GET',
      `/perangkat/getData?idlokasi=${a.site.idlokasi}&status_perangkat=dicabut`,
    )
    expect(register.json().totalRows).toBe(1)
  })

  it('prints an A4 sheet of QR labels with each short code and number under its QR', async () => {
    const a = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const devices = []
    for (let i = 0; i < 26; i++)
      devices.push((await install(a.site.idlokasi, a.areas[0]!.idarea)).json().data)
    const sheet = await send('GET', `/perangkat/label/${a.site.idlokasi}`)
    expect(sheet.statusCode).toBe(200)
    expect(sheet.headers['content-type']).toBe('application/pdf')
    const pdf = await getDocumentProxy(new Uint8Array(sheet.rawPayload))
    expect(pdf.numPages).toBe(2)
    const page = await pdf.getPage(1)
    const [width, height] = [page.view[2], page.view[3]]
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842])
    const { text } = await extractText(pdf, { mergePages: true })
    for (const device of devices) {
      expect(text).toContain(device.kode_pendek)
      expect(text).toContain(device.kode_perangkat)
    }
    const one = await send('GET', `/perangkat/label/${a.site.idlokasi}?idperangkat=${devices[3].idperangkat}`)
    const single = await extractText(await getDocumentProxy(new Uint8Array(one.rawPayload)), {
      mergePages: true,
    })
    expect(single.text).toContain(devices[3].kode_pendek)
    expect(single.text).not.toContain(devices[4].kode_pendek)
    expect((await send('GET', '/perangkat/label/999999')).statusCode).toBe(404)
  })
})

describe('perangkat: each customer its own', () => {
  it('answers a customer its own sites’ devices only, a technician reads but changes nothing', async () => {
    const mine = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const theirs = await siteWithAreas(ids.otherPelanggan, ['Gudang'])
    const my = (await install(mine.site.idlokasi, mine.areas[0]!.idarea)).json().data
    const their = (await install(theirs.site.idlokasi, theirs.areas[0]!.idarea)).json().data
    const asCustomer = { token: tokens.pelanggan! }
    for (const [path, status] of [
      [`/perangkat/getData/${my.idperangkat}`, 200],
      [`/perangkat/getData/${their.idperangkat}`, 404],
      [`/perangkat/lokasi/${mine.site.idlokasi}`, 200],
      [`/perangkat/lokasi/${theirs.site.idlokasi}`, 404],
      [`/perangkat/history/${my.idperangkat}`, 403],
      [`/perangkat/label/${mine.site.idlokasi}`, 403],
      [`/perangkat/kode/${my.kode_pendek}`, 403],
    ] as const) {
      expect((await send('GET', path, undefined, asCustomer)).statusCode, path).toBe(status)
    }
    const listed = (
      await send(
        'GET',
        `/perangkat/getData?limit=100&idlokasi=${theirs.site.idlokasi}`,
        undefined,
        asCustomer,
      )
    ).json()
    expect(listed.data).toEqual([])
    const own = (await send('GET', '/perangkat/getData?limit=100', undefined, asCustomer)).json()
    expect(own.data.every((d: { idpelanggan: number }) => d.idpelanggan === ids.pelanggan)).toBe(true)
    const asTechnician = { token: tokens.teknisi! }
    expect(
      (await send('GET', `/perangkat/getData/${their.idperangkat}`, undefined, asTechnician)).statusCode,
    ).toBe(200)
    for (const [method, path] of [
      ['POST', '/perangkat/createData'],
      ['PUT', `/perangkat/pindah/${my.idperangkat}`],
      ['PUT', `/perangkat/status/${my.idperangkat}`],
      ['PUT', `/perangkat/gantiLabel/${my.idperangkat}`],
    ] as const) {
      expect((await send(method, path, {}, asTechnician)).statusCode, path).toBe(403)
      expect((await send(method, path, {}, asCustomer)).statusCode, path).toBe(403)
      expect((await send(method, path, {}, { token: null })).statusCode, path).toBe(401)
    }
  })
})
