import { describe, expect, it } from 'vitest'
import {
  katalogCreateContract,
  katalogUpdateContract,
} from '../../../../services/modules/catalogue/contract.ts'
import { EMPTY_CATALOGUE_FORM, formValuesOf } from './form-values.ts'

const typed = {
  jenis_layanan: '  Fumigasi Kapal ',
  deskripsi: 'Fumigasi palka dan kontainer.',
  harga: ' 7500',
  minimal_luasan: '100',
  minimum_cost: '750000',
}

describe('the catalogue form values', () => {
  it('send whole Rupiah and m² as numbers and trimmed text', () => {
    expect(katalogCreateContract.parse(typed)).toEqual({
      jenis_layanan: 'Fumigasi Kapal',
      deskripsi: 'Fumigasi palka dan kontainer.',
      harga: 7500,
      minimal_luasan: 100,
      minimum_cost: 750000,
    })
  })

  it('leave an emptied minimum out of an edit, so the stored value stays', () => {
    expect(katalogUpdateContract.parse({ ...typed, minimal_luasan: ' ', minimum_cost: '' })).toEqual({
      jenis_layanan: 'Fumigasi Kapal',
      deskripsi: 'Fumigasi palka dan kontainer.',
      harga: 7500,
    })
  })

  it('fill the edit form from a stored entry', () => {
    const entry = {
      idkatalog_harga: 4,
      jenis_layanan: 'Disinfeksi Ruangan',
      deskripsi: 'Penyemprotan disinfektan.',
      harga: 2000,
      minimal_luasan: 100,
      minimum_cost: 200000,
      created_at: '2026-11-21T00:00:00.000Z',
      updated_at: '2026-11-21T00:00:00.000Z',
    }
    expect(formValuesOf(entry)).toEqual({
      jenis_layanan: 'Disinfeksi Ruangan',
      deskripsi: 'Penyemprotan disinfektan.',
      harga: '2000',
      minimal_luasan: '100',
      minimum_cost: '200000',
    })
  })

  it('give the five messages of an empty add form, and three of an empty edit form', () => {
    expect(Object.values(katalogCreateContract.validate(EMPTY_CATALOGUE_FORM))).toEqual([
      'Nama Layanan tidak boleh kosong',
      'Deskripsi tidak boleh kosong',
      'Harga tidak boleh kosong',
      'Minimal Luasan tidak boleh kosong',
      'Minimum Cost tidak boleh kosong',
    ])
    expect(Object.values(katalogUpdateContract.validate(EMPTY_CATALOGUE_FORM))).toEqual([
      'Nama Layanan tidak boleh kosong',
      'Deskripsi tidak boleh kosong',
      'Harga tidak boleh kosong',
    ])
  })
})
