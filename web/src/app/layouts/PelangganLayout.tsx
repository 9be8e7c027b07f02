import { paths } from '../paths.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The customer area's frame; its Pelanggan menu and Logout are added with the sign-in work.
export default function PelangganLayout() {
  return (
    <SiteFrame
      homePath={paths.pelanggan.home}
      navLabel="Menu pelanggan"
      menu={<SiteMenuItems prefix={paths.pelanggan.home} />}
    />
  )
}
