import { describe, expect, it } from 'vitest'
import { formatRupiah, invoiceAmounts, itemAmount, terbilang } from './amounts.ts'
import { EXAMPLE_AMOUNTS } from './testing-amounts.ts'

describe('terbilang', () => {
  it.each([
    [0, 'nol rupiah'],
    [1, 'satu rupiah'],
    [11, 'sebelas rupiah'],
    [15, 'lima belas rupiah'],
    [20, 'dua puluh rupiah'],
    [99, 'sembilan puluh sembilan rupiah'],
    [100, 'seratus rupiah'],
    [111, 'seratus sebelas rupiah'],
    [250, 'dua ratus lima puluh rupiah'],
    [1_000, 'seribu rupiah'],
    [1_001, 'seribu satu rupiah'],
    [2_000, 'dua ribu rupiah'],
    [11_000, 'sebelas ribu rupiah'],
    [101_000, 'seratus satu ribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_001_000, 'satu juta seribu rupiah'],
    [1_387_500, 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah'],
    [12_000_000_000, 'dua belas miliar rupiah'],
    [
      1_234_567_890_123,
      'satu triliun dua ratus tiga puluh empat miliar lima ratus enam puluh tujuh juta delapan ratus sembilan puluh ribu seratus dua puluh tiga rupiah',
    ],
  ])('%i is "%s"', (amount, words) => {
    expect(terbilang(amount)).toBe(words)
  })

  it('refuses what is not a whole amount', () => {
    expect(() => terbilang(-1)).toThrow(RangeError)
    expect(() => terbilang(1.5)).toThrow(RangeError)
  })
})

describe('invoice amounts', () => {
  it('computes the example of the specification: 1 250 000 with PPN 11 %', () => {
    expect(
      invoiceAmounts({
        items: [{ jumlah: 1, harga_satuan: 1_250_000 }],
        diskon: 0,
        ppn_persen: 11,
        potong_pph23: false,
      }),
    ).toEqual(EXAMPLE_AMOUNTS)
  })

  it('takes the discount before PPN and withholds PPh 23 as 2 % of the DPP', () => {
    expect(
      invoiceAmounts({
        items: [
          { jumlah: 2, harga_satuan: 500_000 },
          { jumlah: 12.5, harga_satuan: 10_000 },
        ],
        diskon: 25_000,
        ppn_persen: 11,
        potong_pph23: true,
      }),
    ).toEqual({
      subtotal: 1_125_000,
      dpp: 1_100_000,
      ppn: 121_000,
      total: 1_221_000,
      pph23: 22_000,
      jumlah_dibayar: 1_199_000,
    })
  })

  it.each([
    // jumlah × harga_satuan rounded half up to the Rupiah, per item
    [{ jumlah: 0.5, harga_satuan: 3 }, 2],
    [{ jumlah: 0.25, harga_satuan: 2 }, 1],
    [{ jumlah: 0.01, harga_satuan: 49 }, 0],
    [{ jumlah: 0.01, harga_satuan: 50 }, 1],
    [{ jumlah: 1.15, harga_satuan: 100 }, 115],
    [{ jumlah: 99_999.99, harga_satuan: 1_000_000_000 }, 99_999_990_000_000],
  ])('item %o costs %i', (item, amount) => {
    expect(itemAmount(item)).toBe(amount)
  })

  it('rounds PPN and PPh 23 half up to the Rupiah', () => {
    const amounts = invoiceAmounts({
      items: [{ jumlah: 1, harga_satuan: 150 }],
      diskon: 0,
      ppn_persen: 11,
      potong_pph23: true,
    })
    // 150 × 11 % = 16.5 → 17; 150 × 2 % = 3
    expect(amounts).toMatchObject({ ppn: 17, total: 167, pph23: 3, jumlah_dibayar: 164 })
    const half = invoiceAmounts({
      items: [{ jumlah: 1, harga_satuan: 25 }],
      diskon: 0,
      ppn_persen: 0,
      potong_pph23: true,
    })
    // 25 × 2 % = 0.5 → 1
    expect(half).toMatchObject({ ppn: 0, total: 25, pph23: 1, jumlah_dibayar: 24 })
  })

  it('is all zero for a free invoice', () => {
    expect(
      invoiceAmounts({
        items: [{ jumlah: 3, harga_satuan: 0 }],
        diskon: 0,
        ppn_persen: 11,
        potong_pph23: true,
      }),
    ).toEqual({
      subtotal: 0,
      dpp: 0,
      ppn: 0,
      total: 0,
      pph23: 0,
      jumlah_dibayar: 0,
    })
  })

  it('writes money in the Indonesian form', () => {
    expect(formatRupiah(1_387_500)).toBe('Rp 1.387.500')
    expect(formatRupiah(0)).toBe('Rp 0')
  })
})
