import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { pdfFile } from '../../../api/testing/uploads.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { companyProfileSeeder } from '../../company-profile/index.ts'
import { moduleKit } from '../../index.ts'
import { createSchedule } from '../../schedules/index.ts'

useCustomerRecordsTestApp()

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function visitOn(tanggal: string, jam: string | null) {
  const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
  const planned = await createSchedule(
    deps,
    {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      idkontrak: null,
      tanggal,
      jam,
      jenis_pekerjaan: 'Termite Control',
      lokasi: null,
      catatan: '',
    },
    { userId: null, role: 'admin', requestId: 'test' },
  )
  return planned.idpenjadwalan
}

async function certificateExpiring(tanggal_expired: string) {
  const response = await call('POST', '/sertifikat_rayap/createData', {
    form: [
      { name: 'idpenjadwalan', value: String(await visitOn('2026-01-05', null)) },
      { name: 'tanggal_expired', value: tanggal_expired },
      { name: 'file_sertifikat', value: pdfFile(), filename: 'sertifikat.pdf' },
    ],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.idsertifikat_rayap as number
}

async function invoice(tanggal_tagihan: string, jatuh_tempo: string, harga_satuan: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tagihan/createData',
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: {
      idpelanggan: ids.pelanggan,
      tanggal_tagihan,
      jatuh_tempo,
      items: [{ deskripsi: 'Anti rayap', jumlah: 1, satuan: 'paket', harga_satuan }],
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { idtagihan: number; total: number }
}

const attention = (token: string | null = tokens.admin!) => call('GET', '/beranda/perhatian', { token })

describe('GET /api/beranda/perhatian', () => {
  it('answers nothing to a signed-out caller, a customer or a technician', async () => {
    expect((await attention(null)).statusCode).toBe(401)
    for (const role of ['pelanggan', 'teknisi']) {
      const response = await attention(tokens[role]!)
      expect(response.statusCode, role).toBe(403)
      expect(response.body).not.toContain('sertifikat_berakhir')
    }
  })

  it('lists certificates expiring within 60 days, licences within 30, today’s visits and the overdue invoices with their total', async () => {
    const today = todayJakarta()
    const soon = await certificateExpiring(addDays(today, 10))
    const sooner = await certificateExpiring(addDays(today, 0))
    const last = await certificateExpiring(addDays(today, 60))
    await certificateExpiring(addDays(today, 61))
    await certificateExpiring(addDays(today, -1))

    const licence = async (berlaku_sampai: string) => {
      const added = await call('POST', '/lisensiTeknisi/createData', {
        form: [
          { name: 'idteknisi', value: String(ids.teknisi) },
          { name: 'jenis_lisensi', value: 'fumigator' },
          { name: 'nomor', value: `FUM/${berlaku_sampai}` },
          { name: 'berlaku_sampai', value: berlaku_sampai },
        ],
      })
      expect(added.statusCode, added.body).toBe(201)
      return added.json().data.idlisensi as number
    }
    const licenceSoon = await licence(addDays(today, 30))
    await licence(addDays(today, 31))
    await licence(addDays(today, -1))

    const late = await visitOn(today, '14:00')
    const early = await visitOn(today, '08:30')
    await visitOn(addDays(today, 1), '08:00')

    await companyProfileSeeder.seed(t.database.db)
    const older = await invoice(addDays(today, -40), addDays(today, -26), 2_000_000)
    const overdue = await invoice(addDays(today, -20), addDays(today, -6), 1_000_000)
    await invoice(addDays(today, -3), addDays(today, 11), 5_000_000)
    const paid = await invoice(addDays(today, -30), addDays(today, -16), 3_000_000)
    const payment = await t.app.inject({
      method: 'PUT',
      url: `/api/tagihan/editStatus/${paid.idtagihan}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { status_pembayaran: 'lunas', tanggal_bayar: today },
    })
    expect(payment.statusCode, payment.body).toBe(200)

    const response = await attention()
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { data } = response.json()
    expect(data.tanggal).toBe(today)
    expect(data.sertifikat_berakhir.jumlah).toBe(3)
    expect(
      data.sertifikat_berakhir.data.map((c: { idsertifikat_rayap: number }) => c.idsertifikat_rayap),
    ).toEqual([sooner, soon, last])
    expect(data.sertifikat_berakhir.data[0]).toMatchObject({
      status_sertifikat: 'berlaku',
      nomor_sertifikat: expect.any(String),
    })

    // A technician's licence ending within 30 days (not one ending later, nor one already over).
    expect(data.lisensi_berakhir.jumlah).toBe(1)
    expect(data.lisensi_berakhir.data[0]).toMatchObject({
      idlisensi: licenceSoon,
      nama_teknisi: expect.any(String),
    })

    expect(data.kunjungan_hari_ini).toMatchObject({ jumlah: 2, belum_selesai: 2 })
    expect(data.kunjungan_hari_ini.data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan)).toEqual([
      early,
      late,
    ])

    // The paid one and the one not yet due are not overdue; the longest overdue comes first.
    expect(data.tagihan_terlambat).toMatchObject({ jumlah: 2, total: older.total + overdue.total })
    expect(data.tagihan_terlambat.data.map((i: { idtagihan: number }) => i.idtagihan)).toEqual([
      older.idtagihan,
      overdue.idtagihan,
    ])
    expect(data.tagihan_terlambat.data[0]).toMatchObject({
      terlambat: true,
      status_pembayaran: 'belum lunas',
    })
  })
})
