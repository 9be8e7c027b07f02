import { describe, expect, it } from 'vitest'
import { can, isPermission, mergeGrants, scopeOf } from './permissions.ts'

const grants = mergeGrants([
  { admin: ['read:pelanggan:any', 'update:pelanggan:any'], pelanggan: ['read:pelanggan:own'] },
  { admin: ['read:teknisi:any'] },
])

describe('permissions', () => {
  it('gives the scope a role holds for what a route needs', () => {
    expect(scopeOf(grants, 'admin', 'read:pelanggan:own')).toBe('any')
    expect(scopeOf(grants, 'pelanggan', 'read:pelanggan:own')).toBe('own')
    expect(scopeOf(grants, 'pelanggan', 'read:pelanggan:any')).toBeNull()
    expect(scopeOf(grants, 'teknisi', 'read:pelanggan:own')).toBeNull()
    expect(scopeOf(grants, 'pelanggan', 'update:pelanggan:own')).toBeNull()
    expect(scopeOf(grants, 'admin', 'read:teknisi:any')).toBe('any')
  })
  it('lets the SPA ask the same question, signed out included', () => {
    expect(can(grants, 'admin', 'update:pelanggan:any')).toBe(true)
    expect(can(grants, 'teknisi', 'update:pelanggan:any')).toBe(false)
    expect(can(grants, null, 'read:pelanggan:own')).toBe(false)
  })
  it('recognises the action:entity:scope shape only', () => {
    expect(isPermission('read:profil_perusahaan:any')).toBe(true)
    for (const bad of ['read:pelanggan', 'approve:pelanggan:any', 'read:pelanggan:all', 'admin', ['admin']])
      expect(isPermission(bad)).toBe(false)
  })
})
