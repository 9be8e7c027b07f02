import { SiteMapPage } from './SiteMapPage.tsx'

// The admin's site map: markers dragged or moved by keys, devices installed, labels printed.
export default function AdminSiteMapPage() {
  return <SiteMapPage editable />
}
