import { TEMUAN_OPTIONS } from '@services/modules/inspections/reading-shape.ts'
import type { VisitDevice } from '@services/modules/inspections/records.ts'
import { useEffect, useState } from 'react'
import { fetchFile } from '../../../lib/download.ts'
import { FINDING_LETTER, FindingMark, findingClass } from './FindingMark.tsx'

// An area's floor plan (GET /api/area/denah/{id}, read with the session), or null: none, a PDF,
// or not readable (the devices are then drawn on a blank plan of the same shape).
function usePlan(idarea: number): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    let made: string | null = null
    fetchFile(`/area/denah/${idarea}`, { fallbackName: 'denah' }).then(
      ({ blob }) => {
        if (!live || !blob.type.startsWith('image/')) return
        made = URL.createObjectURL(blob)
        setUrl(made)
      },
      () => undefined,
    )
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [idarea])
  return url
}

function AreaPlan({ nama, idarea, devices }: { nama: string; idarea: number; devices: VisitDevice[] }) {
  const plan = usePlan(idarea)
  const placed = devices.filter((device) => device.posisi_x !== null && device.posisi_y !== null)
  return (
    <figure className="device-map__area">
      <figcaption>
        <strong>{nama}</strong> · {devices.length} perangkat
      </figcaption>
      <div className="device-map__plan">
        {plan ? <img src={plan} alt={`Denah ${nama}`} /> : null}
        {placed.map((device) => (
          <span
            key={device.idperangkat}
            className={`device-map__pin ${findingClass(device.temuan)}`}
            style={{ left: `${(device.posisi_x ?? 0) * 100}%`, top: `${(device.posisi_y ?? 0) * 100}%` }}
            title={`${device.kode_perangkat}: ${device.temuan}`}
            role="img"
            aria-label={`${device.kode_perangkat}: ${device.temuan}`}
          >
            {FINDING_LETTER[device.temuan]}
          </span>
        ))}
      </div>
    </figure>
  )
}

// The visit's site map: each area's plan with its devices coloured by their reading, and a legend
// that names each colour's shape and letter, so the map reads without colour.
export function DeviceMap({ devices }: { devices: VisitDevice[] }) {
  const areas = new Map<number, { nama: string; devices: VisitDevice[] }>()
  for (const device of devices) {
    const area = areas.get(device.idarea) ?? { nama: device.nama_area, devices: [] }
    area.devices.push(device)
    areas.set(device.idarea, area)
  }
  return (
    <section className="device-map" aria-label="Peta perangkat">
      <ul className="device-map__legend" aria-label="Keterangan warna">
        {TEMUAN_OPTIONS.map((temuan) => (
          <li key={temuan}>
            <FindingMark temuan={temuan} />
          </li>
        ))}
      </ul>
      {[...areas.entries()].map(([idarea, area]) => (
        <AreaPlan key={idarea} idarea={idarea} nama={area.nama} devices={area.devices} />
      ))}
    </section>
  )
}
