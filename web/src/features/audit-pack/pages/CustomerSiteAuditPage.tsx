import { SiteAuditPage } from './SiteAuditPage.tsx'

export default function CustomerSiteAuditPage() {
  return <SiteAuditPage area="pelanggan" />
}
