import { describe, expect, it } from 'vitest'
import { boolean, choice, contractOf, date, defineContract, integer, text } from './contract.ts'
import { ValidationError } from './errors.ts'

const contract = defineContract(
  {
    nama: text({ label: 'Nama', required: 'Nama wajib diisi', max: 10 }),
    catatan: text({ label: 'Catatan', max: 50, multiline: true }),
    sandi: text({ label: 'Sandi', max: 20, raw: true }),
    jenis: choice(['Rumah', 'Bisnis'] as const, { label: 'Jenis', message: 'Jenis tidak valid' }),
    jumlah: integer({ label: 'Jumlah', min: { value: 1, message: 'Jumlah minimal 1' } }),
    tanggal: date({ label: 'Tanggal' }),
    aktif: boolean({ label: 'Aktif' }),
  },
  { example: { nama: 'Budi' } },
)

describe('a contract', () => {
  it('cleans what passes: trimmed text, numbers from digits, booleans, blanks and unknown fields left out', () => {
    expect(
      contract.parse({
        nama: ' Budi ',
        catatan: '  baris satu\nbaris dua\t ',
        sandi: ' rahasia ',
        jenis: 'Rumah',
        jumlah: ' 12 ',
        tanggal: '2026-11-23',
        aktif: 'false',
        lain: 'dibuang',
      }),
    ).toEqual({
      nama: 'Budi',
      catatan: 'baris satu\nbaris dua',
      sandi: ' rahasia ',
      jenis: 'Rumah',
      jumlah: 12,
      tanggal: '2026-11-23',
      aktif: false,
    })
    expect(contract.parse({ nama: 'A', jumlah: '', catatan: '  ' })).toEqual({ nama: 'A' })
  })

  it('refuses with the first message and all of them', () => {
    const refuse = () => contract.parse({ nama: '', jumlah: '0', tanggal: '2026-02-30' })
    expect(refuse).toThrow(ValidationError)
    expect(refuse).toThrow('Nama wajib diisi')
    try {
      refuse()
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({
        nama: 'Nama wajib diisi',
        jumlah: 'Jumlah minimal 1',
        tanggal: 'Tanggal harus berupa tanggal yang valid',
      })
    }
    expect(() => contract.parse(['nama'])).toThrow('Data yang dikirim tidak valid')
    expect(() => contract.parse(null)).toThrow('Data yang dikirim tidak valid')
  })

  it.each([
    ['a lone surrogate half', { nama: 'Bu\ud800di' }, 'Nama mengandung teks yang tidak valid'],
    ['a control character', { nama: 'Bu\u0007di' }, 'Nama mengandung karakter yang tidak diizinkan'],
    ['a line break in one-line text', { nama: 'Bu\ndi' }, 'Nama mengandung karakter yang tidak diizinkan'],
    ['a bidirectional override', { nama: 'Bu\u202edi' }, 'Nama mengandung karakter yang tidak diizinkan'],
    ['text that is too long', { nama: 'x'.repeat(11) }, 'Nama terlalu panjang (maksimal 10 karakter)'],
    ['a number with thousands dots', { nama: 'A', jumlah: '1.000' }, 'Jumlah minimal 1'],
    ['a fraction', { nama: 'A', jumlah: 2.5 }, 'Jumlah minimal 1'],
    ['an unknown choice', { nama: 'A', jenis: 'Kantor' }, 'Jenis tidak valid'],
    ['a word for a boolean', { nama: 'A', aktif: 'ya' }, 'Aktif harus berupa ya atau tidak'],
    ['a number for text', { nama: 5 }, 'Nama harus berupa teks'],
  ])('refuses %s', (_name, values, message) => {
    expect(() => contract.parse(values)).toThrow(message)
  })

  it('describes the same fields as a TypeBox schema, found again from the schema', () => {
    expect(contract.schema.required).toEqual(['nama'])
    const annotations = contract.schema as unknown as Record<string, unknown>
    expect(annotations.additionalProperties).toBe(false)
    expect(contract.schema.properties.jumlah).toMatchObject({ type: 'integer', minimum: 1 })
    expect(contract.schema.properties.jenis).toMatchObject({ enum: ['Rumah', 'Bisnis'] })
    expect(annotations.examples).toEqual([{ nama: 'Budi' }])
    expect(contractOf(contract.schema)).toBe(contract)
    expect(contractOf({ type: 'object' })).toBeUndefined()
  })
})
