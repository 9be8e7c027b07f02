// One key visual per service page (also the service cards).
import type { SiteImage } from './types.ts'

export const serviceImages: readonly SiteImage[] = [
  {
    file: 'services/pest-control.webp',
    category: 'service',
    caption: 'Pest control',
    alt: 'Perisai pelindung dikelilingi kecoa, nyamuk, lalat dan semut, teknisi menyemprot',
    width: 800,
    height: 533,
  },
  {
    file: 'services/rodent-control.webp',
    category: 'service',
    caption: 'Rodent control',
    alt: 'Kotak umpan tikus berlabel dengan tikus mendekat, teknisi berlutut mencatat di tablet',
    width: 800,
    height: 533,
  },
  {
    file: 'services/termite-control.webp',
    category: 'service',
    caption: 'Termite control',
    alt: 'Potongan tanah di bawah rumah dengan lapisan anti rayap, teknisi menyemprot tanah',
    width: 800,
    height: 533,
  },
  {
    file: 'services/disinfeksi.webp',
    category: 'service',
    caption: 'Disinfeksi',
    alt: 'Teknisi mengabutkan disinfektan di ruangan kantor yang bersih',
    width: 800,
    height: 533,
  },
  {
    file: 'services/fumigasi.webp',
    category: 'service',
    caption: 'Fumigasi',
    alt: 'Barang ditutup terpal fumigasi di gudang dengan papan peringatan dan alat pengukur gas',
    width: 800,
    height: 533,
  },
]
