import type { Role } from './access.ts'

// Permissions in epic-stack's shape: `action:entity:scope`. A route states the permission it needs;
// a module grants permissions to roles. `any` reaches every record of the entity; `own` only the
// caller's own records, checked in one place (services/api/plugins/access.ts) by the route's
// owner check. Browser-safe: the SPA shows or hides an action with the same grants (`can`).

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const
export type Action = (typeof ACTIONS)[number]
export type Scope = 'own' | 'any'
export type Permission = `${Action}:${string}:${Scope}`

export type Grants = Partial<Record<Role, readonly Permission[]>>

const PERMISSION = /^(create|read|update|delete):[a-z_]+:(own|any)$/

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && PERMISSION.test(value)
}

export function mergeGrants(all: readonly Grants[]): Grants {
  const merged: Partial<Record<Role, Permission[]>> = {}
  for (const grants of all) {
    for (const [role, permissions] of Object.entries(grants) as [Role, readonly Permission[]][]) {
      merged[role] = [...(merged[role] ?? []), ...permissions]
    }
  }
  return merged
}

// How far `role` may go with the action on the entity `needed` names: 'any', 'own' or not at all.
// A route that needs `…:own` is open to both scopes; one that needs `…:any` only to 'any'.
export function scopeOf(grants: Grants, role: Role, needed: Permission): Scope | null {
  const [action, entity, scope] = needed.split(':') as [Action, string, Scope]
  const held = grants[role] ?? []
  if (held.includes(`${action}:${entity}:any`)) return 'any'
  if (scope === 'own' && held.includes(`${action}:${entity}:own`)) return 'own'
  return null
}

export function can(grants: Grants, role: Role | null | undefined, needed: Permission): boolean {
  return role != null && scopeOf(grants, role, needed) !== null
}
