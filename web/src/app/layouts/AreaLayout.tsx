import type { Role } from '@services/core/access.ts'
import type { AreaPrefix } from '../../lib/paths.ts'
import { RequireRole } from '../guard.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import type { AreaMenu } from './area-menus.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// A signed-in area, open to one role: the site's pages (links kept under `prefix`) in the menu,
// then the area's own entries and Logout under its account dropdown.
export function AreaLayout({
  requiredRole,
  homePath,
  prefix,
  navLabel,
  menu,
}: {
  requiredRole: Role
  homePath: string
  prefix: AreaPrefix
  navLabel: string
  menu: AreaMenu
}) {
  return (
    <RequireRole requiredRole={requiredRole}>
      <SiteFrame
        homePath={homePath}
        navLabel={navLabel}
        menu={
          <>
            <SiteMenuItems prefix={prefix} />
            <AccountMenu menu={menu} />
          </>
        }
      />
    </RequireRole>
  )
}
