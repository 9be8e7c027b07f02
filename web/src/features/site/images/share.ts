// Open Graph pictures (1200x630 JPEG), referenced by meta.ts; never shown in a page.
import type { SiteImage } from './types.ts'

export const shareImages: readonly SiteImage[] = [
  /* @__PURE__ */ share('home', 'Jasa Pest Control Sidoarjo & Jawa Timur'),
  /* @__PURE__ */ share('about', 'Tentang TTSG Pest Control'),
  /* @__PURE__ */ share('contact', 'Survei & Konsultasi Gratis'),
  /* @__PURE__ */ share('katalog', 'Katalog Harga Layanan'),
  /* @__PURE__ */ share('pest-control', 'Jasa Pest Control'),
  /* @__PURE__ */ share('rodent-control', 'Jasa Pengendalian Tikus'),
  /* @__PURE__ */ share('termite-control', 'Jasa Anti Rayap Bergaransi'),
  /* @__PURE__ */ share('disinfeksi', 'Jasa Disinfeksi'),
  /* @__PURE__ */ share('fumigasi', 'Jasa Fumigasi'),
]

function share(name: string, caption: string): SiteImage {
  return {
    file: `share/${name}.jpg`,
    category: 'share',
    caption,
    alt: `${caption} — TTSG Pest Control`,
    width: 1200,
    height: 630,
  }
}
