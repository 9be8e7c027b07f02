import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { RouteObject } from 'react-router'
import { servicePages } from '../../features/site/service-pages.ts'
import { paths } from '../../lib/paths.ts'
import { lazyPage } from '../lazy-page.tsx'
import { notFoundRoute } from './not-found-route.tsx'
import { placeholderRoute } from './placeholder-route.tsx'

const areaPrefix = paths.admin.home

// Under /admin-home. The admin screens (catalogue, schedules, customers, ...) join this list.
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('../../features/catalogue/pages/AdminKatalogPage.tsx')),
    handle: { title: 'Beranda Admin' },
  },
  {
    path: 'katalog-harga',
    lazy: lazyPage(() => import('../../features/catalogue/pages/KatalogHargaPage.tsx'), { areaPrefix }),
  },
  {
    path: 'addKatalog',
    lazy: lazyPage(() => import('../../features/catalogue/pages/AddKatalogPage.tsx')),
    handle: { title: 'Tambah Katalog Harga' },
  },
  {
    path: 'editKatalog/:idKatalog',
    lazy: lazyPage(() => import('../../features/catalogue/pages/EditKatalogPage.tsx')),
    handle: { title: 'Edit Katalog Harga' },
  },
  {
    path: 'aboutUs',
    lazy: lazyPage(() => import('../../features/site/pages/AboutPage.tsx'), { areaPrefix }),
  },
  { path: 'contact-us', lazy: lazyPage(() => import('../../features/contact/pages/ContactPage.tsx')) },
  ...SERVICE_SLUGS.map(
    (service): RouteObject => ({
      path: service,
      lazy: lazyPage(servicePages[service].load, { areaPrefix }),
    }),
  ),
  { path: 'login', lazy: lazyPage(() => import('../../features/identity/pages/LoginPage.tsx')) },
  {
    path: 'profil',
    lazy: lazyPage(() => import('../../features/identity/pages/ProfilePage.tsx')),
    handle: { title: 'Profil Saya' },
  },
  {
    path: 'tautanAkses',
    lazy: lazyPage(() => import('../../features/identity/pages/AccessLinksPage.tsx')),
    handle: { title: 'Tautan Akses' },
  },
  {
    path: 'pelanggan',
    lazy: lazyPage(() => import('../../features/customers/pages/PelangganPage.tsx')),
    handle: { title: 'Data Pelanggan' },
  },
  {
    path: 'addPelanggan',
    lazy: lazyPage(() => import('../../features/customers/pages/AddPelangganPage.tsx')),
    handle: { title: 'Tambah Pelanggan' },
  },
  {
    path: 'editPelanggan/:idPelanggan',
    lazy: lazyPage(() => import('../../features/customers/pages/EditPelangganPage.tsx')),
    handle: { title: 'Edit Pelanggan' },
  },
  // Spec section 2's admin screens that later issues fill.
  {
    path: 'penjadwalan',
    lazy: lazyPage(() => import('../../features/schedules/pages/PenjadwalanPage.tsx')),
    handle: { title: 'Penjadwalan' },
  },
  {
    path: 'addPenjadwalan',
    lazy: lazyPage(() => import('../../features/schedules/pages/AddPenjadwalanPage.tsx')),
    handle: { title: 'Tambah Penjadwalan' },
  },
  {
    path: 'editPenjadwalan/:idPenjadwalan',
    lazy: lazyPage(() => import('../../features/schedules/pages/EditPenjadwalanPage.tsx')),
    handle: { title: 'Edit Penjadwalan' },
  },
  {
    path: 'tagihan',
    lazy: lazyPage(() => import('../../features/invoices/pages/TagihanPage.tsx')),
    handle: { title: 'Data Tagihan' },
  },
  {
    path: 'addTagihan',
    lazy: lazyPage(() => import('../../features/invoices/pages/AddTagihanPage.tsx')),
    handle: { title: 'Terbitkan Tagihan' },
  },
  {
    path: 'editTagihan/:idTagihan',
    lazy: lazyPage(() => import('../../features/invoices/pages/EditTagihanPage.tsx')),
    handle: { title: 'Ubah Tagihan' },
  },
  {
    path: 'tagihan/:idTagihan/cetak',
    lazy: lazyPage(() => import('../../features/invoices/pages/CetakTagihanPage.tsx')),
    handle: { title: 'Cetak Tagihan' },
  },
  {
    path: 'pengaturan',
    lazy: lazyPage(() => import('../../features/company-profile/pages/ProfilPerusahaanPage.tsx')),
    handle: { title: 'Profil Perusahaan' },
  },
  {
    path: 'pemesanan',
    lazy: lazyPage(() => import('../../features/prospects/pages/PemesananPage.tsx')),
    handle: { title: 'Prospek Pelanggan' },
  },
  {
    path: 'teknisi',
    lazy: lazyPage(() => import('../../features/technicians/pages/TeknisiPage.tsx')),
    handle: { title: 'Data Teknisi' },
  },
  placeholderRoute('teknisi/laporanTreatmentTeknisi', 'Laporan Treatment Teknisi'),
  placeholderRoute('sertifikat_rayap', 'Data Sertifikat Rayap'),
  placeholderRoute('laporan', 'Data Laporan'),
  {
    path: 'kontrak',
    lazy: lazyPage(() => import('../../features/kontrak/pages/KontrakPage.tsx')),
    handle: { title: 'Data Kontrak' },
  },
  {
    path: 'addKontrak',
    lazy: lazyPage(() => import('../../features/kontrak/pages/AddKontrakPage.tsx')),
    handle: { title: 'Tambah Kontrak' },
  },
  {
    path: 'editKontrak/:idKontrak',
    lazy: lazyPage(() => import('../../features/kontrak/pages/EditKontrakPage.tsx')),
    handle: { title: 'Edit Kontrak' },
  },
  placeholderRoute('laporanBulananTreatment', 'Laporan Bulanan Treatment'),
  placeholderRoute('laporanBulananTreatment/:idPelanggan/:bulan/:tahun', 'Detail Laporan Bulanan Treatment'),
  notFoundRoute,
]
