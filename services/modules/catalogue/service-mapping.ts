// Which service page a catalogue entry belongs to. Browser-safe: the service pages in web/ use it
// to show "their" prices from the public catalogue list.
//
// The catalogue's `jenis_layanan` is free text typed by the admin, so the match is by keyword,
// case-insensitive, in Indonesian and English: an entry whose name contains "Rayap" or "Termite"
// belongs to termite control. The specific services are tried before the general pest-control
// one, so "Pest Control Rayap" counts as termite control. An entry that matches nothing belongs
// to no service page (it still shows in the full catalogue).

import type { ServiceSlug } from './service-slugs.ts'

// Tried in this order; the first service with a keyword in the name wins.
const KEYWORDS: readonly (readonly [ServiceSlug, readonly string[]])[] = [
  ['termite-control', ['rayap', 'termite', 'termit']],
  ['rodent-control', ['rodent', 'tikus']],
  ['fumigasi', ['fumigasi', 'fumigation']],
  ['disinfeksi', ['disinfeksi', 'desinfeksi', 'disinfection', 'disinfektan', 'sterilisasi']],
  ['pest-control', ['pest', 'hama', 'serangga', 'kecoa', 'nyamuk', 'semut', 'lalat']],
]

export function serviceForJenisLayanan(jenisLayanan: string): ServiceSlug | null {
  const name = jenisLayanan.toLowerCase()
  for (const [slug, words] of KEYWORDS) if (words.some((word) => name.includes(word))) return slug
  return null
}

// The entries of one service page, in the order the catalogue list gave them.
export function entriesForService<T extends { jenis_layanan: string }>(
  entries: readonly T[],
  slug: ServiceSlug,
): T[] {
  return entries.filter((entry) => serviceForJenisLayanan(entry.jenis_layanan) === slug)
}
