import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'

// The five services as cards (home page, other services on a service page): kept apart from the
// full page texts so the home page does not carry them.
export type ServiceSummary = { slug: ServiceSlug; name: string; summary: string; image: string }

export const serviceSummaries: readonly ServiceSummary[] = [
  {
    slug: 'pest-control',
    name: 'Pest Control',
    summary:
      'Kecoa, semut, nyamuk dan lalat ditangani dari sarangnya, untuk rumah, restoran, kantor dan gudang.',
    image: 'services/pest-control.webp',
  },
  {
    slug: 'rodent-control',
    name: 'Rodent Control',
    summary:
      'Bait station terkunci, perangkap dan penutupan celah, dipantau berkala sampai tikus terkendali.',
    image: 'services/rodent-control.webp',
  },
  {
    slug: 'termite-control',
    name: 'Termite Control',
    summary: 'Anti rayap pra dan pasca konstruksi dengan sertifikat garansi dan inspeksi berkala.',
    image: 'services/termite-control.webp',
  },
  {
    slug: 'disinfeksi',
    name: 'Disinfeksi',
    summary: 'Membasmi virus, bakteri dan jamur di rumah, kantor, sekolah dan fasilitas umum.',
    image: 'services/disinfeksi.webp',
  },
  {
    slug: 'fumigasi',
    name: 'Fumigasi',
    summary: 'Fumigasi gudang, kontainer ekspor, palet kayu dan komoditas, lengkap dengan sertifikat.',
    image: 'services/fumigasi.webp',
  },
]
