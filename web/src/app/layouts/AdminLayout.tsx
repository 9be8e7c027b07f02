import { paths } from '../paths.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// The admin area's frame. The admin menu (the Admin dropdown on phones, the person-icon
// dropdown on large screens) and Logout are added with the sign-in work.
export default function AdminLayout() {
  return (
    <SiteFrame
      homePath={paths.admin.home}
      navLabel="Menu admin"
      menu={<SiteMenuItems prefix={paths.admin.home} />}
    />
  )
}
