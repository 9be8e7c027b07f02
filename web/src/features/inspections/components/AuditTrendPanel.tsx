import type { AuditPanelProps } from '../../../lib/panels.tsx'
import { TrendPanel, type TrendSource } from './TrendPanel.tsx'

// The trend chart on the auditor's page of a link (the `audit` slot, ADR 0128): the site's panel
// drawn from the link's read-only calls, over the link's months, with the site's thresholds and
// its areas to narrow to, as the admin's.
export default function AuditTrendPanel({ token }: AuditPanelProps) {
  const source: TrendSource = {
    trend: (query) => `/audit/${token}/grafik?${query}`,
    thresholds: `/audit/${token}/ambang`,
    areas: `/audit/${token}/area`,
    periodChosen: false,
  }
  return (
    <section aria-labelledby="tren-heading" className="audit-panel inspections">
      <h2 id="tren-heading">Grafik tren terhadap ambang</h2>
      <TrendPanel source={source} />
    </section>
  )
}
