import { SiteMapPage } from './SiteMapPage.tsx'

// The customer's own site map, read-only (another customer's site answers 404).
export default function CustomerSiteMapPage() {
  return <SiteMapPage />
}
