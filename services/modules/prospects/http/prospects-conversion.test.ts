import { describe, expect, it } from 'vitest'
import { call, eventCount, t, useProspectTestApp, valid } from './testing.ts'

// A prospect turned into a customer.
useProspectTestApp()

describe('pemesanan: conversion to a customer', () => {
  const prospect = {
    ...valid,
    nama: 'Toko Konversi Jaya',
    email: 'konversi@contoh.co.id',
    alamat: 'Jl. Raya Porong 12, Sidoarjo',
    jenis_usaha: 'Bisnis',
    jenis_pekerjaan: 'Rodent Control',
  }
  const customerEvents = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('stream_type', '!=', 'prospect')
          .where('type', 'like', 'Customer%')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates the customer prefilled from the prospect and marks the prospect deal, once', async () => {
    const { data } = (await call('POST', '/addData', prospect)).json()
    const id = data.idpemesanan
    const before = { prospects: await eventCount(), customers: await customerEvents() }
    const missing = await call('POST', `/konversi/${id}`, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errMessage).toBe('Kode Pelanggan tidak boleh kosong')
    const stale = await call(
      'POST',
      `/konversi/${id}`,
      { kode_pelanggan: 'TTSG-mlng-301', periode_kunjungan: '1x / bulan' },
      { 'if-match': '"7"' },
    )
    expect(stale.statusCode).toBe(409)
    expect({ prospects: await eventCount(), customers: await customerEvents() }).toEqual(before)

    const converted = await call(
      'POST',
      `/konversi/${id}`,
      { kode_pelanggan: 'TTSG-mlng-301', periode_kunjungan: '1x / bulan', nama_kontak: 'Pak Joko' },
      { 'if-match': '"1"' },
    )
    expect(converted.statusCode, converted.body).toBe(200)
    const body = converted.json()
    expect(body.message).toBe('Prospek berhasil dikonversi menjadi pelanggan')
    expect(body.data.pelanggan).toMatchObject({
      kode_pelanggan: 'TTSG-mlng-301',
      nama_pelanggan: 'Toko Konversi Jaya',
      nama_kontak: 'Pak Joko',
      no_telp: valid.no_telp,
      email: 'konversi@contoh.co.id',
      alamat: 'Jl. Raya Porong 12, Sidoarjo',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Rodent Control',
    })
    expect(body.data.pemesanan).toMatchObject({
      status: 'deal',
      idpelanggan: body.data.pelanggan.idpelanggan,
      version: 2,
    })

    const again = await call('POST', `/konversi/${id}`, {
      kode_pelanggan: 'TTSG-mlng-302',
      periode_kunjungan: '1x / bulan',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().errMessage).toBe('Prospek ini sudah dikonversi menjadi pelanggan')
    const reopen = await call('PUT', `/editData/${id}`, { ...prospect, status: 'baru' })
    expect(reopen.json().errMessage).toBe('Status tidak dapat diubah menjadi baru')
    const history = (await call('GET', `/history/${id}`)).json().data
    expect(history.at(-1)).toMatchObject({ jenis: 'Dikonversi menjadi pelanggan' })
  })

  it('takes the fields sent over the prospect, and leaves the prospect as it was when the customer is refused', async () => {
    const { data } = (await call('POST', '/addData', { ...prospect, nama: 'Prospek Kode Bentrok' })).json()
    const first = await call('POST', `/konversi/${data.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-303',
      periode_kunjungan: '1x / bulan',
      nama_pelanggan: 'Nama Resmi PT',
    })
    expect(first.json().data.pelanggan.nama_pelanggan).toBe('Nama Resmi PT')
    const other = (await call('POST', '/addData', { ...prospect, nama: 'Prospek Kedua' })).json().data
    const noAddress = (await call('POST', '/addData', { ...valid, nama: 'Tanpa Alamat' })).json().data
    const before = { prospects: await eventCount(), customers: await customerEvents() }
    const clash = await call('POST', `/konversi/${other.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-303',
      periode_kunjungan: '1x / bulan',
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().errMessage).toBe('Kode Pelanggan sudah dipakai')
    const refused = await call('POST', `/konversi/${noAddress.idpemesanan}`, {
      kode_pelanggan: 'TTSG-mlng-304',
      periode_kunjungan: '1x / bulan',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe('Alamat tidak boleh kosong')
    expect({ prospects: await eventCount(), customers: await customerEvents() }).toEqual(before)
    expect((await call('GET', `/getData/${other.idpemesanan}`)).json().data.status).toBe('baru')
    expect((await call('POST', '/konversi/987654', {})).statusCode).toBe(404)
  })
})
