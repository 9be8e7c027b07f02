import type { Device, MapDevice } from '@services/modules/devices/contract.ts'
import type { Area, Site } from '@services/modules/sites/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile, fetchFile } from '../../../lib/download.ts'
import { useApi } from '../../../lib/use-api.ts'

// The devices' calls (/api/perangkat) and the site's reads the map needs (/api/lokasi, /api/area).
export const useMapSite = (id: string | undefined) =>
  useApi<ApiSuccess<Site>>(id ? `/lokasi/getData/${id}` : null)
export const useMapAreas = (id: string | undefined) =>
  useApi<ApiSuccess<Area[]>>(id ? `/area/lokasi/${id}` : null)
export const useMapDevices = (id: string | undefined) =>
  useApi<ApiSuccess<MapDevice[]>>(id ? `/perangkat/lokasi/${id}` : null)
export const useDevice = (id: string | undefined) =>
  useApi<ApiSuccess<Device>>(id ? `/perangkat/getData/${id}` : null)

// Positions travel rounded to 4 places (a tenth of a millimetre on an A0 plan).
const round = (value: number) => Math.round(value * 10_000) / 10_000

export const moveDevice = (
  device: { idperangkat: number; version: number },
  idarea: number,
  x: number,
  y: number,
) =>
  api.put<ApiSuccess<Device>>(`/perangkat/pindah/${device.idperangkat}`, {
    idarea,
    posisi_x: round(x),
    posisi_y: round(y),
    version: device.version,
  })

export const installDevice = (fields: Record<string, unknown>) =>
  api.post<ApiSuccess<Device>>('/perangkat/createData', fields)
export const updateDevice = (device: Device, fields: Record<string, unknown>) =>
  api.put<ApiSuccess<Device>>(`/perangkat/updateData/${device.idperangkat}`, {
    ...fields,
    version: device.version,
  })
export const replaceLabel = (device: Device) =>
  api.put<ApiSuccess<Device>>(`/perangkat/gantiLabel/${device.idperangkat}`, { version: device.version })
export const changeStatus = (device: Device, status_perangkat: string, catatan: string) =>
  api.put<ApiSuccess<Device>>(`/perangkat/status/${device.idperangkat}`, {
    status_perangkat,
    catatan,
    version: device.version,
  })

export const downloadLabels = (idlokasi: number, kode: string, idperangkat?: number) =>
  downloadFile(`/perangkat/label/${idlokasi}`, {
    ...(idperangkat ? { query: { idperangkat } } : {}),
    fallbackName: `label-perangkat-${kode}.pdf`,
  })

// The plan as an image URL: a png or jpg as sent; a pdf's first page drawn by pdf.js, loaded on
// the first pdf plan only (ADR 0075).
export async function planImageUrl(area: Area): Promise<string> {
  const { blob } = await fetchFile(`/area/denah/${area.idarea}`, { fallbackName: 'denah' })
  if (area.tipe_denah !== 'application/pdf') return URL.createObjectURL(blob)
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  const document = await pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise
  const page = await document.getPage(1)
  const base = page.getViewport({ scale: 1 })
  const viewport = page.getViewport({ scale: Math.min(4, 1600 / base.width) })
  const canvas = window.document.createElement('canvas')
  canvas.width = Math.round(viewport.width)
  canvas.height = Math.round(viewport.height)
  await page.render({ canvas, viewport }).promise
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  await document.destroy()
  return png ? URL.createObjectURL(png) : ''
}
