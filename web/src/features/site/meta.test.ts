import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { company } from '../../lib/company.ts'
import { PRERENDERED_PATHS } from '../../lib/paths.ts'
import { localBusinessJsonLd, pageMeta } from './meta.ts'

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public')

describe('pageMeta', () => {
  it('covers every pre-rendered page and the login page', () => {
    for (const path of [...PRERENDERED_PATHS, '/login']) expect(pageMeta[path], path).toBeDefined()
  })

  it('keeps only the register page, a heading without a form, out of search results', () => {
    const unindexed = PRERENDERED_PATHS.filter((path) => pageMeta[path]?.noindex)
    expect(unindexed).toEqual(['/register'])
  })

  it.each(Object.entries(pageMeta))('%s has a description of 120 to 160 characters', (_path, meta) => {
    expect(meta.description.length).toBeGreaterThanOrEqual(120)
    expect(meta.description.length).toBeLessThanOrEqual(160)
  })

  it.each(Object.entries(pageMeta))('%s shares a picture that exists', (_path, meta) => {
    expect(meta.image).toMatch(/^\/images\/share\/.+\.jpg$/)
    expect(existsSync(join(publicDir, meta.image!))).toBe(true)
  })
})

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd('https://ttsg.example/') as Record<string, any>

  it('describes a pest-control business in Sidoarjo serving East Java since 2012', () => {
    expect(data['@type']).toBe('PestControl')
    expect(data.name).toBe(company.name)
    expect(data.foundingDate).toBe('2012')
    expect(data.address).toMatchObject({ addressLocality: 'Sidoarjo', addressRegion: 'Jawa Timur' })
    expect(data.areaServed.name).toBe('Jawa Timur')
    expect(data.url).toBe('https://ttsg.example/')
    expect(data.image).toBe('https://ttsg.example/images/share/home.jpg')
  })

  it('lists both phone numbers in international form and the social accounts', () => {
    const phones = data.contactPoint.map((point: { telephone: string }) => point.telephone)
    expect(phones).toEqual([`+${company.whatsapp.number}`, company.phones.landline.href.replace('tel:', '')])
    expect(data.sameAs).toEqual(Object.values(company.social).map((network) => network.href))
  })

  it('turns the opening hours into schema.org specifications', () => {
    expect(data.openingHoursSpecification.length).toBe(company.openingHours.length)
    expect(data.openingHoursSpecification[0].dayOfWeek.length).toBeGreaterThan(0)
    expect(data.openingHoursSpecification[0].opens).toMatch(/^\d\d:\d\d$/)
  })
})
