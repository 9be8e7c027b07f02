// Every route path of the SPA, spelled as the specification spells them (section 2). Shared code:
// the app's route tree and the features' links both read it (ADR 0005).
import { SERVICE_SLUGS, type ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'

export const SERVICE_LABELS: Record<ServiceSlug, string> = {
  'pest-control': 'Pest Control',
  'rodent-control': 'Rodent Control',
  'termite-control': 'Termite Control',
  disinfeksi: 'Disinfeksi',
  fumigasi: 'Fumigasi',
}

// The top bar and the links inside shared pages follow the area the visitor is in, chosen by
// the path prefix (spec section 2, Navigation), not by the role.
export const AREA_PREFIXES = { public: '', admin: '/admin-home', pelanggan: '/pelanggan' } as const
export type Area = keyof typeof AREA_PREFIXES
export type AreaPrefix = (typeof AREA_PREFIXES)[Area]

export const paths = {
  home: '/',
  about: '/aboutUs',
  contact: '/contact-us',
  katalog: '/katalog-harga',
  login: '/login',
  register: '/register',
  // The privacy notice the contact form links (issue 38).
  kebijakanPrivasi: '/kebijakan-privasi',
  service: (slug: ServiceSlug) => `/${slug}`,
  // A certificate's public check (the QR code printed on it points here).
  verifikasi: (kode: string) => `/verifikasi/${encodeURIComponent(kode)}`,
  // A device's QR label (issue 39): opens the device for the signed-in role, or the sign-in.
  perangkatLabel: (kode: string) => `/p/${encodeURIComponent(kode)}`,
  // A site's QR poster for pest sightings (issue 40): the public report form.
  lapor: (token: string) => `/lapor/${encodeURIComponent(token)}`,
  admin: {
    home: '/admin-home',
    // Not in the specification: a visit's device readings (issue 39).
    pemeriksaan: (idpenjadwalan: number) => `/admin-home/pemeriksaan/${idpenjadwalan}`,
    about: '/admin-home/aboutUs',
    contact: '/admin-home/contact-us',
    katalog: '/admin-home/katalog-harga',
    service: (slug: ServiceSlug) => `/admin-home/${slug}`,
    penjadwalan: '/admin-home/penjadwalan',
    addPenjadwalan: '/admin-home/addPenjadwalan',
    editPenjadwalan: (id: string | number) => `/admin-home/editPenjadwalan/${id}`,
    pelanggan: '/admin-home/pelanggan',
    addPelanggan: '/admin-home/addPelanggan',
    editPelanggan: (id: string | number) => `/admin-home/editPelanggan/${id}`,
    tagihan: '/admin-home/tagihan',
    addTagihan: '/admin-home/addTagihan',
    editTagihan: (id: string | number) => `/admin-home/editTagihan/${id}`,
    cetakTagihan: (id: string | number) => `/admin-home/tagihan/${id}/cetak`,
    addKatalog: '/admin-home/addKatalog',
    editKatalog: (id: string | number) => `/admin-home/editKatalog/${id}`,
    pemesanan: '/admin-home/pemesanan',
    insiden: '/admin-home/insiden',
    teknisi: '/admin-home/teknisi',
    laporanTreatmentTeknisi: '/admin-home/teknisi/laporanTreatmentTeknisi',
    sertifikatRayap: '/admin-home/sertifikat_rayap',
    laporan: '/admin-home/laporan',
    // Not in the specification: every site's corrective actions (issue 40).
    tindakanKorektif: '/admin-home/tindakan-korektif',
    pestisida: '/admin-home/pestisida',
    lisensiTeknisi: (idteknisi: string | number) => `/admin-home/teknisi/lisensi?idteknisi=${idteknisi}`,
    profil: '/admin-home/profil',
    kontrak: '/admin-home/kontrak',
    addKontrak: '/admin-home/addKontrak',
    editKontrak: (id: string | number) => `/admin-home/editKontrak/${id}`,
    laporanBulananTreatment: '/admin-home/laporanBulananTreatment',
    // Opens the queue board (/antrean, outside the SPA) with its cookie.
    antrean: '/admin-home/antrean',
    laporanBulananTreatmentDetail: (idPelanggan: string | number, bulan: number, tahun: number) =>
      `/admin-home/laporanBulananTreatment/${idPelanggan}/${bulan}/${tahun}`,
    // Not in the specification: where the admin makes the access links of generateToken and
    // generateTeknisi.
    tautanAkses: '/admin-home/tautanAkses',
    // Not in the specification: every account, each user's record (issue 38).
    pengguna: '/admin-home/pengguna',
    // Not in the specification: the company's details that invoices print (issue 12).
    pengaturan: '/admin-home/pengaturan',
    // Issue 39: a customer's sites, their areas and plans, the devices on them.
    lokasi: '/admin-home/lokasi',
    lokasiDetail: (id: string | number) => `/admin-home/lokasi/${id}`,
    petaLokasi: (id: string | number) => `/admin-home/lokasi/${id}/peta`,
    trenLokasi: (id: string | number) => `/admin-home/lokasi/${id}/tren`,
    auditLokasi: (id: string | number) => `/admin-home/lokasi/${id}/audit`,
    penampakanLokasi: (id: string | number) => `/admin-home/lokasi/${id}/penampakan`,
    perangkat: '/admin-home/perangkat',
    perangkatDetail: (id: string | number) => `/admin-home/perangkat/${id}`,
  },
  pelanggan: {
    home: '/pelanggan',
    // Not in the specification: the customer's corrective actions (issue 40).
    tindakanKorektif: '/pelanggan/tindakan-korektif',
    about: '/pelanggan/aboutUs',
    contact: '/pelanggan/contact-us',
    katalog: '/pelanggan/katalog-harga',
    service: (slug: ServiceSlug) => `/pelanggan/${slug}`,
    penjadwalan: '/pelanggan/penjadwalan',
    pemeriksaan: (idpenjadwalan: number) => `/pelanggan/pemeriksaan/${idpenjadwalan}`,
    tagihan: '/pelanggan/tagihan',
    sertifikatRayap: '/pelanggan/sertifikat_rayap',
    laporan: '/pelanggan/laporan',
    profil: '/pelanggan/profil',
    lokasi: '/pelanggan/lokasi',
    lokasiDetail: (id: string | number) => `/pelanggan/lokasi/${id}`,
    petaLokasi: (id: string | number) => `/pelanggan/lokasi/${id}/peta`,
    trenLokasi: (id: string | number) => `/pelanggan/lokasi/${id}/tren`,
    auditLokasi: (id: string | number) => `/pelanggan/lokasi/${id}/audit`,
    penampakanLokasi: (id: string | number) => `/pelanggan/lokasi/${id}/penampakan`,
  },
  teknisi: {
    penjadwalan: '/teknisi/penjadwalan',
    // Not in the specification: a visit's device readings (issue 39).
    pemeriksaan: (idpenjadwalan: number) => `/teknisi/pemeriksaan/${idpenjadwalan}`,
    // The open corrective actions of a visit's site, verified at that visit (issue 40).
    tindakanKorektif: (idpenjadwalan: number) => `/teknisi/tindakan-korektif/${idpenjadwalan}`,
    profil: '/teknisi/profil',
    perangkat: (kode: string) => `/teknisi/perangkat/${encodeURIComponent(kode)}`,
  },
} as const

export function areaOf(pathname: string): Area {
  if (/^\/admin-home(\/|$)/.test(pathname)) return 'admin'
  if (/^\/pelanggan(\/|$)/.test(pathname)) return 'pelanggan'
  return 'public'
}

// The same page inside an area: withArea('/pelanggan', '/contact-us') is '/pelanggan/contact-us'.
export function withArea(prefix: AreaPrefix, publicPath: string): string {
  if (prefix === '') return publicPath
  return publicPath === '/' ? prefix : `${prefix}${publicPath}`
}

// The public page an area path shows ('/admin-home/aboutUs' -> '/aboutUs'), for titles and meta.
export function publicPathOf(pathname: string): string {
  const stripped = pathname.replace(/^\/(admin-home|pelanggan)(?=\/|$)/, '')
  return stripped.replace(/\/+$/, '') || '/'
}

// Public pages rendered to HTML at build time (and listed in sitemap.xml unless their meta says
// noindex: features/site/meta.ts).
export const PRERENDERED_PATHS = [
  paths.home,
  paths.about,
  paths.contact,
  paths.katalog,
  paths.register,
  paths.kebijakanPrivasi,
  ...SERVICE_SLUGS.map(paths.service),
] as const

// Paths that exist only in the browser: the server answers them with the app shell
// (services/api/plugins/spa.ts); every other unknown path gets the 404 page.
export const CLIENT_ONLY_ROUTE_PATTERNS = [
  paths.login,
  paths.admin.home,
  `${paths.admin.home}/*`,
  paths.pelanggan.home,
  `${paths.pelanggan.home}/*`,
  '/teknisi',
  '/teknisi/*',
  '/verifikasi/:kode',
  // A device's QR label (issue 39, ADR 0076).
  '/p/:kode',
  // A site's QR poster for pest sightings (issue 40, ADR 0096).
  '/lapor/:token',
  // The auditor's read-only link (issue 40 item 7, ADR 0091): the page, not the 404 page.
  '/audit/:token',
] as const
