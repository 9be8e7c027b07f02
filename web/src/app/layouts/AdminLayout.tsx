import { RequireRole } from '../guard.tsx'
import { paths } from '../paths.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { ADMIN_MENU } from './area-menus.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The admin area (role admin only): the site's pages inside the area, then the admin's own
// entries and Logout under the Admin dropdown (phones) or the person-icon dropdown (large screens).
export default function AdminLayout() {
  return (
    <RequireRole requiredRole="admin">
      <SiteFrame
        homePath={paths.admin.home}
        navLabel="Menu admin"
        menu={
          <>
            <SiteMenuItems prefix={paths.admin.home} />
            <AccountMenu menu={ADMIN_MENU} />
          </>
        }
      />
    </RequireRole>
  )
}
