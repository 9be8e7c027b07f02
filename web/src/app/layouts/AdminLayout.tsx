import { paths } from '../../lib/paths.ts'
import { AreaLayout } from './AreaLayout.tsx'
import { ADMIN_MENU } from './area-menus.ts'

// The admin area (role admin only): the site's pages inside the area, then the admin's own
// entries and Logout under the Admin dropdown (phones) or the person-icon dropdown (large screens).
export default function AdminLayout() {
  return (
    <AreaLayout
      requiredRole="admin"
      homePath={paths.admin.home}
      prefix={paths.admin.home}
      navLabel="Menu admin"
      menu={ADMIN_MENU}
    />
  )
}
