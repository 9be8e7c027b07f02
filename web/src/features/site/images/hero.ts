// Home page hero, one picture in two widths (srcset).
import type { SiteImage } from './types.ts'

export const heroImages: readonly SiteImage[] = [
  {
    file: 'hero/hero-640.webp',
    category: 'hero',
    caption: 'Rumah terlindungi dari hama',
    alt: 'Ilustrasi rumah di bawah kubah pelindung, teknisi TTSG dengan papan catatan dan mobil layanan di halaman',
    width: 640,
    height: 480,
  },
  {
    file: 'hero/hero-1120.webp',
    category: 'hero',
    caption: 'Rumah terlindungi dari hama',
    alt: 'Ilustrasi rumah di bawah kubah pelindung, teknisi TTSG dengan papan catatan dan mobil layanan di halaman',
    width: 1120,
    height: 840,
  },
]
