import type { SitePanelProps } from '../../../lib/panels.tsx'
import { siteTrendSource, TrendPanel } from './TrendPanel.tsx'

// The trend on a site's page (the `lokasi` slot), with the site's thresholds drawn: the admin's
// and the customer's alike (the customer reads them, ADR 0128).
export default function SiteTrendPanel({ idlokasi }: SitePanelProps) {
  return (
    <section aria-labelledby="tren-heading" className="inspections">
      <h2 id="tren-heading">Tren aktivitas hama</h2>
      <TrendPanel source={siteTrendSource(idlokasi)} />
    </section>
  )
}
