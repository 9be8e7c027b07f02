import type { Attention } from '@services/modules/dashboard/contract.ts'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'

// The customers' pest sightings waiting for the company's answer (issue 40 item 5, ADR 0095):
// each until the admin plans a visit or marks it handled, late ones said so.
export function SightingsAttention({ sightings }: { sightings: Attention['penampakan_menunggu'] }) {
  if (sightings.jumlah === 0) return null
  return (
    <section aria-labelledby="attention-sightings">
      <h3 id="attention-sightings">Penampakan hama menunggu tanggapan: {sightings.jumlah}</h3>
      <ul>
        {sightings.data.map((sighting) => (
          <li key={sighting.idpenampakan}>
            <Link to={paths.admin.penampakanLokasi(sighting.idlokasi)}>
              {sighting.hama} · {sighting.nama_lokasi}
              {sighting.nama_area ? ` (${sighting.nama_area})` : ''}
            </Link>{' '}
            · batas {formatDateTime(sighting.batas_tanggapan)}
            {sighting.terlambat ? ' (terlambat)' : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
