import '../inspections.css'
import { useParams } from 'react-router'
import { siteTrendSource, TrendPanel } from '../components/TrendPanel.tsx'

// /admin-home/lokasi/{id}/tren and /pelanggan/lokasi/{id}/tren (issue 40 item 2): a site's trend on
// a page of its own (the site page shows the same panel), with its thresholds.
export default function SiteTrendPage() {
  const id = useParams().id ?? ''
  return (
    <main id="main" className="page">
      <div className="container inspections">
        <h1>Tren aktivitas hama lokasi</h1>
        {/^\d+$/.test(id) ? <TrendPanel source={siteTrendSource(Number(id))} /> : null}
      </div>
    </main>
  )
}
