import '../devices.css'
import type { Device } from '@services/modules/devices/contract.ts'
import { Link, useParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'

// /teknisi/perangkat/{kode}: the device a technician scanned or typed (its code, type, site, area
// and status), read-only. The reading at a visit is recorded from the visit (inspections).
export default function TechnicianDevicePage() {
  const { kode = '' } = useParams()
  const { data, error } = useApi<ApiSuccess<Device>>(`/perangkat/kode/${encodeURIComponent(kode)}`)
  const device = data?.data
  return (
    <main id="main" className="page">
      <div className="container site-map">
        <p>
          <Link to={paths.teknisi.penjadwalan}>Jadwal saya</Link>
        </p>
        {error ? (
          <>
            <h1>Perangkat {kode}</h1>
            <p role="alert">{error.message}</p>
          </>
        ) : !device ? (
          <Spinner label="Memuat perangkat" />
        ) : (
          <>
            <h1>Perangkat {device.kode_perangkat}</h1>
            <dl className="site-map__chosen">
              <dt>Kode pendek</dt>
              <dd>{device.kode_pendek}</dd>
              <dt>Jenis</dt>
              <dd>{device.jenis_perangkat}</dd>
              <dt>Lokasi · Area</dt>
              <dd>
                {device.nama_lokasi} · {device.nama_area}
              </dd>
              <dt>Tanggal pasang</dt>
              <dd>{formatDate(device.tanggal_pasang)}</dd>
              <dt>Status</dt>
              <dd>
                {device.status_perangkat === 'dicabut'
                  ? 'dicabut (tidak diperiksa lagi)'
                  : device.status_perangkat}
              </dd>
            </dl>
          </>
        )}
      </div>
    </main>
  )
}
