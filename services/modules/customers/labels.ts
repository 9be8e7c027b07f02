// Browser-safe (contract.ts re-exports it).
// Indonesian labels of the fields: CSV headers and the history panel.
export const CUSTOMER_FIELD_LABELS: Record<string, string> = {
  idpelanggan: 'ID Pelanggan',
  kode_pelanggan: 'Kode Pelanggan',
  nama_pelanggan: 'Nama Pelanggan',
  nama_kontak: 'Nama Kontak',
  alamat: 'Alamat',
  link_maps: 'Link Maps',
  no_telp: 'No Telp',
  email: 'Email',
  jenis_usaha: 'Jenis Usaha',
  jenis_pekerjaan: 'Jenis Pekerjaan',
  periode_kunjungan: 'Periode Kunjungan',
  status_aktif: 'Status Aktif',
  catatan: 'Catatan',
  kirim_laporan_bulanan: 'Kirim Laporan Bulanan',
  dasar_pemrosesan: 'Dasar Pemrosesan Data',
  persetujuan_email_laporan: 'Persetujuan Email Laporan',
  persetujuan_email_laporan_pada: 'Persetujuan Email Laporan Pada',
  created_at: 'Dibuat',
  updated_at: 'Diubah',
}
