import { describe, expect, it } from 'vitest'
import { DEMO_CATALOGUE } from './demo-seed.ts'
import { entriesForService, serviceForJenisLayanan } from './service-mapping.ts'
import { SERVICE_SLUGS } from './service-slugs.ts'

describe('serviceForJenisLayanan', () => {
  it.each([
    ['Termite Control (Pasca Konstruksi)', 'termite-control'],
    ['Anti RAYAP pra konstruksi', 'termite-control'],
    ['Pest Control Rayap', 'termite-control'],
    ['Pengendalian Tikus', 'rodent-control'],
    ['Rodent Control', 'rodent-control'],
    ['Disinfeksi Ruangan', 'disinfeksi'],
    ['Disinfection service', 'disinfeksi'],
    ['Fumigasi Kontainer', 'fumigasi'],
    ['Pest Control (Rumah Tinggal)', 'pest-control'],
    ['Basmi kecoa dan semut', 'pest-control'],
    ['Konsultasi umum', null],
  ])('%s belongs to %s', (name, slug) => {
    expect(serviceForJenisLayanan(name)).toBe(slug)
  })
})

describe('entriesForService', () => {
  it('gives every service page at least one demo price, and termite control both of its kinds', () => {
    for (const slug of SERVICE_SLUGS)
      expect(entriesForService(DEMO_CATALOGUE, slug).length).toBeGreaterThan(0)
    expect(entriesForService(DEMO_CATALOGUE, 'termite-control').map((e) => e.jenis_layanan)).toEqual([
      'Termite Control (Pra Konstruksi)',
      'Termite Control (Pasca Konstruksi)',
    ])
  })
})
