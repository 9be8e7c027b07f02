import { RequireRole } from '../guard.tsx'
import { paths } from '../paths.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { TEKNISI_MENU } from './area-menus.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The technician area (role teknisi only) lies outside the /admin-home and /pelanggan prefixes, so
// it keeps the public menu (spec section 2, Navigation), with the schedule and Logout added.
export default function TeknisiLayout() {
  return (
    <RequireRole requiredRole="teknisi">
      <SiteFrame
        homePath={paths.home}
        navLabel="Menu teknisi"
        menu={
          <>
            <SiteMenuItems prefix="" />
            <AccountMenu menu={TEKNISI_MENU} />
          </>
        }
      />
    </RequireRole>
  )
}
