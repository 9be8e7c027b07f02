import { paths } from '../paths.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The technician area lies outside the /admin-home and /pelanggan prefixes, so it shows the
// public menu (spec section 2, Navigation); its schedule link and Logout come with sign-in.
export default function TeknisiLayout() {
  return <SiteFrame homePath={paths.home} navLabel="Menu teknisi" menu={<SiteMenuItems prefix="" />} />
}
