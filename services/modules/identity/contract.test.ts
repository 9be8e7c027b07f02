import { describe, expect, it } from 'vitest'
import { KODE_PELANGGAN_OPTIONS } from '../customers/contract.ts'
import { passwordChangeContract, profileContract } from './contract.ts'

describe('password rule', () => {
  const check = (password_baru: string) =>
    passwordChangeContract.validate({ password_lama: 'x', password_baru })
  it('needs at least 8 characters with a letter and a digit', () => {
    expect(check('Rahasia1')).toEqual({})
    expect(check('kata sandi 2026')).toEqual({})
    expect(check('Rahas1')).toEqual({ password_baru: 'Password baru minimal 8 karakter' })
    expect(check('12345678')).toEqual({ password_baru: 'Password baru harus mengandung huruf dan angka' })
    expect(check('abcdefgh')).toEqual({ password_baru: 'Password baru harus mengandung huruf dan angka' })
    expect(check(`${'a1'.repeat(64)}x`)).toEqual({
      password_baru: 'Password baru terlalu panjang (maksimal 128 karakter)',
    })
  })
})

describe('profile rules', () => {
  it('need a name and accept an empty email and phone', () => {
    expect(profileContract.validate({ nama: 'Budi', email: '', no_telp: '' })).toEqual({})
    expect(profileContract.validate({ nama: '', email: 'budi@', no_telp: '12' })).toEqual({
      nama: 'Nama wajib diisi',
      email: 'Masukkan format Email yang benar',
      no_telp: 'No Telp minimal 8 digit',
    })
  })
})

describe('customer codes', () => {
  it('are TTSG-{area}-{001..027} for the five areas, without 022', () => {
    expect(KODE_PELANGGAN_OPTIONS).toHaveLength(5 * 26)
    expect(KODE_PELANGGAN_OPTIONS).toContain('TTSG-sda-001')
    expect(KODE_PELANGGAN_OPTIONS).toContain('TTSG-mlng-027')
    expect(KODE_PELANGGAN_OPTIONS).not.toContain('TTSG-sby-022')
    expect(KODE_PELANGGAN_OPTIONS).not.toContain('TTSG-kdr-028')
  })
})
