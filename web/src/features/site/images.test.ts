import { statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { images } from './images.ts'

const publicImages = join(import.meta.dirname, '..', '..', '..', 'public', 'images')
const count = (category: string) => images.filter((image) => image.category === category).length

describe('the picture manifest', () => {
  it('holds the galleries the specification counts: 10 home, 6 pest, 5 rodent, 5 disinfection, 6 termite', () => {
    expect([count('home'), count('pest'), count('rodent'), count('disinfection'), count('termite')]).toEqual([
      10, 6, 5, 5, 6,
    ])
    expect(count('service')).toBe(5)
  })

  it('names every file once, with a caption and an Indonesian alt text', () => {
    expect(new Set(images.map((image) => image.file)).size).toBe(images.length)
    for (const image of images) {
      expect(image.caption.length, image.file).toBeGreaterThan(3)
      expect(image.alt.length, image.file).toBeGreaterThan(10)
    }
  })

  it.each(images.map((image) => [image.file, image] as const))(
    '%s exists with the size the manifest gives, and stays small',
    async (file, image) => {
      const path = join(publicImages, file)
      const { width, height, format } = await sharp(path).metadata()
      expect([width, height]).toEqual([image.width, image.height])
      expect(format).toBe(file.endsWith('.jpg') ? 'jpeg' : 'webp')
      const limit = image.category === 'share' ? 120_000 : image.category === 'hero' ? 60_000 : 40_000
      expect(statSync(path).size).toBeLessThan(limit)
    },
  )
})
