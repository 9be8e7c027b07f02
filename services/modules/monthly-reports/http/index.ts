import { defineModuleHttp } from '../../../http-kit/index.ts'
import monthlyPdfRoutes from './pdf.ts'
import monthlyReportRoutes from './report.ts'

// The monthly treatment report: the admin's page of it (/penjadwalan/getLaporanTreatmentBulanan)
// and its PDF (/laporanBulanan), in the order the schedules' routes registered them before.
export default defineModuleHttp(async (app, deps) => {
  await app.register(monthlyReportRoutes, deps)
  await app.register(monthlyPdfRoutes, deps)
})
