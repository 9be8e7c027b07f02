import { describe, expect, it } from 'vitest'
import {
  call,
  ids,
  t,
  tokens,
  useCustomerRecordsTestApp,
  visit,
} from '../../../api/testing/customer-records.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { pdfFile } from '../../../core/testing/files.ts'

useCustomerRecordsTestApp()

const product = (
  over: Record<string, string> = {},
  extra: { name: string; value: string | Buffer; filename?: string }[] = [],
) => [
  ...Object.entries({
    nama_dagang: 'Sipermetrin 100 EC (uji)',
    bahan_aktif: 'Sipermetrin',
    kadar: '100 g/l',
    formulasi: 'cair (EC/SC)',
    nomor_registrasi: 'RI. 0101-0000-002',
    berlaku_sampai: '2030-12-31',
    terbatas: 'false',
    satuan: 'ml',
    ...over,
  }).map(([name, value]) => ({ name, value })),
  ...extra,
]
const addProduct = async (over: Record<string, string> = {}) => {
  const added = await call('POST', '/pestisida/createData', { form: product(over) })
  expect(added.statusCode, added.body).toBe(201)
  return added.json().data.idpestisida as number
}
// JSON bodies go through the test app directly (the shared `call` sends multipart or nothing).
const record = (body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pemakaianPestisida/createData',
    headers: bearer(token ?? tokens.admin!),
    payload: body,
  })

describe('pestisida: the register', () => {
  it('adds a product with its label file (checked by content), reads, changes and keeps its history', async () => {
    const added = await call('POST', '/pestisida/createData', {
      form: product({}, [{ name: 'file_label', value: pdfFile(), filename: 'label.pdf' }]),
    })
    expect(added.statusCode, added.body).toBe(201)
    const created = added.json().data
    expect(added.json().message).toBe('Data Pestisida berhasil Ditambah')
    expect(created).toMatchObject({
      nama_dagang: 'Sipermetrin 100 EC (uji)',
      terbatas: false,
      registrasi_berlaku: true,
      nama_file_label: 'label.pdf',
      file_sds: null,
      version: 1,
    })
    const label = await call('GET', `/pestisida/label/${created.idpestisida}`, { token: tokens.teknisi })
    expect(label.headers['content-type']).toBe('application/pdf')
    const notPdf = await call('POST', '/pestisida/createData', {
      form: product({}, [
        { name: 'file_sds', value: Buffer.from('bukan pdf sama sekali'), filename: 'sds.pdf' },
      ]),
    })
    expect(notPdf.json()).toEqual({ status: 'gagal', errMessage: 'Format file tidak didukung' })
    const missing = await call('POST', '/pestisida/createData', { form: product({ nomor_registrasi: '' }) })
    expect(missing.json().errMessage).toBe('Nomor registrasi tidak boleh kosong')

    const changed = await call('PUT', `/pestisida/updateData/${created.idpestisida}`, {
      form: product({ berlaku_sampai: '2031-06-30', terbatas: 'true', version: '1' }),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data).toMatchObject({ berlaku_sampai: '2031-06-30', terbatas: true, version: 3 })
    const stale = await call('PUT', `/pestisida/updateData/${created.idpestisida}`, {
      form: product({ kadar: '50 g/l', version: '1' }),
    })
    expect(stale.statusCode).toBe(409)
    const history = (await call('GET', `/pestisida/history/${created.idpestisida}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Pestisida ditambahkan',
      'Registrasi diubah',
      'Status terbatas diubah',
    ])
    const found = await call('GET', '/pestisida/getData?search_query=sipermetrin&terbatas=true')
    expect(found.json().data.map((p: { idpestisida: number }) => p.idpestisida)).toContain(
      created.idpestisida,
    )
    expect((await call('GET', '/pestisida/export')).body).toContain('RI. 0101-0000-002')
  })

  it('lets only the admin change the register; a customer does not read it', async () => {
    const refused = await call('POST', '/pestisida/createData', { token: tokens.teknisi, form: product() })
    expect(refused.statusCode).toBe(403)
    expect((await call('GET', '/pestisida/getData', { token: tokens.pelanggan })).statusCode).toBe(403)
  })
})

describe('lisensiTeknisi and pemakaianPestisida: the rules at a visit', () => {
  it('refuses each rule with its message and records nothing, then records once per idempotency key', async () => {
    const restricted = await addProduct({
      nama_dagang: 'Brodifakum blok (uji)',
      terbatas: 'true',
      satuan: 'blok',
    })
    const expired = await addProduct({ nama_dagang: 'Kedaluwarsa (uji)', berlaku_sampai: '2026-03-31' })
    const plain = await addProduct()
    const idpenjadwalan = await visit({ idteknisi: ids.otherTeknisi, tanggal: '2026-04-15' })
    const body = { idpenjadwalan, idpestisida: plain, jumlah: 250, metode: 'semprot' }
    const refusals: [Record<string, unknown>, string][] = [
      [
        { ...body, idpestisida: restricted, metode: 'umpan' },
        'Teknisi belum memiliki lisensi pestisida terbatas yang berlaku',
      ],
      [{ ...body, idpestisida: expired }, 'Nomor registrasi pestisida sudah tidak berlaku'],
      [{ ...body, metode: 'fumigasi' }, 'Teknisi belum memiliki lisensi fumigator yang berlaku'],
      [{ ...body, jumlah: 0 }, 'Jumlah harus lebih dari 0'],
    ]
    for (const [refusedBody, message] of refusals) {
      const refused = await record(refusedBody, tokens.otherTeknisi)
      expect(refused.statusCode, message).toBe(400)
      expect(refused.json().errMessage).toBe(message)
    }
    const listed = async () =>
      (await call('GET', `/pemakaianPestisida/getData?idpenjadwalan=${idpenjadwalan}`)).json().totalRows
    expect(await listed()).toBe(0)

    // A licence valid on the visit's date lets the restricted product through.
    const licence = await call('POST', '/lisensiTeknisi/createData', {
      form: [
        { name: 'idteknisi', value: String(ids.otherTeknisi) },
        { name: 'jenis_lisensi', value: 'pengguna pestisida terbatas' },
        { name: 'nomor', value: 'PPT/UJI/1' },
        { name: 'berlaku_sampai', value: '2026-04-15' },
        { name: 'file_lisensi', value: pdfFile(), filename: 'lisensi.pdf' },
      ],
    })
    expect(licence.statusCode, licence.body).toBe(201)
    const first = await record(
      { ...body, idpestisida: restricted, jumlah: 12, metode: 'umpan', idempotency_key: 'uji-pemakaian-1' },
      tokens.otherTeknisi,
    )
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      message: 'Pemakaian pestisida berhasil dicatat',
      data: {
        idpenjadwalan,
        satuan: 'blok',
        jumlah: 12,
        nomor_registrasi: 'RI. 0101-0000-002',
        tanggal: '2026-04-15',
      },
    })
    const replay = await record(
      { ...body, idpestisida: restricted, jumlah: 12, metode: 'umpan', idempotency_key: 'uji-pemakaian-1' },
      tokens.otherTeknisi,
    )
    expect(replay.json().data.idpemakaian).toBe(first.json().data.idpemakaian)
    expect(await listed()).toBe(1)

    // The technician's own licences only.
    const own = await call('GET', '/lisensiTeknisi/getData', { token: tokens.otherTeknisi })
    expect(own.json().data.map((l: { nomor: string }) => l.nomor)).toEqual(['PPT/UJI/1'])
    const id = licence.json().data.idlisensi
    expect((await call('GET', `/lisensiTeknisi/getData/${id}`, { token: tokens.teknisi })).statusCode).toBe(
      404,
    )
    expect((await call('GET', `/lisensiTeknisi/file/${id}`, { token: tokens.otherTeknisi })).statusCode).toBe(
      200,
    )
  })

  it('answers 404 for another technician’s visit and another customer’s applications; the customer reads its own', async () => {
    const plain = await addProduct({ nama_dagang: 'Gel fipronil (uji)', formulasi: 'gel', satuan: 'g' })
    const idpenjadwalan = await visit({
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      tanggal: '2026-05-02',
    })
    const body = { idpenjadwalan, idpestisida: plain, jumlah: 5, metode: 'lainnya' }
    const stranger = await record(body, tokens.otherTeknisi)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().errMessage).toBe('Penjadwalan tidak ditemukan')
    const mine = await record(body, tokens.teknisi)
    expect(mine.statusCode, mine.body).toBe(201)
    const id = mine.json().data.idpemakaian
    expect(
      (await call('GET', `/pemakaianPestisida/getData/${id}`, { token: tokens.pelanggan })).statusCode,
    ).toBe(200)
    expect(
      (await call('GET', `/pemakaianPestisida/getData/${id}`, { token: tokens.otherPelanggan })).statusCode,
    ).toBe(404)
    const others = await call('GET', `/pemakaianPestisida/getData?idpenjadwalan=${idpenjadwalan}`, {
      token: tokens.otherPelanggan,
    })
    expect(others.json().totalRows).toBe(0)
    const csv = await call(
      'GET',
      `/pemakaianPestisida/export?idpelanggan=${ids.pelanggan}&dari=2026-05-01&sampai=2026-05-31`,
    )
    expect(csv.body).toContain('Gel fipronil (uji)')
    expect(csv.body).toContain('RI. 0101-0000-002')
    expect(
      (await call('POST', '/pemakaianPestisida/createData', { token: tokens.pelanggan })).statusCode,
    ).toBe(403)

    // A mistaken entry: removed by the visit's technician only (another's answers 404), history kept.
    const other = await call('DELETE', `/pemakaianPestisida/deleteData/${id}`, { token: tokens.otherTeknisi })
    expect(other.statusCode).toBe(404)
    const removed = await call('DELETE', `/pemakaianPestisida/deleteData/${id}`, { token: tokens.teknisi })
    expect(removed.json().message).toBe('Pemakaian pestisida berhasil Dihapus')
    expect((await call('GET', `/pemakaianPestisida/getData/${id}`)).statusCode).toBe(404)
    const history = (await call('GET', `/pemakaianPestisida/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Pemakaian dicatat',
      'Pemakaian dihapus',
    ])
  })

  it("exports one site's applications by its visits (idlokasi): another site's stay out", async () => {
    const plain = await addProduct({ nama_dagang: 'Umpan lokasi (uji)', formulasi: 'umpan', satuan: 'g' })
    const { site } = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const atSite = await send('POST', '/penjadwalan/createData', {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      idlokasi: site.idlokasi,
      tanggal: '2026-06-03',
      jenis_pekerjaan: 'Pest Control',
    })
    expect(atSite.statusCode, atSite.body).toBe(201)
    const elsewhere = await visit({
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      tanggal: '2026-06-04',
    })
    const base = { idpestisida: plain, metode: 'umpan' }
    expect(
      (await record({ ...base, idpenjadwalan: atSite.json().data.idpenjadwalan, jumlah: 7 })).statusCode,
    ).toBe(201)
    expect((await record({ ...base, idpenjadwalan: elsewhere, jumlah: 9 })).statusCode).toBe(201)
    const url = `/pemakaianPestisida/export?idlokasi=${site.idlokasi}&dari=2026-06-01&sampai=2026-06-30`
    for (const token of [tokens.admin, tokens.pelanggan]) {
      const csv = await call('GET', url, { token })
      expect(csv.statusCode, csv.body).toBe(200)
      const lines = csv.body.split('\n').filter((line) => line.includes('Umpan lokasi (uji)'))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(';7;')
    }
    const stranger = await call('GET', url, { token: tokens.otherPelanggan })
    expect(stranger.body).not.toContain('Umpan lokasi (uji)')
    expect((await call('GET', '/pemakaianPestisida/export?idlokasi=abc')).statusCode).toBe(400)
  })

  it('changes a licence with its version (a stale one 409) and keeps its history after a delete', async () => {
    const added = await call('POST', '/lisensiTeknisi/createData', {
      form: [
        { name: 'idteknisi', value: String(ids.teknisi) },
        { name: 'jenis_lisensi', value: 'fumigator' },
        { name: 'nomor', value: 'FUM/UJI/9' },
        { name: 'berlaku_sampai', value: '2027-01-31' },
      ],
    })
    const id = added.json().data.idlisensi
    const form = (berlaku_sampai: string, version: string) => [
      { name: 'jenis_lisensi', value: 'fumigator' },
      { name: 'nomor', value: 'FUM/UJI/9' },
      { name: 'berlaku_sampai', value: berlaku_sampai },
      { name: 'version', value: version },
    ]
    const changed = await call('PUT', `/lisensiTeknisi/updateData/${id}`, { form: form('2029-01-31', '1') })
    expect(changed.json()).toMatchObject({ message: 'Data Lisensi berhasil Diupdate', data: { version: 2 } })
    const stale = await call('PUT', `/lisensiTeknisi/updateData/${id}`, { form: form('2030-01-31', '1') })
    expect(stale.statusCode).toBe(409)
    const missingFile = await call('GET', `/lisensiTeknisi/file/${id}`)
    expect(missingFile.json().errMessage).toBe('Lisensi ini belum memiliki file')
    const deleted = await call('DELETE', `/lisensiTeknisi/deleteData/${id}`)
    expect(deleted.json().message).toBe('Data Lisensi berhasil Dihapus')
    const history = (await call('GET', `/lisensiTeknisi/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Lisensi ditambahkan',
      'Lisensi diubah',
      'Lisensi dihapus',
    ])
    expect((await call('GET', '/lisensiTeknisi/getData', { token: tokens.pelanggan })).statusCode).toBe(403)
  })
})
