import type { SitePanelProps } from '../../../lib/panels.tsx'
import { TrendPanel } from './TrendPanel.tsx'

// The trend on a site's page (the `lokasi` slot): the admin's with its thresholds drawn, the
// customer's read-only.
export default function SiteTrendPanel({ idlokasi, area }: SitePanelProps) {
  return (
    <section aria-labelledby="tren-heading" className="inspections">
      <h2 id="tren-heading">Tren aktivitas hama</h2>
      <TrendPanel idlokasi={idlokasi} withThresholds={area === 'admin'} />
    </section>
  )
}
