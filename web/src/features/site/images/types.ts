// The manifest's entry type (see ../images.ts).

export type ImageCategory =
  | 'home'
  | 'pest'
  | 'rodent'
  | 'disinfection'
  | 'termite'
  | 'hero'
  | 'share'
  | 'service'

export type SiteImage = {
  /** Path under /images. */
  file: string
  category: ImageCategory
  caption: string
  alt: string
  width: number
  height: number
}

export const imageUrl = (image: SiteImage) => `/images/${image.file}`

export function findImage(list: readonly SiteImage[], file: string): SiteImage {
  const found = list.find((image) => image.file === file)
  if (!found) throw new Error(`Gambar tidak ada di manifest: ${file}`)
  return found
}
