import type { Db } from '../../core/database.ts'
import type { KatalogHargaInput } from './contract.ts'
import { countEntries, insertEntries } from './repository.ts'

// Prices per m² with the minimum area and the minimum charge that follows from it (price × area).
export const DEMO_CATALOGUE: KatalogHargaInput[] = [
  {
    jenis_layanan: 'Pest Control (Rumah Tinggal)',
    deskripsi:
      'Pengendalian kecoa, semut, nyamuk dan lalat di rumah tinggal dengan penyemprotan dan baiting gel yang aman bagi keluarga dan hewan peliharaan.',
    harga: 3_500,
    minimal_luasan: 100,
    minimum_cost: 350_000,
  },
  {
    jenis_layanan: 'Pest Control (Bisnis dan Gudang)',
    deskripsi:
      'Pengendalian hama terpadu untuk restoran, kantor, pabrik dan gudang, dengan laporan kunjungan rutin untuk kebutuhan audit.',
    harga: 2_500,
    minimal_luasan: 500,
    minimum_cost: 1_250_000,
  },
  {
    jenis_layanan: 'Rodent Control (Pengendalian Tikus)',
    deskripsi:
      'Inspeksi jalur tikus, pemasangan umpan dalam bait station terkunci dan perangkap, serta saran penutupan celah masuk.',
    harga: 3_000,
    minimal_luasan: 100,
    minimum_cost: 300_000,
  },
  {
    jenis_layanan: 'Termite Control (Pra Konstruksi)',
    deskripsi:
      'Perlindungan anti rayap sebelum bangunan berdiri: injeksi termitisida ke tanah pondasi, bergaransi hingga 5 tahun.',
    harga: 15_000,
    minimal_luasan: 100,
    minimum_cost: 1_500_000,
  },
  {
    jenis_layanan: 'Termite Control (Pasca Konstruksi)',
    deskripsi:
      'Pembasmian rayap pada bangunan yang sudah berdiri dengan pengeboran lantai dan injeksi termitisida, disertai sertifikat garansi.',
    harga: 25_000,
    minimal_luasan: 50,
    minimum_cost: 1_250_000,
  },
  {
    jenis_layanan: 'Disinfeksi Ruangan',
    deskripsi:
      'Penyemprotan disinfektan untuk rumah, kantor dan fasilitas umum guna membasmi virus, bakteri dan jamur pada permukaan.',
    harga: 2_000,
    minimal_luasan: 100,
    minimum_cost: 200_000,
  },
  {
    jenis_layanan: 'Fumigasi (Gudang dan Komoditas)',
    deskripsi:
      'Fumigasi gudang, kontainer dan komoditas ekspor untuk membasmi serangga gudang di semua stadia, sesuai standar karantina.',
    harga: 7_500,
    minimal_luasan: 100,
    minimum_cost: 750_000,
  },
]

// Fills an empty catalogue so the public price page has something to show; an admin's own
// entries (or deletions) are never touched.
export const catalogueSeeder = {
  name: 'katalog_harga',
  async seed(db: Db): Promise<number> {
    if ((await countEntries(db)) > 0) return 0
    return insertEntries(db, DEMO_CATALOGUE)
  },
}
