// The manifest of every picture of the public site: file (under /images), category, caption, alt
// text, width and height. The entries sit by category in ./images/*.ts, so that each page's script
// carries only its own captions, and are gathered here for the generator and the tests.
//
// The pictures in web/public/images are illustrations drawn by web/scripts/generate-images.ts until
// the company's own photos arrive. To use a photo, put a file with the same name and size (WebP;
// JPEG for share pictures) in web/public/images, or put any photo at
// web/images-src/<same path>.jpg and run the script, which crops and converts it. Update the
// caption and alt text of the entry when a picture changes.

import { disinfectionImages, pestImages, rodentImages, termiteImages } from './images/about.ts'
import { heroImages } from './images/hero.ts'
import { homeImages } from './images/home.ts'
import { serviceImages } from './images/services.ts'
import { shareImages } from './images/share.ts'
import type { SiteImage } from './images/types.ts'

export type { ImageCategory, SiteImage } from './images/types.ts'

export const images: readonly SiteImage[] = [
  ...heroImages,
  ...homeImages,
  ...pestImages,
  ...rodentImages,
  ...disinfectionImages,
  ...termiteImages,
  ...serviceImages,
  ...shareImages,
]
