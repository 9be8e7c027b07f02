import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../core/errors.ts'
import { pembayaranContract, tagihanContract } from './contract.ts'

const item = { deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_250_000 }

function fieldsOf(values: unknown): Record<string, string> {
  try {
    tagihanContract.parse(values)
  } catch (error) {
    return (error as ValidationError).fields ?? {}
  }
  return {}
}

describe('the invoice contract', () => {
  it('cleans an invoice with its items: decimals kept, text trimmed, unknown fields dropped', () => {
    expect(
      tagihanContract.parse({
        idpelanggan: '3',
        items: [{ ...item, deskripsi: ' Gudang ', jumlah: '12.5', lain: 'x' }],
        potong_pph23: 'true',
      }),
    ).toEqual({
      idpelanggan: 3,
      items: [{ deskripsi: 'Gudang', jumlah: 12.5, satuan: 'kunjungan', harga_satuan: 1_250_000 }],
      potong_pph23: true,
    })
  })

  it.each([
    ['no items', { idpelanggan: 1 }, 'Item tagihan tidak boleh kosong'],
    ['an empty list', { idpelanggan: 1, items: [] }, 'Item tagihan tidak boleh kosong'],
    ['items that are not a list', { idpelanggan: 1, items: 'x' }, 'Item tagihan harus berupa daftar'],
    ['an item that is not an object', { idpelanggan: 1, items: [5] }, 'Item tagihan ke-1 tidak valid'],
    ['a zero quantity', { idpelanggan: 1, items: [{ ...item, jumlah: 0 }] }, 'Jumlah harus lebih dari 0'],
    [
      'a negative quantity',
      { idpelanggan: 1, items: [{ ...item, jumlah: -2 }] },
      'Jumlah harus lebih dari 0',
    ],
    [
      'three decimals',
      { idpelanggan: 1, items: [{ ...item, jumlah: 1.255 }] },
      'Jumlah harus berupa angka dengan paling banyak 2 angka di belakang koma',
    ],
    [
      'a negative price',
      { idpelanggan: 1, items: [{ ...item, harga_satuan: -1 }] },
      'Harga satuan tidak boleh negatif',
    ],
    ['an unknown unit', { idpelanggan: 1, items: [{ ...item, satuan: 'kg' }] }, 'Satuan tidak valid'],
    [
      'a long description',
      { idpelanggan: 1, items: [{ ...item, deskripsi: 'x'.repeat(201) }] },
      'Deskripsi terlalu panjang (maksimal 200 karakter)',
    ],
    ['a negative discount', { idpelanggan: 1, items: [item], diskon: -5 }, 'Diskon tidak boleh negatif'],
    ['no customer', { items: [item] }, 'Pelanggan tidak boleh kosong'],
  ])('refuses %s', (_name, values, message) => {
    expect(() => tagihanContract.parse(values)).toThrow(ValidationError)
    expect(() => tagihanContract.parse(values)).toThrow(message)
  })

  it('names the faulty entry of the list for the form', () => {
    expect(fieldsOf({ idpelanggan: 1, items: [item, { ...item, jumlah: 0, harga_satuan: -1 }] })).toEqual({
      'items.1.jumlah': 'Jumlah harus lebih dari 0',
      'items.1.harga_satuan': 'Harga satuan tidak boleh negatif',
    })
  })

  it('documents the items as an array of objects', () => {
    expect(tagihanContract.schema.properties.items).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 50,
    })
  })

  it('checks the payment status', () => {
    expect(pembayaranContract.parse({ status_pembayaran: 'lunas', tanggal_bayar: '2026-11-25' })).toEqual({
      status_pembayaran: 'lunas',
      tanggal_bayar: '2026-11-25',
    })
    expect(() => pembayaranContract.parse({ status_pembayaran: 'dibayar' })).toThrow(
      'Status Pembayaran tidak valid',
    )
  })
})
