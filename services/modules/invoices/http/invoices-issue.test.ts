import { describe, expect, it } from 'vitest'
import { bearer } from '../../../api/testing/signed-in.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { companyProfileSeeder } from '../../company-profile/index.ts'
import { EXAMPLE_AMOUNTS } from '../testing-amounts.ts'
import {
  call,
  customerId,
  eventCount,
  issue,
  item,
  otherCustomerId,
  t,
  tokens,
  useInvoiceTestApp,
  valid,
} from './testing.ts'

// Issuing invoices: the company profile it needs, its checks, numbers and references, and the
// customers that invoices keep from being deleted.
useInvoiceTestApp()

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
      jatuh_tempo: '2036-12-05',
      items: [{ ...item, idkatalog_harga: null, jumlah_harga: 1_250_000 }],
      ppn_persen: 11,
      ...EXAMPLE_AMOUNTS,
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

  // A customer reads its own invoices (invoices-own.test.ts) but changes none.
  it('is issued by admins only; a technician reads none', async () => {
    for (const role of ['pelanggan', 'teknisi']) {
      const response = await call('POST', '/createData', valid(), {}, tokens[role])
      expect(response.statusCode).toBe(403)
    }
    expect((await call('GET', '/getData', undefined, {}, tokens.teknisi)).statusCode).toBe(403)
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
