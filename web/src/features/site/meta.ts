import { company } from '../../lib/company.ts'
import { serviceSummaries } from './content/service-summaries.ts'

// Title and description of every public page (by its public path), for the document head, Open
// Graph and search results. Titles stay within 60 characters once the company name is added;
// descriptions are 120 to 160 characters. `noindex` keeps a page out of search results and the
// sitemap (a page with nothing to find, such as /register).
export type PageMeta = { title: string; description: string; image?: string; noindex?: boolean }

const share = (name: string) => `/images/share/${name}.jpg`

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: 'TTSG Pest Control Sidoarjo – Jasa Pengendalian Hama',
    description:
      'Jasa pest control, anti rayap, basmi tikus, disinfeksi dan fumigasi di Sidoarjo, Surabaya dan Jawa Timur sejak 2012. Survei dan estimasi gratis.',
    image: share('home'),
  },
  '/aboutUs': {
    title: 'Tentang Kami – Pest Control Sejak 2012',
    description:
      'TTSG Pest Control berdiri di Sidoarjo sejak 2012 dan melayani rumah, restoran, kantor, pabrik dan gudang di seluruh Jawa Timur. Lihat galeri layanan kami.',
    image: share('about'),
  },
  '/contact-us': {
    title: 'Hubungi Kami – Survei Gratis',
    description:
      'Ceritakan masalah hama Anda lewat formulir atau WhatsApp. Tim TTSG Pest Control menghubungi Anda untuk survei, konsultasi dan estimasi biaya gratis.',
    image: share('contact'),
  },
  '/katalog-harga': {
    title: 'Katalog Harga Jasa Pest Control',
    description:
      'Harga per m², biaya minimum dan luas minimum layanan pest control, anti rayap, tikus, disinfeksi dan fumigasi TTSG Pest Control di Jawa Timur.',
    image: share('katalog'),
  },
  '/register': {
    title: 'Daftar Akun',
    description:
      'Pendaftaran akun pelanggan TTSG Pest Control. Akun pelanggan dibuatkan oleh tim kami setelah kontrak layanan, hubungi kami untuk informasinya.',
    image: share('home'),
    // Spec section 2: a heading only, no form yet.
    noindex: true,
  },
  '/kebijakan-privasi': {
    title: 'Kebijakan Privasi',
    description:
      'Bagaimana TTSG Pest Control mengumpulkan, memakai dan melindungi data pribadi pengunjung dan pelanggan sesuai UU Pelindungan Data Pribadi.',
    image: share('home'),
  },
  '/login': {
    title: 'Login',
    description:
      'Masuk ke area admin, teknisi atau pelanggan TTSG Pest Control untuk melihat jadwal kunjungan, tagihan, laporan treatment dan sertifikat garansi.',
    image: share('home'),
  },
  '/pest-control': {
    title: 'Jasa Pest Control Rumah dan Usaha',
    description:
      'Basmi kecoa, semut, nyamuk dan lalat di rumah, restoran, kantor dan gudang di Sidoarjo dan Surabaya. Pestisida terdaftar, bergaransi, survei gratis.',
    image: share('pest-control'),
  },
  '/rodent-control': {
    title: 'Jasa Basmi Tikus (Rodent Control)',
    description:
      'Pengendalian tikus dengan bait station terkunci, perangkap dan penutupan celah, dipantau berkala dengan laporan. Melayani Sidoarjo dan Jawa Timur.',
    image: share('rodent-control'),
  },
  '/termite-control': {
    title: 'Jasa Anti Rayap Bergaransi di Sidoarjo',
    description:
      'Anti rayap pra dan pasca konstruksi: injeksi, perlakuan tanah dan sistem umpan, sertifikat garansi hingga 5 tahun dengan inspeksi berkala.',
    image: share('termite-control'),
  },
  '/disinfeksi': {
    title: 'Jasa Disinfeksi Rumah dan Kantor',
    description:
      'Disinfeksi ruangan untuk rumah, kantor, sekolah dan fasilitas umum di Jawa Timur. Disinfektan berizin Kemenkes, laporan dan sertifikat disinfeksi.',
    image: share('disinfeksi'),
  },
  '/fumigasi': {
    title: 'Jasa Fumigasi Gudang dan Kontainer',
    description:
      'Fumigasi gudang, kontainer ekspor, palet kayu dan komoditas di Jawa Timur. Pemantauan gas, aerasi hingga aman, dan sertifikat fumigasi.',
    image: share('fumigasi'),
  },
}

const E164 = (digits: string) => `+${digits.replace(/\D/g, '')}`

const DAYS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}
const DAY_ORDER = Object.keys(DAYS)

// 'Mo-Fr 08:00-17:00' -> one OpeningHoursSpecification.
function openingHoursSpecification(spec: string) {
  const match = /^(\w\w)(?:-(\w\w))?\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(spec)
  if (!match) return []
  const [, from = 'Mo', to, opens, closes] = match
  const start = DAY_ORDER.indexOf(from)
  const end = to ? DAY_ORDER.indexOf(to) : start
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_ORDER.slice(start, end + 1).map((day) => `https://schema.org/${DAYS[day]}`),
      opens,
      closes,
    },
  ]
}

// schema.org structured data for a local pest-control business, placed in every public page.
export function localBusinessJsonLd(origin: string): object {
  const base = origin.replace(/\/+$/, '')
  const { address, phones, social } = company
  return {
    '@context': 'https://schema.org',
    '@type': 'PestControl',
    '@id': `${base}/#business`,
    name: company.name,
    legalName: company.legalName,
    description: pageMeta['/']?.description,
    url: `${base}/`,
    image: `${base}${share('home')}`,
    logo: `${base}/favicon.svg`,
    email: company.email,
    telephone: E164(company.whatsapp.number),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: phones.whatsapp.label,
        telephone: E164(company.whatsapp.number),
        availableLanguage: 'id',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: phones.landline.label,
        telephone: E164(phones.landline.href),
        availableLanguage: 'id',
      },
    ],
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: { '@type': 'State', name: company.serviceArea },
    openingHoursSpecification: company.openingHours.flatMap(openingHoursSpecification),
    sameAs: Object.values(social).map((network) => network.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Layanan pengendalian hama',
      itemListElement: serviceSummaries.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.name,
          description: service.summary,
          url: `${base}/${service.slug}`,
        },
      })),
    },
  }
}
