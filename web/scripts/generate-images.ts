// Renders every picture listed in web/src/features/site/images.ts into web/public/images.
//   npx node web/scripts/generate-images.ts            (from the repository root)
//   npx node web/scripts/generate-images.ts home-0     (only files whose path contains "home-0")
// A photo placed at web/images-src/<path without extension>.(jpg|jpeg|png|webp) replaces the
// illustration: it is cropped to the manifest's size and converted. Output is deterministic, so
// re-running without changes rewrites identical files.

import { existsSync } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { images, type SiteImage } from '../src/features/site/images.ts'
import { C, defs, H, text, W } from './images/kit.ts'
import { containerYard, hero, serviceScenes } from './images/scenes-feature.ts'
import { homeScenes, type Scene } from './images/scenes-home.ts'
import { pestScenes, rodentScenes } from './images/scenes-pest-rodent.ts'
import { disinfectionScenes, termiteScenes } from './images/scenes-termite-disinfection.ts'

const webDir = join(import.meta.dirname, '..')
const outDir = join(webDir, 'public', 'images')
const sourceDir = join(webDir, 'images-src')

const gallery: Record<string, Scene> = {
  ...homeScenes,
  ...pestScenes,
  ...rodentScenes,
  ...disinfectionScenes,
  ...termiteScenes,
}

// Which scene illustrates each page's share picture.
const shareScene: Record<string, { body: Scene; h?: number }> = {
  home: { body: hero, h: 720 },
  about: { body: gallery['home-08']! },
  contact: { body: gallery['home-08']! },
  katalog: { body: gallery['home-10']! },
  'pest-control': { body: serviceScenes['pest-control']! },
  'rodent-control': { body: serviceScenes['rodent-control']! },
  'termite-control': { body: serviceScenes['termite-control']! },
  disinfeksi: { body: serviceScenes.disinfeksi! },
  fumigasi: { body: containerYard },
}

const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.[a-z]+$/, '')

function document(width: number, height: number, viewW: number, viewH: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">${defs}${body}</svg>`
}

function wrap(words: string, max: number): string[] {
  const lines: string[] = []
  for (const word of words.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function shareSvg(image: SiteImage): string {
  const scene = shareScene[baseName(image.file)]
  if (!scene) throw new Error(`Tidak ada ilustrasi untuk ${image.file}`)
  const sceneH = scene.h ?? H
  const title = wrap(escapeXml(image.caption), 16)
  const panel = 540
  const titleSvg = title.map((l, i) => text(64, 250 + i * 62, l, 50, C.white)).join('')
  const body =
    `<svg x="${panel - 40}" y="0" width="${1200 - panel + 40}" height="630" viewBox="0 0 ${W} ${sceneH}" preserveAspectRatio="xMidYMid slice">${scene.body()}</svg>` +
    `<path d="M0 0 H${panel} C ${panel + 40} 200 ${panel - 30} 430 ${panel} 630 H0Z" fill="${C.tealDark}"/>` +
    `<path d="M64 120 L84 127 V142 C84 152 74 158 64 160 C54 158 44 152 44 142 V127Z" fill="${C.amber}"/>` +
    text(100, 152, 'TTSG Pest Control', 30, C.white) +
    titleSvg +
    text(64, 250 + title.length * 64 + 30, 'Sidoarjo · Jawa Timur · Sejak 2012', 24, C.amberLight, {
      'font-weight': 'normal',
    })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${defs}${body}</svg>`
}

function illustration(image: SiteImage): string {
  const name = baseName(image.file)
  if (image.category === 'share') return shareSvg(image)
  if (image.category === 'hero') return document(image.width, image.height, W, 720, hero())
  const scene = image.category === 'service' ? serviceScenes[name] : gallery[name]
  if (!scene) throw new Error(`Tidak ada ilustrasi untuk ${image.file}`)
  return document(image.width, image.height, W, H, scene())
}

function sourcePhoto(image: SiteImage): string | undefined {
  const stem = join(sourceDir, image.file.replace(/\.[a-z]+$/, ''))
  return ['jpg', 'jpeg', 'png', 'webp'].map((ext) => `${stem}.${ext}`).find((p) => existsSync(p))
}

async function render(image: SiteImage): Promise<{ bytes: number; from: string }> {
  const photo = sourcePhoto(image)
  let pipeline = photo
    ? sharp(photo).rotate().resize(image.width, image.height, { fit: 'cover', position: 'attention' })
    : sharp(Buffer.from(illustration(image)))
  pipeline = image.file.endsWith('.jpg')
    ? pipeline.jpeg({ quality: 80, mozjpeg: true })
    : pipeline.webp({ quality: photo ? 72 : 80, effort: 6, smartSubsample: true })
  const target = join(outDir, image.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, await pipeline.toBuffer())
  return { bytes: (await stat(target)).size, from: photo ? 'foto' : 'ilustrasi' }
}

const filter = process.argv[2]
let total = 0
for (const image of images) {
  if (filter && !image.file.includes(filter)) continue
  const { bytes, from } = await render(image)
  total += bytes
  console.log(
    `${image.file.padEnd(34)} ${String(image.width).padStart(5)}x${image.height}  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${from}`,
  )
}
console.log(`total ${(total / 1024).toFixed(1)} KB`)
