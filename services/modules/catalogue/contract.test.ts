import { describe, expect, it } from 'vitest'
import { katalogCreateContract, katalogUpdateContract } from './contract.ts'

const complete = {
  jenis_layanan: 'Termite Control (Pasca Konstruksi)',
  deskripsi: 'Injeksi termitisida',
  harga: 25000,
  minimal_luasan: 50,
  minimum_cost: 1250000,
}

describe('catalogue add rules', () => {
  it('accepts a complete entry, numbers given as numbers or as digits', () => {
    expect(katalogCreateContract.validate(complete)).toEqual({})
    expect(katalogCreateContract.validate({ ...complete, harga: '25000', minimum_cost: ' 0 ' })).toEqual({})
  })

  it('names every missing field with its own message, in form order', () => {
    expect(katalogCreateContract.validate({})).toEqual({
      jenis_layanan: 'Nama Layanan tidak boleh kosong',
      deskripsi: 'Deskripsi tidak boleh kosong',
      harga: 'Harga tidak boleh kosong',
      minimal_luasan: 'Minimal Luasan tidak boleh kosong',
      minimum_cost: 'Minimum Cost tidak boleh kosong',
    })
  })

  it.each([
    ['a negative price', { harga: -1 }, 'harga', 'Harga harus berupa bilangan bulat tidak negatif'],
    ['cents', { harga: 2500.5 }, 'harga', 'Harga harus berupa bilangan bulat tidak negatif'],
    ['thousands dots', { harga: '25.000' }, 'harga', 'Harga harus berupa bilangan bulat tidak negatif'],
    [
      'an exponent',
      { minimum_cost: '1e6' },
      'minimum_cost',
      'Minimum Cost harus berupa bilangan bulat tidak negatif',
    ],
    [
      'words',
      { minimal_luasan: 'lima puluh' },
      'minimal_luasan',
      'Minimal Luasan harus berupa bilangan bulat tidak negatif',
    ],
    [
      'a long name',
      { jenis_layanan: 'x'.repeat(101) },
      'jenis_layanan',
      'Nama Layanan terlalu panjang (maksimal 100 karakter)',
    ],
    [
      'a long description',
      { deskripsi: 'x'.repeat(2001) },
      'deskripsi',
      'Deskripsi terlalu panjang (maksimal 2000 karakter)',
    ],
  ])('refuses %s', (_name, change, field, message) => {
    expect(katalogCreateContract.validate({ ...complete, ...change })).toEqual({ [field]: message })
  })
})

describe('catalogue edit rules', () => {
  it('needs only name, description and price', () => {
    const { minimal_luasan: _a, minimum_cost: _c, ...required } = complete
    expect(katalogUpdateContract.validate(required)).toEqual({})
    expect(katalogUpdateContract.validate({ ...required, minimal_luasan: '', minimum_cost: null })).toEqual(
      {},
    )
    expect(katalogUpdateContract.validate({})).toEqual({
      jenis_layanan: 'Nama Layanan tidak boleh kosong',
      deskripsi: 'Deskripsi tidak boleh kosong',
      harga: 'Harga tidak boleh kosong',
    })
  })

  it('still checks the optional numbers when they are given', () => {
    expect(katalogUpdateContract.validate({ ...complete, minimum_cost: -5 })).toEqual({
      minimum_cost: 'Minimum Cost harus berupa bilangan bulat tidak negatif',
    })
  })
})
