import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { companyProfileSeeder } from '../../modules/company-profile/index.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { eventCount as eventCountOf, multipartForm, pdfFile } from '../testing/uploads.ts'
import { bearer, seedDemoAccounts, signInDemoAccounts } from './identity-test-kit.ts'

let t: TestApp
let tokens: Record<string, string>
let customerId: number
let otherCustomerId: number
const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-tagihan-'))
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', UPLOAD_DIR: uploads })
  await seedDemoAccounts(t)
  ;({ tokens } = await signInDemoAccounts(t))
  const rows = (await t.database.db
    .selectFrom('customers' as never)
    .select(['idpelanggan', 'nama_pelanggan'] as never[])
    .orderBy('idpelanggan' as never)
    .execute()) as { idpelanggan: number }[]
  customerId = rows[0]!.idpelanggan
  otherCustomerId = rows[1]!.idpelanggan
}, 60_000)
afterAll(async () => {
  await t.close()
  rmSync(uploads, { recursive: true, force: true })
})

const URL = '/api/tagihan'
const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'
const today = todayJakarta()
const item = { deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_250_000 }
const valid = (extra: object = {}) => ({
  idpelanggan: customerId,
  tanggal_tagihan: '2026-11-21',
  jatuh_tempo: '2026-12-05',
  items: [item],
  ...extra,
})
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
  token = tokens.admin!,
) =>
  t.app.inject({
    method,
    url: `${URL}${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  })
const issue = (body: object = valid(), headers = {}) => call('POST', '/createData', body, headers)
const eventCount = () => eventCountOf(t.database.db, 'tagihan')
const nextNumber = async (year: number) =>
  Number(
    (
      (await t.database.db
        .selectFrom('invoice_numbers' as never)
        .select('terakhir' as never)
        .where('tahun' as never, '=', year as never)
        .executeTakeFirst()) as { terakhir: number } | undefined
    )?.terakhir ?? 0,
  ) + 1

const PDF = pdfFile()
const form = multipartForm

describe('before the company profile is filled', () => {
  it('refuses to issue: 400 with the profile message, nothing recorded, no number taken', async () => {
    const response = await issue()
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Profil perusahaan belum diisi' })
    expect(await eventCount()).toBe(0)
    expect(await nextNumber(2026)).toBe(1)
    await companyProfileSeeder.seed(t.database.db)
  })
})

describe('POST /api/tagihan/createData', () => {
  it('issues an invoice with its number, the PPN of the company profile, totals and terbilang', async () => {
    const response = await issue()
    expect(response.statusCode).toBe(201)
    expect(response.headers.etag).toBe('"1"')
    const body = response.json()
    expect(body.message).toBe('Tagihan berhasil diterbitkan')
    expect(body.data).toMatchObject({
      nomor_tagihan: 'INV/2026/0001',
      idpelanggan: customerId,
      nama_pelanggan: expect.any(String),
      tanggal_tagihan: '2026-11-21',
      jatuh_tempo: '2026-12-05',
      items: [{ ...item, idkatalog_harga: null, jumlah_harga: 1_250_000 }],
      ppn_persen: 11,
      subtotal: 1_250_000,
      dpp: 1_250_000,
      ppn: 137_500,
      total: 1_387_500,
      pph23: 0,
      jumlah_dibayar: 1_387_500,
      terbilang: 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah',
      status_pembayaran: 'belum lunas',
      status: 'terbit',
      tanggal_bayar: null,
      bukti_bayar: null,
      version: 1,
    })
  })

  it('defaults the dates to today and 14 days later, and computes discount and PPh 23', async () => {
    const before = todayJakarta()
    const response = await issue({
      idpelanggan: customerId,
      items: [item, { deskripsi: 'Semprot area', jumlah: '12.5', satuan: 'm²', harga_satuan: 10_000 }],
      diskon: 25_000,
      potong_pph23: true,
    })
    expect(response.statusCode).toBe(201)
    const data = response.json().data
    // Today as the server saw it: the day this call began or, across Jakarta's midnight, the next.
    expect([before, todayJakarta()]).toContain(data.tanggal_tagihan)
    expect(Date.parse(data.jatuh_tempo) - Date.parse(data.tanggal_tagihan)).toBe(14 * 86_400_000)
    expect(data).toMatchObject({
      subtotal: 1_375_000,
      dpp: 1_350_000,
      ppn: 148_500,
      total: 1_498_500,
      pph23: 27_000,
    })
    expect(data.jumlah_dibayar).toBe(1_471_500)
  })

  it.each([
    ['an unknown customer', { idpelanggan: 999_999 }, 'Pelanggan tidak ditemukan'],
    ['no items', { items: [] }, 'Item tagihan tidak boleh kosong'],
    ['a zero quantity', { items: [{ ...item, jumlah: 0 }] }, 'Jumlah harus lebih dari 0'],
    ['a negative price', { items: [{ ...item, harga_satuan: -5 }] }, 'Harga satuan tidak boleh negatif'],
    ['an unknown unit', { items: [{ ...item, satuan: 'kg' }] }, 'Satuan tidak valid'],
    [
      'a long description',
      { items: [{ ...item, deskripsi: 'x'.repeat(201) }] },
      'Deskripsi terlalu panjang (maksimal 200 karakter)',
    ],
    [
      'a due date before the invoice date',
      { jatuh_tempo: '2026-11-20' },
      'Jatuh tempo tidak boleh sebelum tanggal tagihan',
    ],
    ['a discount above the subtotal', { diskon: 1_250_001 }, 'Diskon tidak boleh melebihi subtotal'],
    ['an unknown contract', { idkontrak: 999_999 }, 'Kontrak tidak ditemukan'],
  ])('refuses %s with its message, records nothing and takes no number', async (_name, change, message) => {
    const before = await eventCount()
    const number = await nextNumber(2026)
    const response = await issue(valid(change))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await eventCount()).toBe(before)
    expect(await nextNumber(2026)).toBe(number)
  })

  it("refuses another customer's contract", async () => {
    const contract = await t.app.inject({
      method: 'POST',
      url: '/api/kontrak/createData',
      headers: bearer(tokens.admin!),
      payload: {
        idpelanggan: otherCustomerId,
        jenis_pekerjaan: 'Pest Control',
        periode_kunjungan: '1x / bulan',
        tanggal_mulai: '2026-12-01',
        tanggal_selesai: '2027-11-30',
        nilai_kontrak: 15_000_000,
      },
    })
    const idkontrak = contract.json().data.idkontrak
    const refused = await issue(valid({ idkontrak }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe('Kontrak bukan milik pelanggan ini')
    const accepted = await issue(valid({ idpelanggan: otherCustomerId, idkontrak }))
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().data.nomor_kontrak).toBe(contract.json().data.nomor_kontrak)
  })

  it("refuses an unknown visit and another customer's visit, and keeps the customer's own", async () => {
    const idteknisi = (
      (await t.database.db
        .selectFrom('technicians' as never)
        .select('idteknisi' as never)
        .where('status_aktif' as never, '=', 'aktif' as never)
        .executeTakeFirstOrThrow()) as { idteknisi: number }
    ).idteknisi
    const plan = (idpelanggan: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/penjadwalan/createData',
        headers: bearer(tokens.admin!),
        payload: { idpelanggan, idteknisi, tanggal: '2026-11-20', jenis_pekerjaan: 'Pest Control' },
      })
    const other = (await plan(otherCustomerId)).json().data.idpenjadwalan
    const own = (await plan(customerId)).json().data.idpenjadwalan
    const before = await eventCount()
    for (const [idpenjadwalan, message] of [
      [other, 'Penjadwalan bukan milik pelanggan ini'],
      [999_999, 'Penjadwalan tidak ditemukan'],
    ] as const) {
      const refused = await issue(valid({ idpenjadwalan }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errMessage).toBe(message)
    }
    expect(await eventCount()).toBe(before)
    const accepted = await issue(valid({ idpenjadwalan: own }))
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().data.idpenjadwalan).toBe(own)
  })

  it('is for admins only', async () => {
    for (const role of ['pelanggan', 'teknisi']) {
      const response = await call('POST', '/createData', valid(), {}, tokens[role])
      expect(response.statusCode).toBe(403)
      expect((await call('GET', '/getData', undefined, {}, tokens[role])).statusCode).toBe(403)
    }
  })

  it('gives ten concurrent issues of one year consecutive numbers without a gap', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        issue(valid({ tanggal_tagihan: '2031-01-10', jatuh_tempo: '2031-01-24' })),
      ),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const numbers = responses.map((r) => r.json().data.nomor_tagihan).sort()
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `INV/2031/${String(i + 1).padStart(4, '0')}`),
    )
  })

  it('answers a retry with the same idempotency key with the first invoice and takes no second number', async () => {
    const first = await issue(
      valid({ tanggal_tagihan: '2032-02-01', jatuh_tempo: '2032-02-15', idempotency_key: 'issue-a' }),
    )
    const again = await issue(valid({ tanggal_tagihan: '2032-02-01', jatuh_tempo: '2032-02-15' }), {
      'idempotency-key': 'issue-a',
    })
    expect(again.json().data).toEqual(first.json().data)
    expect(await nextNumber(2032)).toBe(2)
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        issue(
          valid({ tanggal_tagihan: '2033-03-01', jatuh_tempo: '2033-03-15', idempotency_key: 'issue-b' }),
        ),
      ),
    )
    expect(new Set(concurrent.map((r) => r.json().data.idtagihan)).size).toBe(1)
    expect(concurrent.map((r) => r.json().data.nomor_tagihan)).toEqual(Array(5).fill('INV/2033/0001'))
    expect(await nextNumber(2033)).toBe(2)
  })
})

describe('changing, paying and cancelling', () => {
  let id: number
  beforeAll(async () => {
    id = (await issue(valid({ catatan: 'awal' }))).json().data.idtagihan
  })

  it('changes an unpaid invoice and recomputes its totals; a stale version answers 409 and changes nothing', async () => {
    const changed = await call(
      'PUT',
      `/updateData/${id}`,
      valid({ items: [{ ...item, jumlah: 2 }], version: 1 }),
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({
      total: 2_775_000,
      version: 2,
      terbilang: 'dua juta tujuh ratus tujuh puluh lima ribu rupiah',
    })
    const before = await eventCount()
    const stale = await call('PUT', `/updateData/${id}`, valid({ version: 1 }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(STALE)
    expect(await eventCount()).toBe(before)
  })

  it('refuses payment dates in the future, before the invoice, or missing', async () => {
    const before = await eventCount()
    for (const [tanggal_bayar, message] of [
      ['2999-01-01', 'Tanggal bayar tidak boleh di masa depan'],
      ['2026-11-20', 'Tanggal bayar tidak boleh sebelum tanggal tagihan'],
      [undefined, 'Tanggal Bayar tidak boleh kosong'],
    ] as const) {
      const response = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'lunas', tanggal_bayar })
      expect(response.statusCode).toBe(400)
      expect(response.json().errMessage).toBe(message)
    }
    expect(await eventCount()).toBe(before)
  })

  it('records a payment with its proof (multipart), serves the proof, and then refuses edits and cancelling', async () => {
    const body = form([
      { name: 'status_pembayaran', value: 'lunas' },
      { name: 'tanggal_bayar', value: today },
      { name: 'bukti_bayar', value: PDF, filename: 'bukti.pdf' },
    ])
    const paid = await t.app.inject({
      method: 'PUT',
      url: `${URL}/editStatus/${id}`,
      headers: { ...bearer(tokens.admin!), 'content-type': body.type },
      payload: body.payload,
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().message).toBe('Pembayaran tagihan berhasil dicatat')
    expect(paid.json().data).toMatchObject({
      status_pembayaran: 'lunas',
      tanggal_bayar: today,
      bukti_bayar: `/api/tagihan/bukti/${id}`,
    })
    const proof = await call('GET', `/bukti/${id}`)
    expect(proof.statusCode).toBe(200)
    expect(proof.headers['content-type']).toBe('application/pdf')
    expect(proof.rawPayload.equals(PDF)).toBe(true)

    const before = await eventCount()
    const edit = await call('PUT', `/updateData/${id}`, valid())
    expect(edit.statusCode).toBe(409)
    expect(edit.json().errMessage).toBe('Tagihan yang sudah lunas tidak dapat diubah')
    const cancel = await call('DELETE', `/deleteData/${id}`)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().errMessage).toBe(
      'Tagihan yang sudah lunas tidak dapat dibatalkan. Batalkan pembayarannya terlebih dahulu',
    )
    expect(await eventCount()).toBe(before)
  })

  it('refuses a proof that is not jpg, png or pdf by its content', async () => {
    const other = (await issue()).json().data.idtagihan
    const body = form([
      { name: 'status_pembayaran', value: 'lunas' },
      { name: 'tanggal_bayar', value: today },
      { name: 'bukti_bayar', value: Buffer.from('MZ not a pdf'), filename: 'bukti.pdf' },
    ])
    const response = await t.app.inject({
      method: 'PUT',
      url: `${URL}/editStatus/${other}`,
      headers: { ...bearer(tokens.admin!), 'content-type': body.type },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().errMessage).toBe('Format file tidak didukung')
  })

  it('reverses the payment, then cancels the invoice keeping its number; a cancelled invoice takes no change', async () => {
    const reversed = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'belum lunas' })
    expect(reversed.statusCode).toBe(200)
    expect(reversed.json().data).toMatchObject({
      status_pembayaran: 'belum lunas',
      tanggal_bayar: null,
      bukti_bayar: null,
    })
    const number = reversed.json().data.nomor_tagihan
    const cancelled = await call('DELETE', `/deleteData/${id}`, undefined, {
      'if-match': `"${reversed.json().data.version}"`,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toMatchObject({ status: 'batal', nomor_tagihan: number })
    const before = await eventCount()
    const edit = await call('PUT', `/updateData/${id}`, valid())
    expect(edit.statusCode).toBe(409)
    expect(edit.json().errMessage).toBe('Tagihan yang sudah dibatalkan tidak dapat diubah')
    const pay = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'lunas', tanggal_bayar: today })
    expect(pay.statusCode).toBe(409)
    expect(pay.json().errMessage).toBe('Tagihan yang sudah dibatalkan tidak dapat dibayar')
    expect(await eventCount()).toBe(before)
  })

  it('answers the history of every change, oldest first', async () => {
    const response = await call('GET', `/history/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Tagihan diterbitkan',
      'Tagihan diubah',
      'Pembayaran dicatat',
      'Pembayaran dibatalkan',
      'Tagihan dibatalkan',
    ])
    expect(response.json().data[0].oleh).toEqual({ nama: expect.any(String), role: 'admin' })
    expect((await call('GET', '/history/999999')).statusCode).toBe(404)
  })

  it('answers 404 for an unknown invoice', async () => {
    const response = await call('GET', '/getData/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json().errMessage).toBe('Tagihan tidak ditemukan')
  })
})

describe('GET /api/tagihan/getData', () => {
  it('pages newest first with the summary of every filtered row', async () => {
    const all = await call('GET', '/getData?limit=100')
    const rows = all.json().data as { total: number; status: string; status_pembayaran: string }[]
    expect(all.json().totalRows).toBe(rows.length)
    const sum = (paid: string) =>
      rows
        .filter((r) => r.status === 'terbit' && r.status_pembayaran === paid)
        .reduce((s, r) => s + r.total, 0)
    expect(all.json().ringkasan).toEqual({
      total_belum_lunas: sum('belum lunas'),
      total_lunas: sum('lunas'),
      jumlah_terlambat: 0,
    })
    const page = await call('GET', '/getData?limit=2')
    expect(page.json()).toMatchObject({
      page: 0,
      limit: 2,
      totalRows: rows.length,
      ringkasan: all.json().ringkasan,
    })
    expect(page.json().data[0].idtagihan).toBeGreaterThan(page.json().data[1].idtagihan)
  })

  it('filters by number, year and month, payment status and cancellation', async () => {
    const byNumber = await call('GET', `/getData?search_query=${encodeURIComponent('inv/2031/0007')}`)
    expect(byNumber.json().data.map((r: { nomor_tagihan: string }) => r.nomor_tagihan)).toEqual([
      'INV/2031/0007',
    ])
    const year = await call('GET', '/getData?tahun=2031&bulan=1')
    expect(year.json().totalRows).toBe(10)
    expect(year.json().ringkasan.total_belum_lunas).toBe(10 * 1_387_500)
    const cancelled = await call('GET', '/getData?status=batal')
    expect(cancelled.json().data.every((r: { status: string }) => r.status === 'batal')).toBe(true)
    expect(cancelled.json().ringkasan).toEqual({ total_belum_lunas: 0, total_lunas: 0, jumlah_terlambat: 0 })
    const bad = await call('GET', '/getData?bulan=13')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Bulan harus berupa angka 1 sampai 12')
  })

  it('marks overdue invoices and filters them', async () => {
    const overdue = await issue(valid({ tanggal_tagihan: '2025-01-01', jatuh_tempo: '2025-01-15' }))
    expect(overdue.json().data.terlambat).toBe(true)
    const list = await call('GET', '/getData?terlambat=true')
    expect(list.json().data.map((r: { idtagihan: number }) => r.idtagihan)).toEqual([
      overdue.json().data.idtagihan,
    ])
    expect(list.json().ringkasan.jumlah_terlambat).toBe(1)
  })

  it('exports the filtered invoices as CSV', async () => {
    const response = await call('GET', '/export?tahun=2031')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.body).toContain('Nomor Tagihan;')
    expect(response.body).toContain('INV/2031/0010')
  })
})

describe('GET /api/tagihan/pdf/{id}', () => {
  it('answers a PDF holding the number, the customer, the total in Rp form and the terbilang', async () => {
    const created = (await issue(valid({ tanggal_tagihan: '2034-11-21', jatuh_tempo: '2034-12-05' }))).json()
      .data
    const response = await call('GET', `/pdf/${created.idtagihan}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toContain('filename="INV-2034-0001.pdf"')
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('INV/2034/0001')
    expect(flat).toContain(created.nama_pelanggan)
    expect(flat).toContain('Rp 1.387.500')
    expect(flat).toContain('satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah')
    expect(flat).toContain('21 November 2034')
    expect(flat).toContain('PPN 11%')
  })
})

describe('what points at customers', () => {
  it('keeps a customer with invoices from being deleted', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/pelanggan/deleteData/${otherCustomerId}`,
      headers: bearer(tokens.admin!),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toMatch(/^Data masih dipakai oleh .*tagihan, nonaktifkan saja$/)
  })
})

describe('GET /api/profil_perusahaan/history', () => {
  it('lists the profile changes for admins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profil_perusahaan/history',
      headers: bearer(tokens.admin!),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data[0]).toMatchObject({
      jenis: 'Profil perusahaan diisi',
      oleh: { nama: 'Sistem' },
    })
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/profil_perusahaan/history',
      headers: bearer(tokens.pelanggan!),
    })
    expect(denied.statusCode).toBe(403)
  })
})
