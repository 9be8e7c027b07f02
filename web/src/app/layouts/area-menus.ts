import { paths } from '../../lib/paths.ts'

// The entries of each signed-in area's account menu (spec section 2): the Admin or Pelanggan
// dropdown on phones, the person-icon dropdown on large screens.

export type MenuEntry = { label: string; to: string; end?: boolean }
export type MenuGroup = { label?: string; entries: MenuEntry[] }
export type AreaMenu = { areaLabel: string; groups: MenuGroup[] }

export const ADMIN_MENU: AreaMenu = {
  areaLabel: 'Admin',
  groups: [
    {
      label: 'Beranda',
      entries: [
        { label: 'Beranda Admin', to: paths.admin.home, end: true },
        { label: 'Katalog Harga', to: paths.admin.katalog },
      ],
    },
    {
      label: 'Operasional',
      entries: [
        { label: 'Penjadwalan', to: paths.admin.penjadwalan },
        { label: 'Pelanggan', to: paths.admin.pelanggan },
        { label: 'Prospek Pelanggan', to: paths.admin.pemesanan },
        { label: 'Teknisi', to: paths.admin.teknisi, end: true },
        { label: 'Laporan Treatment Teknisi', to: paths.admin.laporanTreatmentTeknisi },
        { label: 'Kontrak', to: paths.admin.kontrak },
        { label: 'Tautan Akses', to: paths.admin.tautanAkses },
      ],
    },
    {
      label: 'Dokumen',
      entries: [
        { label: 'Tagihan', to: paths.admin.tagihan },
        { label: 'Sertifikat Rayap', to: paths.admin.sertifikatRayap },
        { label: 'Laporan', to: paths.admin.laporan },
        { label: 'Laporan Bulanan Treatment', to: paths.admin.laporanBulananTreatment },
      ],
    },
    {
      label: 'Pengaturan',
      entries: [
        { label: 'Profil Perusahaan', to: paths.admin.pengaturan },
        { label: 'Antrean Pekerjaan', to: paths.admin.antrean },
      ],
    },
    { label: 'Akun', entries: [{ label: 'Profil', to: paths.admin.profil }] },
  ],
}

export const PELANGGAN_MENU: AreaMenu = {
  areaLabel: 'Pelanggan',
  groups: [
    {
      entries: [
        { label: 'Beranda Pelanggan', to: paths.pelanggan.home, end: true },
        { label: 'Jadwal Layanan', to: paths.pelanggan.penjadwalan },
        { label: 'Tagihan', to: paths.pelanggan.tagihan },
        { label: 'Sertifikat Rayap', to: paths.pelanggan.sertifikatRayap },
        { label: 'Laporan', to: paths.pelanggan.laporan },
        { label: 'Katalog Harga', to: paths.pelanggan.katalog },
        { label: 'Profil', to: paths.pelanggan.profil },
      ],
    },
  ],
}

export const TEKNISI_MENU: AreaMenu = {
  areaLabel: 'Teknisi',
  groups: [
    { entries: [{ label: 'Jadwal Teknisi', to: paths.teknisi.penjadwalan }] },
    { label: 'Akun', entries: [{ label: 'Profil', to: paths.teknisi.profil }] },
  ],
}
