import type { Attention } from '@services/modules/dashboard/contract.ts'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'

// The attention list's corrective actions (issue 40 item 3): how many are open and overdue, the
// most urgent with their site, area, finding and due date, each leading to its site's page.
export function AttentionActions({ actions }: { actions: Attention['tindakan_korektif'] }) {
  return (
    <section aria-labelledby="attention-actions">
      <h3 id="attention-actions">
        Tindakan korektif terbuka: {actions.terbuka} ({actions.terlambat} terlambat)
      </h3>
      <ul>
        {actions.data.map((action) => (
          <li key={action.idtindakan}>
            <Link to={paths.admin.lokasiDetail(action.idlokasi)}>
              {action.nama_lokasi}
              {action.nama_area ? `, ${action.nama_area}` : ''}
            </Link>{' '}
            · {action.temuan} · tenggat {formatDate(action.tenggat)}
            {action.terlambat ? ' (terlambat)' : ''}
          </li>
        ))}
      </ul>
      <Link to={paths.admin.tindakanKorektif}>Lihat tindakan korektif</Link>
    </section>
  )
}
