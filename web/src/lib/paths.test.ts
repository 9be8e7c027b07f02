import { describe, expect, it } from 'vitest'
import { areaOf, CLIENT_ONLY_ROUTE_PATTERNS, PRERENDERED_PATHS, publicPathOf, withArea } from './paths.ts'

describe('areas chosen by path prefix', () => {
  it('tells the area from the path, not from a role', () => {
    expect(areaOf('/admin-home')).toBe('admin')
    expect(areaOf('/admin-home/contact-us')).toBe('admin')
    expect(areaOf('/pelanggan/tagihan')).toBe('pelanggan')
    expect(areaOf('/teknisi/penjadwalan')).toBe('public')
    expect(areaOf('/pelangganx')).toBe('public')
  })

  it('keeps links inside the area', () => {
    expect(withArea('/pelanggan', '/contact-us')).toBe('/pelanggan/contact-us')
    expect(withArea('/admin-home', '/')).toBe('/admin-home')
    expect(withArea('', '/aboutUs')).toBe('/aboutUs')
    expect(publicPathOf('/admin-home/aboutUs')).toBe('/aboutUs')
    expect(publicPathOf('/pelanggan')).toBe('/')
    expect(publicPathOf('/contact-us/')).toBe('/contact-us')
  })

  it('pre-renders only public pages and hands every signed-in area to the browser', () => {
    for (const path of PRERENDERED_PATHS) expect(areaOf(path)).toBe('public')
    expect(PRERENDERED_PATHS).not.toContain('/login')
    expect(CLIENT_ONLY_ROUTE_PATTERNS).toEqual(
      expect.arrayContaining([
        '/login',
        '/admin-home',
        '/admin-home/*',
        '/pelanggan',
        '/pelanggan/*',
        '/teknisi/*',
      ]),
    )
  })
})
