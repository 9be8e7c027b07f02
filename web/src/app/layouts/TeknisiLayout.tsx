import { paths } from '../../lib/paths.ts'
import { AreaLayout } from './AreaLayout.tsx'
import { TEKNISI_MENU } from './area-menus.ts'

// The technician area (role teknisi only) lies outside the /admin-home and /pelanggan prefixes, so
// it keeps the public menu (spec section 2, Navigation), with the schedule and Logout added.
export default function TeknisiLayout() {
  return (
    <AreaLayout
      requiredRole="teknisi"
      homePath={paths.home}
      prefix=""
      manifest="/teknisi.webmanifest"
      navLabel="Menu teknisi"
      menu={TEKNISI_MENU}
    />
  )
}
