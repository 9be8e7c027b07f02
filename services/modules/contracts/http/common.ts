import type { Contract } from '../index.ts'

// What the contract route files share.
export const tags = ['kontrak']

export const CONTRACT_EXAMPLE: Contract = {
  idkontrak: 1,
  nomor_kontrak: 'KTR/2026/0001',
  idpelanggan: 1,
  kode_pelanggan: 'TTSG-sda-001',
  nama_pelanggan: 'PT Sinar Jaya Abadi',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2026-12-01',
  tanggal_selesai: '2027-11-30',
  nilai_kontrak: 15_000_000,
  idteknisi: null,
  nama_teknisi: null,
  idlokasi: null,
  nama_lokasi: null,
  status_aktif: 'aktif',
  status_kontrak: 'aktif',
  catatan: '',
  file_kontrak: '/api/kontrak/file/1',
  nama_file_kontrak: 'kontrak-sinar-jaya.pdf',
  version: 1,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
}
