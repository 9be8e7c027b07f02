import '../devices.css'
import type { MapDevice } from '@services/modules/devices/contract.ts'
import { useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { PeriodDownloads, siteCsvDownloads } from '../../../components/PeriodDownloads.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import {
  downloadLabels,
  installDevice,
  moveDevice,
  planImageUrl,
  useMapAreas,
  useMapDevices,
  useMapSite,
} from '../api/devices-api.ts'
import { InstallDialog } from '../components/InstallDialog.tsx'
import { JENIS_SHORT, PlanMarkers } from '../components/PlanMarkers.tsx'

// A site's map (/admin-home/lokasi/{id}/peta, and read-only /pelanggan/lokasi/{id}/peta): one
// area's plan at a time (?area= in the address) with its devices as markers; the admin drags
// them (or moves them with the arrow keys), installs new ones and prints their labels.
export function SiteMapPage({ editable = false }: { editable?: boolean }) {
  const { id } = useParams()
  const [params, setParams] = useSearchParams()
  const site = useMapSite(id)
  const areas = useMapAreas(id)
  const devices = useMapDevices(id)
  const [planUrl, setPlanUrl] = useState<string | null>(null)
  const [planError, setPlanError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<MapDevice | null>(null)
  const [installing, setInstalling] = useState(false)
  const [installError, setInstallError] = useState<unknown>(null)
  const areaList = areas.data?.data ?? []
  const area = areaList.find((a) => String(a.idarea) === params.get('area')) ?? areaList[0]

  useEffect(() => {
    setPlanUrl(null)
    setPlanError(null)
    if (!area?.denah) return
    let url = ''
    let live = true
    planImageUrl(area)
      .then((made) => {
        url = made
        if (live) setPlanUrl(made)
        else URL.revokeObjectURL(made)
      })
      .catch((error: Error) => live && setPlanError(error.message))
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [area?.idarea, area?.denah, area?.version, area])

  const record = site.data?.data
  if (site.error)
    return (
      <main id="main" className="page container">
        {site.error.message}
      </main>
    )
  if (!record || !areas.data || !devices.data) return <Spinner label="Memuat peta" />
  const inArea = devices.data.data.filter((device) => device.idarea === area?.idarea)
  const placed = inArea.filter((device) => device.posisi_x !== null && device.posisi_y !== null)
  const unplaced = inArea.filter((device) => device.posisi_x === null || device.posisi_y === null)

  const move = async (device: MapDevice, spot: { x: number; y: number }) => {
    try {
      const answer = await moveDevice(device, area!.idarea, spot.x, spot.y)
      toast.success(`${answer.message ?? 'Perangkat berhasil dipindah'}: ${device.kode_perangkat}`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal memindah perangkat')
    }
    await devices.mutate()
  }

  return (
    <main id="main" className="page">
      <div className="container site-map">
        <p>
          <Link to={editable ? paths.admin.lokasiDetail(record.idlokasi) : paths.pelanggan.lokasi}>
            {editable ? `Lokasi ${record.kode_lokasi}` : 'Lokasi Anda'}
          </Link>
        </p>
        <h1>
          Peta Perangkat {record.kode_lokasi} – {record.nama_lokasi}
        </h1>
        {areaList.length === 0 ? (
          <p>Lokasi ini belum memiliki area.</p>
        ) : (
          <div className="site-map__tools">
            <SelectField
              label="Area"
              name="area"
              value={String(area?.idarea ?? '')}
              onChange={(event) => {
                setChosen(null)
                setParams((old) => {
                  const next = new URLSearchParams(old)
                  next.set('area', event.target.value)
                  return next
                })
              }}
              options={areaList.map((a) => ({
                value: String(a.idarea),
                label: `${a.nama_area} (${a.zona})`,
              }))}
            />
            {editable && area ? (
              <>
                <Button onClick={() => setInstalling(true)}>Pasang Perangkat</Button>
                <DownloadButton
                  size="md"
                  label="Unduh label QR"
                  name={`lokasi ${record.kode_lokasi}`}
                  download={() => downloadLabels(record.idlokasi, record.kode_lokasi)}
                />
              </>
            ) : null}
          </div>
        )}
        {area ? (
          <section aria-label={`Denah ${area.nama_area}`}>
            {!area.denah ? (
              <p className="site-map__empty">
                Area ini belum memiliki denah.
                {editable ? (
                  <>
                    {' '}
                    <Link to={paths.admin.lokasiDetail(record.idlokasi)}>Unggah denah</Link>
                  </>
                ) : null}
              </p>
            ) : planError ? (
              <p role="alert">{planError}</p>
            ) : !planUrl ? (
              <Spinner label="Memuat denah" />
            ) : (
              <div className="site-map__plan">
                <img src={planUrl} alt={`Denah ${area.nama_area}`} />
                <PlanMarkers
                  devices={placed}
                  editable={editable}
                  onMove={move}
                  onChoose={setChosen}
                  onRefused={(message) => toast.error(message)}
                />
              </div>
            )}
            <p>
              {inArea.length} perangkat di area ini
              {editable ? ' · seret penanda, atau pilih lalu tekan tombol panah (Shift: lebih jauh)' : ''}
            </p>
          </section>
        ) : null}
        {chosen ? (
          <section className="site-map__chosen" aria-live="polite" aria-label="Perangkat terpilih">
            <h2>{chosen.kode_perangkat}</h2>
            <p>
              {chosen.jenis_perangkat} · kode pendek <strong>{chosen.kode_pendek}</strong> ·{' '}
              {chosen.status_perangkat}
            </p>
            {editable ? (
              <Link to={paths.admin.perangkatDetail(chosen.idperangkat)}>Buka perangkat</Link>
            ) : null}
          </section>
        ) : null}
        {unplaced.length > 0 ? (
          <section aria-labelledby="unplaced-heading">
            <h2 id="unplaced-heading">Belum diletakkan di denah</h2>
            <ul>
              {unplaced.map((device) => (
                <li key={device.idperangkat}>
                  {device.kode_perangkat} ({device.jenis_perangkat})
                  {editable && area?.denah ? (
                    <Button size="sm" variant="ghost" onClick={() => void move(device, { x: 0.5, y: 0.5 })}>
                      Letakkan di tengah denah
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ul className="site-map__legend" aria-label="Keterangan penanda">
          {Object.entries(JENIS_SHORT).map(([jenis, short]) => (
            <li key={jenis}>
              <span className="device-marker" data-jenis={jenis} aria-hidden="true">
                {short}
              </span>
              {jenis}
            </li>
          ))}
        </ul>
        {editable ? null : (
          <PeriodDownloads
            title="Ekspor per periode"
            name={`lokasi ${record.kode_lokasi}`}
            downloads={siteCsvDownloads(record.idlokasi, record.kode_lokasi)}
          />
        )}
        {editable ? (
          <p>
            <Link
              className={buttonClass('secondary')}
              to={`${paths.admin.perangkat}?idlokasi=${record.idlokasi}`}
            >
              Daftar perangkat lokasi ini
            </Link>
          </p>
        ) : null}
      </div>
      {installing && area ? (
        <InstallDialog
          idlokasi={record.idlokasi}
          idarea={area.idarea}
          namaArea={area.nama_area}
          placed={Boolean(area.denah)}
          error={installError}
          onClose={() => {
            setInstalling(false)
            setInstallError(null)
          }}
          onSave={async (fields) => {
            try {
              const answer = await installDevice(fields)
              toast.success(
                `${answer.message ?? 'Perangkat berhasil dipasang'}: ${answer.data.kode_perangkat}`,
              )
              setInstalling(false)
              setInstallError(null)
              await devices.mutate()
            } catch (error) {
              setInstallError(error)
            }
          }}
        />
      ) : null}
    </main>
  )
}
