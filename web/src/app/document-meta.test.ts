import { describe, expect, it } from 'vitest'
import { pageMeta } from '../features/site/meta.ts'
import { PRERENDERED_PATHS } from '../lib/paths.ts'
import { metaFor, titleWithBrand } from './document-meta.ts'

describe('page titles', () => {
  it('names the company in every title and prefers a route’s own title', () => {
    for (const path of PRERENDERED_PATHS) expect(metaFor(path).title).toContain('TTSG Pest Control')
    expect(metaFor('/admin-home/sertifikat_rayap', [{ title: 'Data Sertifikat Rayap' }]).title).toBe(
      'Data Sertifikat Rayap | TTSG Pest Control',
    )
    expect(metaFor('/halaman/asing').description.length).toBeGreaterThan(20)
  })
})

describe('page meta with the brand', () => {
  it.each(Object.entries(pageMeta))(
    '%s has a title of at most 60 characters with the brand',
    (_path, meta) => {
      expect(titleWithBrand(meta.title).length).toBeLessThanOrEqual(60)
    },
  )

  it('keeps the register page out of search results through its meta', () => {
    expect(metaFor('/register').noindex).toBe(true)
    expect(metaFor('/aboutUs').noindex).toBeUndefined()
  })
})
