import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import {
  EXE_FILE,
  eventCount,
  type FormPart,
  JPG_FILE,
  multipartForm,
  PNG_FILE,
} from '../../../api/testing/uploads.ts'

useCustomerRecordsTestApp()

// Each public call from its own address unless a test is about the limit (5 per 10 minutes).
let address = 0
const fromPoster = (method: 'GET' | 'POST', token: string, parts?: readonly FormPart[], remote?: string) => {
  address += 1
  const form = parts ? multipartForm(parts) : undefined
  return t.app.inject({
    method,
    url: `/api/lapor/${token}`,
    remoteAddress: remote ?? `10.40.${Math.floor(address / 250)}.${address % 250}`,
    ...(form ? { headers: { 'content-type': form.type }, payload: form.payload } : {}),
  })
}
const tokenOf = (tautan: string) => tautan.split('/lapor/')[1]!

async function siteWithPoster() {
  const { site, areas } = await siteWithAreas(ids.pelanggan, ['Dapur', 'Gudang'])
  const made = await send('POST', `/penampakan/poster/${site.idlokasi}/ganti`, {})
  expect(made.statusCode, made.body).toBe(200)
  return { site, areas, token: tokenOf(made.json().data.tautan) }
}
const photoFiles = async () => (await t.files.list('penampakan')).length

describe('penampakan from the QR poster (public)', () => {
  it('shows the site and its areas, takes a sighting with a photo, and puts it in the log waiting 48 h', async () => {
    const { site, areas, token } = await siteWithPoster()
    const page = await fromPoster('GET', token)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data.nama_lokasi).toBe(`Lokasi Uji ${site.kode_lokasi.slice(3)}`)
    expect(page.json().data.area.map((a: { nama_area: string }) => a.nama_area)).toEqual(['Dapur', 'Gudang'])
    const sent = await fromPoster('POST', token, [
      { name: 'hama', value: 'Kecoa' },
      { name: 'idarea', value: String(areas[0]!.idarea) },
      { name: 'catatan', value: 'Di bawah wastafel' },
      { name: 'foto', value: JPG_FILE, filename: 'kecoa.jpg' },
    ])
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toEqual({
      status: 'sukses',
      message: 'Laporan penampakan hama berhasil dikirim',
      data: { terkirim: true },
    })
    const log = await send('GET', `/penampakan/lokasi/${site.idlokasi}`)
    expect(log.statusCode, log.body).toBe(200)
    const [seen] = log.json().data
    expect(seen).toMatchObject({
      hama: 'Kecoa',
      nama_area: 'Dapur',
      sumber: 'poster',
      status: 'menunggu',
      terlambat: false,
      ada_foto: true,
      nama_file_foto: 'kecoa.jpg',
    })
    expect(Date.parse(seen.batas_tanggapan) - Date.parse(seen.waktu)).toBe(48 * 3_600_000)
    const photo = await send('GET', `/penampakan/foto/${seen.idpenampakan}`)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toContain('image/jpeg')
  })

  it('answers the same 404 for an unknown, malformed or replaced token, with no hint', async () => {
    const { site, token } = await siteWithPoster()
    const replaced = await send('POST', `/penampakan/poster/${site.idlokasi}/ganti`, {})
    expect(replaced.statusCode, replaced.body).toBe(200)
    const fresh = tokenOf(replaced.json().data.tautan)
    expect(fresh).not.toBe(token)
    for (const bad of [token, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x%27or%201']) {
      const page = await fromPoster('GET', bad)
      expect(page.statusCode, bad).toBe(404)
      expect(page.json()).toEqual({ status: 'gagal', errMessage: 'Halaman tidak ditemukan' })
      const posted = await fromPoster('POST', bad, [{ name: 'hama', value: 'Tikus' }])
      expect(posted.statusCode, bad).toBe(404)
      expect(posted.json().errMessage).toBe('Halaman tidak ditemukan')
    }
    expect((await fromPoster('GET', fresh)).statusCode).toBe(200)
  })

  it('refuses a photo that is not an image by its content, a bad pest or an area of another site, storing nothing', async () => {
    const { token } = await siteWithPoster()
    const other = await siteWithAreas(ids.pelanggan, ['Lain'])
    const events = await eventCount(t.database.db, 'penampakan')
    const files = await photoFiles()
    const exe = await fromPoster('POST', token, [
      { name: 'hama', value: 'Kecoa' },
      { name: 'foto', value: EXE_FILE, filename: 'kecoa.jpg' },
    ])
    expect(exe.statusCode, exe.body).toBe(415)
    expect(exe.json().errMessage).toBe('Foto harus berupa gambar jpg atau png')
    const badPest = await fromPoster('POST', token, [
      { name: 'hama', value: 'Naga' },
      { name: 'foto', value: PNG_FILE, filename: 'a.png' },
    ])
    expect(badPest.statusCode).toBe(400)
    expect(badPest.json().errMessage).toBe('Hama tidak valid')
    const otherArea = await fromPoster('POST', token, [
      { name: 'hama', value: 'Kecoa' },
      { name: 'idarea', value: String(other.areas[0]!.idarea) },
      { name: 'foto', value: PNG_FILE, filename: 'a.png' },
    ])
    expect(otherArea.statusCode).toBe(400)
    expect(otherArea.json().errMessage).toBe('Area tidak ditemukan di lokasi ini')
    expect(await eventCount(t.database.db, 'penampakan')).toBe(events)
    expect(await photoFiles()).toBe(files)
  })

  it('limits one address like the contact form (429 in Indonesian), others unaffected', async () => {
    const { token } = await siteWithPoster()
    const answers: number[] = []
    for (let i = 0; i < 5; i++)
      answers.push((await fromPoster('GET', token, undefined, '10.99.0.1')).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200])
    const limited = await fromPoster('GET', token, undefined, '10.99.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().errMessage).toBe('Terlalu banyak permintaan, silakan coba lagi beberapa menit lagi')
    const refused = await fromPoster('POST', token, [{ name: 'hama', value: 'Tikus' }], '10.99.0.1')
    expect([200, 201, 429]).toContain(refused.statusCode)
    expect((await fromPoster('GET', token, undefined, '10.99.0.2')).statusCode).toBe(200)
  })
})

describe('penampakan from the customer area', () => {
  it('takes a sighting of its own site (sumber portal) and lists the log with search and paging', async () => {
    const { site, areas } = await siteWithAreas(ids.pelanggan, ['Lobi'])
    for (const hama of ['Semut', 'Tikus', 'Semut']) {
      const sent = await call('POST', `/penampakan/lokasi/${site.idlokasi}`, {
        token: tokens.pelanggan!,
        form: [
          { name: 'hama', value: hama },
          { name: 'idarea', value: String(areas[0]!.idarea) },
          { name: 'catatan', value: `Melihat ${hama.toLowerCase()}` },
        ],
      })
      expect(sent.statusCode, sent.body).toBe(201)
      expect(sent.json().data).toMatchObject({ sumber: 'portal', hama, ada_foto: false })
    }
    const semut = await send(
      'GET',
      `/penampakan/lokasi/${site.idlokasi}?search_query=semut&limit=1`,
      undefined,
      {
        token: tokens.pelanggan!,
      },
    )
    expect(semut.json()).toMatchObject({ totalRows: 2, totalPage: 2, page: 0 })
    expect(semut.json().data).toHaveLength(1)
  })

  it("answers 404 for another customer's site and sighting, and refuses the admin's and bad fields", async () => {
    const { site } = await siteWithAreas(ids.otherPelanggan, ['Gudang'])
    const events = await eventCount(t.database.db, 'penampakan')
    const form = [{ name: 'hama', value: 'Tikus' }]
    const other = await call('POST', `/penampakan/lokasi/${site.idlokasi}`, {
      token: tokens.pelanggan!,
      form,
    })
    expect(other.statusCode).toBe(404)
    expect(other.json().errMessage).toBe('Data lokasi tidak ditemukan')
    const list = await send('GET', `/penampakan/lokasi/${site.idlokasi}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(list.statusCode).toBe(404)
    const theirs = await call('POST', `/penampakan/lokasi/${site.idlokasi}`, {
      token: tokens.otherPelanggan!,
      form,
    })
    expect(theirs.statusCode, theirs.body).toBe(201)
    const id = theirs.json().data.idpenampakan
    for (const url of [`/penampakan/${id}`, `/penampakan/foto/${id}`])
      expect((await send('GET', url, undefined, { token: tokens.pelanggan! })).statusCode, url).toBe(404)
    expect((await call('POST', `/penampakan/lokasi/${site.idlokasi}`, { form })).statusCode).toBe(403)
    const empty = await call('POST', `/penampakan/lokasi/${site.idlokasi}`, {
      token: tokens.otherPelanggan!,
      form: [{ name: 'catatan', value: 'tanpa hama' }],
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errMessage).toBe('Hama tidak boleh kosong')
    expect(await eventCount(t.database.db, 'penampakan')).toBe(events + 1)
    // The poster is the admin's: a customer neither reads nor replaces it.
    expect(
      (await send('GET', `/penampakan/poster/${site.idlokasi}`, undefined, { token: tokens.pelanggan! }))
        .statusCode,
    ).toBe(403)
    expect(
      (await send('POST', `/penampakan/poster/${site.idlokasi}/ganti`, {}, { token: tokens.otherPelanggan! }))
        .statusCode,
    ).toBe(403)
  })
})

describe('penampakan: the admin follows up, the poster, the trend and the attention list', () => {
  it('lists a waiting sighting in Perlu Perhatian until a visit is planned, counts it on the trend, prints the poster', async () => {
    const { site, token } = await siteWithPoster()
    const sent = await fromPoster('POST', token, [{ name: 'hama', value: 'Tikus' }])
    expect(sent.statusCode, sent.body).toBe(201)
    const [seen] = (await send('GET', `/penampakan/lokasi/${site.idlokasi}`)).json().data
    const waiting = async () =>
      (await send('GET', '/beranda/perhatian'))
        .json()
        .data.penampakan_menunggu.data.map((s: { idpenampakan: number }) => s.idpenampakan)
    expect(await waiting()).toContain(seen.idpenampakan)
    const month = seen.waktu.slice(0, 7)
    const trend = await send('GET', `/lokasi/tren/${site.idlokasi}?dari=${month}&sampai=${month}`)
    expect(trend.statusCode, trend.body).toBe(200)
    expect(trend.json().data.bulan[0].penampakan).toBe(1)
    const planned = await send('POST', `/penampakan/${seen.idpenampakan}/tindakLanjut`, {
      tindak_lanjut: 'kunjungan dijadwalkan',
      catatan: 'Kamis pagi',
      version: 1,
    })
    expect(planned.statusCode, planned.body).toBe(200)
    expect(planned.json().data.status).toBe('kunjungan dijadwalkan')
    expect(await waiting()).not.toContain(seen.idpenampakan)
    const stale = await send('POST', `/penampakan/${seen.idpenampakan}/tindakLanjut`, {
      tindak_lanjut: 'ditangani',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    const bad = await send('POST', `/penampakan/${seen.idpenampakan}/tindakLanjut`, { tindak_lanjut: 'lupa' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Tindak Lanjut harus kunjungan dijadwalkan atau ditangani')
    const pdf = await send('GET', `/penampakan/poster/${site.idlokasi}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('has no poster before the admin makes one', async () => {
    const { site } = await siteWithAreas(ids.pelanggan, ['Satu'])
    const poster = await send('GET', `/penampakan/poster/${site.idlokasi}`)
    expect(poster.json().data).toEqual({ idlokasi: site.idlokasi, tautan: null, dibuat: null, version: 0 })
    const pdf = await send('GET', `/penampakan/poster/${site.idlokasi}/pdf`)
    expect(pdf.statusCode).toBe(404)
    expect(pdf.json().errMessage).toBe('Lokasi ini belum memiliki poster QR')
    for (const bad of ['abc', '99999999', '1e3'])
      expect((await send('GET', `/penampakan/lokasi/${bad}`)).statusCode, bad).toBe(404)
  })
})
