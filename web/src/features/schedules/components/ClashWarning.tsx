import { Link } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'
import { CLASH_PATH, type Clash } from '../api/schedules-api.ts'

// A technician who already has a visit at that date and time (or a visit without a time that
// day): a warning listing those visits. Saving stays allowed (issue 12: warned, not refused).
export function ClashWarning({
  idteknisi,
  tanggal,
  jam,
  kecuali,
}: {
  idteknisi: string
  tanggal: string
  jam: string
  kecuali?: number
}) {
  const ready = idteknisi !== '' && /^\d{4}-\d{2}-\d{2}$/.test(tanggal)
  const query = { idteknisi, tanggal, jam, ...(kecuali ? { kecuali } : {}) }
  const { data } = useApi<ApiSuccess<Clash[]>>(ready ? [CLASH_PATH, query] : null, {
    keepPreviousData: false,
  })
  const clashes = ready ? (data?.data ?? []) : []
  if (clashes.length === 0) return null
  return (
    <Alert tone="warning" title="Teknisi sudah punya jadwal pada waktu ini">
      <ul className="clash-list">
        {clashes.map((clash) => (
          <li key={clash.idpenjadwalan}>
            <Link to={paths.admin.editPenjadwalan(clash.idpenjadwalan)}>{clash.nama_pelanggan}</Link>
            {', '}
            {formatDate(clash.tanggal)}
            {clash.jam ? ` pukul ${clash.jam}` : ' (tanpa jam)'}
          </li>
        ))}
      </ul>
      <p>Jadwal tetap dapat disimpan.</p>
    </Alert>
  )
}
