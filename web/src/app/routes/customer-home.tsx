import { CertificatesPanel } from '../../features/certificates/components/CertificatesPanel.tsx'
import CustomerHomePage from '../../features/identity/pages/CustomerHomePage.tsx'
import { UnpaidInvoicesPanel } from '../../features/invoices/components/UnpaidInvoicesPanel.tsx'
import { LatestReportPanel } from '../../features/reports/components/LatestReportPanel.tsx'
import { NextVisitPanel } from '../../features/schedules/components/NextVisitPanel.tsx'

// The customer home with the panels of the modules it summarises. Composed here, in the app,
// because no feature imports another: the home (identity) and each panel's module stay apart.
export default function CustomerHome() {
  return (
    <CustomerHomePage
      summary={
        <>
          <NextVisitPanel />
          <UnpaidInvoicesPanel />
          <CertificatesPanel />
          <LatestReportPanel />
        </>
      }
    />
  )
}
