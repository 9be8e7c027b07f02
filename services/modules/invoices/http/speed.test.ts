import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { pageRequest } from '../../../core/paging.ts'
import { companyProfileSeeder } from '../../company-profile/index.ts'
import { type InvoiceFilters, listInvoices, matchingNames } from '../queries.ts'

// The read side kept for speed at scale (migration 2026-11-25T1100, docs/adr/0015): invoices_counts
// behind totalRows and the ringkasan, and invoice_search behind search_query. Whatever path a list
// takes, its totals must equal an exact SQL summary of the invoices.
let t: TestApp
let admin: string
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) })

const customerBody = {
  kode_pelanggan: 'TTSG-mjk-902',
  nama_pelanggan: 'UD Tagihan Lama',
  alamat: 'Jl. Kecepatan 2, Mojokerto',
  no_telp: '081234567892',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
}
let customer: number
const item = { deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_000_000 }
const today = todayJakarta()

useSignedInTestApp(async (signedIn) => {
  t = signedIn.t
  admin = signedIn.tokens.admin
  await companyProfileSeeder.seed(t.database.db)
  const created = await call('POST', '/pelanggan/createData', customerBody)
  expect(created.statusCode, created.body).toBe(201)
  customer = created.json().data.idpelanggan
})

async function issue(tanggal_tagihan: string, jatuh_tempo: string, jumlah = 1) {
  const response = await call('POST', '/tagihan/createData', {
    idpelanggan: customer,
    tanggal_tagihan,
    jatuh_tempo,
    items: [{ ...item, jumlah }],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { idtagihan: number; version: number; nomor_tagihan: string; total: number }
}

const counters = async () =>
  (
    await sql<{ key: string; n: string; total: string }>`
      select tahun || '-' || bulan || '-' || status || '-' || status_pembayaran || '-' || jatuh_tempo as key,
        n::text, total::text
      from invoices_counts order by 1`.execute(t.database.db)
  ).rows
const counted = async () =>
  (
    await sql<{ key: string; n: string; total: string }>`
      select extract(year from tanggal_tagihan)::int || '-' || extract(month from tanggal_tagihan)::int
        || '-' || status || '-' || status_pembayaran || '-'
        || case when status = 'terbit' and status_pembayaran = 'belum lunas' then jatuh_tempo::text else 'infinity' end as key,
        count(*)::text as n, sum(total)::text as total
      from invoices group by 1 order by 1`.execute(t.database.db)
  ).rows
const searchRows = async () =>
  (await sql`select * from invoice_search order by idtagihan`.execute(t.database.db)).rows
const searchExpected = async () =>
  (
    await sql`select i.idtagihan, i.idpelanggan, i.nomor_tagihan,
        lower(i.nomor_tagihan || E'\n' || coalesce(c.kode_pelanggan, '')) as search_text,
        i.tanggal_tagihan, i.jatuh_tempo, i.status, i.status_pembayaran, i.total,
        coalesce(lower(c.nama_pelanggan), '') as nama_search
      from invoices i left join customers c on c.idpelanggan = i.idpelanggan order by i.idtagihan`.execute(
      t.database.db,
    )
  ).rows
// The distinct names a search looks up (docs/adr/0023), and the invoices' own copy of the name.
const names = async () =>
  (
    await sql`select nama_search, n, (select count(*)::int from invoices i where i.nama_search = s.nama_search) as copies
      from invoice_names s order by nama_search`.execute(t.database.db)
  ).rows
const namesExpected = async () =>
  (
    await sql`select coalesce(lower(c.nama_pelanggan), '') as nama_search, count(*)::int as n, count(*)::int as copies
      from invoices i left join customers c on c.idpelanggan = i.idpelanggan group by 1 order by 1`.execute(
      t.database.db,
    )
  ).rows

// The exact summary of the invoices a filter mix selects, straight from the invoices table.
async function exact(where: ReturnType<typeof sql<boolean>>) {
  const { rows } = await sql<{ n: number; belum: number; lunas: number; terlambat: number }>`
    select count(*)::int as n,
      coalesce(sum(i.total) filter (where i.status = 'terbit' and i.status_pembayaran = 'belum lunas'), 0)::bigint as belum,
      coalesce(sum(i.total) filter (where i.status = 'terbit' and i.status_pembayaran = 'lunas'), 0)::bigint as lunas,
      (count(*) filter (where i.status = 'terbit' and i.status_pembayaran = 'belum lunas'
        and i.jatuh_tempo < ${today}::date))::int as terlambat
    from invoices i left join customers c on c.idpelanggan = i.idpelanggan
    where ${where}`.execute(t.database.db)
  const row = rows[0]!
  return {
    totalRows: row.n,
    ringkasan: {
      total_belum_lunas: Number(row.belum),
      total_lunas: Number(row.lunas),
      jumlah_terlambat: row.terlambat,
    },
  }
}

describe('invoice list read side at scale', () => {
  beforeAll(async () => {
    // 2021 and 2022: paid, unpaid not yet due, unpaid overdue, cancelled, changed, paid then reversed.
    const paid = await issue('2021-01-10', '2021-01-24')
    const notDue = await issue('2021-01-11', '2999-12-31', 2)
    await issue('2021-02-01', '2021-02-15', 3)
    const cancelled = await issue('2021-03-01', '2021-03-15')
    const changed = await issue('2021-03-02', '2021-03-16')
    const reversed = await issue('2022-05-05', '2022-05-19', 4)
    for (const id of [paid.idtagihan, reversed.idtagihan]) {
      const response = await call('PUT', `/tagihan/editStatus/${id}`, {
        status_pembayaran: 'lunas',
        tanggal_bayar: '2022-06-01',
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    const back = await call('PUT', `/tagihan/editStatus/${reversed.idtagihan}`, {
      status_pembayaran: 'belum lunas',
    })
    expect(back.statusCode, back.body).toBe(200)
    const cancel = await call('DELETE', `/tagihan/deleteData/${cancelled.idtagihan}`)
    expect(cancel.statusCode, cancel.body).toBe(200)
    const change = await call('PUT', `/tagihan/updateData/${changed.idtagihan}`, {
      idpelanggan: customer,
      tanggal_tagihan: '2021-04-02',
      jatuh_tempo: '2999-01-01',
      items: [{ ...item, jumlah: 5 }],
      version: changed.version,
    })
    expect(change.statusCode, change.body).toBe(200)
    expect(notDue.idtagihan).toBeGreaterThan(paid.idtagihan)
  })

  it('keeps the counters and the search rows equal to the invoices through issue, change, payment, reversal and cancel', async () => {
    expect(await counters()).toEqual(await counted())
    expect(await searchRows()).toEqual(await searchExpected())
    expect(await names()).toEqual(await namesExpected())
  })

  it('answers totalRows and the ringkasan of an exact SQL summary for every filter mix', async () => {
    const overdue = sql<boolean>`(i.status = 'terbit' and i.status_pembayaran = 'belum lunas' and i.jatuh_tempo < ${today}::date)`
    const mixes: [string, ReturnType<typeof sql<boolean>>][] = [
      ['', sql<boolean>`true`],
      ['tahun=2021', sql<boolean>`extract(year from i.tanggal_tagihan) = 2021`],
      [
        'tahun=2021&bulan=1&status_pembayaran=belum%20lunas',
        sql<boolean>`i.tanggal_tagihan >= '2021-01-01' and i.tanggal_tagihan < '2021-02-01' and i.status_pembayaran = 'belum lunas'`,
      ],
      [
        'bulan=3&status=batal',
        sql<boolean>`extract(month from i.tanggal_tagihan) = 3 and i.status = 'batal'`,
      ],
      ['terlambat=true', overdue],
      [
        'terlambat=false&tahun=2021',
        sql<boolean>`not ${overdue} and extract(year from i.tanggal_tagihan) = 2021`,
      ],
      [
        'search_query=tagihan%20lama&status_pembayaran=lunas',
        sql<boolean>`lower(c.nama_pelanggan) like '%tagihan lama%' and i.status_pembayaran = 'lunas'`,
      ],
      // A search's totals add a name part and a number-or-code part (docs/adr/0023): `m` is in the
      // name (lama) and the code (mjk) of the same invoices, counted once; `inv/2021` only in numbers.
      [
        'search_query=m',
        sql<boolean>`lower(c.nama_pelanggan || i.nomor_tagihan || c.kode_pelanggan) like '%m%'`,
      ],
      [
        'search_query=inv%2F2021&tahun=2021&terlambat=false',
        sql<boolean>`lower(i.nomor_tagihan) like '%inv/2021%' and extract(year from i.tanggal_tagihan) = 2021 and not ${overdue}`,
      ],
      [
        'search_query=902&bulan=1&status=terbit',
        sql<boolean>`c.kode_pelanggan like '%902%' and extract(month from i.tanggal_tagihan) = 1 and i.status = 'terbit'`,
      ],
    ]
    for (const [query, where] of mixes) {
      const response = await call('GET', `/tagihan/getData?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      const { totalRows, ringkasan } = response.json()
      expect({ query, totalRows, ringkasan }).toEqual({ query, ...(await exact(where)) })
      expect(totalRows, query).toBeGreaterThan(0)
    }
  })

  it('matches the names by their text once more names hold the search than it probes one by one, with the same rows and totals', async () => {
    const searches: InvoiceFilters[] = [
      { search_query: 'tagihan lama' },
      { search_query: 'm', status_pembayaran: 'lunas' },
      { search_query: 'a', tahun: 2021 },
      { search_query: 'lama', terlambat: false },
    ]
    for (const filters of searches) {
      expect(await matchingNames(t.database.db, filters, 0), JSON.stringify(filters)).toBeNull()
      const byText = await listInvoices(t.database.db, filters, pageRequest({ page: '0', limit: '3' }), 0)
      const byName = await listInvoices(t.database.db, filters, pageRequest({ page: '0', limit: '3' }))
      expect(byText, JSON.stringify(filters)).toEqual(byName)
      expect(byText.totalRows, JSON.stringify(filters)).toBeGreaterThan(0)
    }
  })

  it('finds a renamed or recoded customer’s invoices by the new name and code at once, and the number too', async () => {
    const renamed = await call('PUT', `/pelanggan/updateData/${customer}`, {
      ...customerBody,
      kode_pelanggan: 'TTSG-mjk-903',
      nama_pelanggan: 'UD Tagihan Baru Sekali',
      version: 1,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const all = await exact(sql<boolean>`i.idpelanggan = ${customer}`)
    for (const search of ['baru%20sekali', 'ttsg-mjk-903']) {
      const found = await call('GET', `/tagihan/getData?search_query=${search}`)
      expect(found.json()).toMatchObject(all)
      expect(found.json().data[0].nama_pelanggan).toBe('UD Tagihan Baru Sekali')
    }
    for (const search of ['tagihan%20lama', 'ttsg-mjk-902']) {
      expect((await call('GET', `/tagihan/getData?search_query=${search}`)).json().totalRows).toBe(0)
    }
    const { nomor_tagihan } = (await call('GET', '/tagihan/getData?tahun=2022')).json().data[0]
    const byNumber = await call('GET', `/tagihan/getData?search_query=${encodeURIComponent(nomor_tagihan)}`)
    expect(byNumber.json()).toMatchObject({ totalRows: 1, data: [{ nomor_tagihan }] })
    expect(await searchRows()).toEqual(await searchExpected())
    expect(await names()).toEqual(await namesExpected())
  })

  it('moves an invoice changed to another customer to that customer’s name in the search and its totals', async () => {
    const other = await call('POST', '/pelanggan/createData', {
      ...customerBody,
      kode_pelanggan: 'TTSG-mjk-904',
      nama_pelanggan: 'CV Pindahan Tagihan',
    })
    expect(other.statusCode, other.body).toBe(201)
    const moved = await issue('2023-02-02', '2999-02-16', 7)
    const change = await call('PUT', `/tagihan/updateData/${moved.idtagihan}`, {
      idpelanggan: other.json().data.idpelanggan,
      tanggal_tagihan: '2023-02-02',
      jatuh_tempo: '2999-02-16',
      items: [{ ...item, jumlah: 7 }],
      version: moved.version,
    })
    expect(change.statusCode, change.body).toBe(200)
    expect(await searchRows()).toEqual(await searchExpected())
    expect(await names()).toEqual(await namesExpected())
    const found = (await call('GET', '/tagihan/getData?search_query=pindahan')).json()
    expect(found).toMatchObject({
      totalRows: 1,
      ringkasan: { total_belum_lunas: moved.total, total_lunas: 0, jumlah_terlambat: 0 },
      data: [{ idtagihan: moved.idtagihan, nama_pelanggan: 'CV Pindahan Tagihan' }],
    })
  })
})
