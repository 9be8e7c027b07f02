import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInAppWithUploads } from '../../../api/testing/signed-in.ts'
import { eventCount as countEvents } from '../../../api/testing/uploads.ts'

// Shared by the schedule API tests: the signed-in demo app with an upload folder of its own, the
// demo technician and customer, another customer, an active and an inactive technician, request
// helpers and a valid visit. A test file calls useScheduleTestApp() once; the bindings below are
// then set before its first test (each test file imports this module afresh, so they are that
// file's own, on a database of its own).

export let t: TestApp
export let tokens: Record<'admin' | 'teknisi' | 'pelanggan', string>
export let ownTechnician: number
export let ownCustomer: number
export let otherCustomer: number
export let otherTechnician: number
export let inactiveTechnician: number
export const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-penjadwalan-'))

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export const call = moduleRequests('/api', () => ({ t, tokens }))

export function useScheduleTestApp() {
  useSignedInAppWithUploads(uploads, async (signedIn) => {
    t = signedIn.t
    tokens = signedIn.tokens
    ownTechnician = signedIn.users.teknisi.idteknisi as number
    ownCustomer = signedIn.users.pelanggan.idpelanggan as number
    const customer = await call('POST', '/pelanggan/createData', {
      kode_pelanggan: 'TTSG-sda-777',
      nama_pelanggan: 'CV Jadwal Uji',
      alamat: 'Jl. Uji Coba 7, Sidoarjo',
      no_telp: '081234567890',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
    })
    expect(customer.statusCode, customer.body).toBe(201)
    otherCustomer = customer.json().data.idpelanggan
    const technician = async (nama: string, status_aktif: string) => {
      const response = await call('POST', '/teknisi/createData', {
        nama_teknisi: nama,
        no_telp: '081298765432',
        status_aktif,
      })
      expect(response.statusCode, response.body).toBeLessThan(300)
      return response.json().data.idteknisi as number
    }
    otherTechnician = await technician('Teknisi Lain', 'aktif')
    inactiveTechnician = await technician('Teknisi Cuti', 'tidak aktif')
  })
}

export const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'
export const visit = (overrides: object = {}) => ({
  idpelanggan: ownCustomer,
  idteknisi: ownTechnician,
  tanggal: '2026-12-07',
  jam: '09:00',
  jenis_pekerjaan: 'Pest Control',
  ...overrides,
})
export const eventCount = () => countEvents(t.database.db, 'penjadwalan')
export async function create(overrides: object = {}) {
  const response = await call('POST', '/penjadwalan/createData', visit(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { idpenjadwalan: number; version: number } & Record<string, unknown>
}
export async function contract(overrides: object = {}) {
  const response = await call('POST', '/kontrak/createData', {
    idpelanggan: ownCustomer,
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan: '1x / bulan',
    tanggal_mulai: '2026-12-01',
    tanggal_selesai: '2027-11-30',
    nilai_kontrak: 12_000_000,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { idkontrak: number; nomor_kontrak: string; version: number }
}
