import { RequireRole } from '../guard.tsx'
import { paths } from '../paths.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { PELANGGAN_MENU } from './area-menus.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The customer area (role pelanggan only); an access link (?token=) opens it too.
export default function PelangganLayout() {
  return (
    <RequireRole requiredRole="pelanggan">
      <SiteFrame
        homePath={paths.pelanggan.home}
        navLabel="Menu pelanggan"
        menu={
          <>
            <SiteMenuItems prefix={paths.pelanggan.home} />
            <AccountMenu menu={PELANGGAN_MENU} />
          </>
        }
      />
    </RequireRole>
  )
}
