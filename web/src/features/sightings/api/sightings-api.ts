import type { Poster, PosterPage, Sighting } from '@services/modules/sightings/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { multipartForm } from '../../../lib/multipart.ts'
import { useApi } from '../../../lib/use-api.ts'

// The sightings calls (issue 40 item 5): the customer's report and log, the admin's follow-up and
// poster, and the poster's public page.

export type SightingFields = { hama: string; idarea?: number | undefined; catatan?: string | undefined }

const form = (fields: SightingFields, foto: File | null) =>
  multipartForm({ hama: fields.hama, idarea: fields.idarea, catatan: fields.catatan }, { foto })

export const reportFromPortal = (idlokasi: string | number, fields: SightingFields, foto: File | null) =>
  api.post<ApiSuccess<Sighting>>(`/penampakan/lokasi/${idlokasi}`, form(fields, foto))

export const reportFromPoster = (token: string, fields: SightingFields, foto: File | null) =>
  api.post<ApiSuccess<{ terkirim: boolean }>>(`/lapor/${encodeURIComponent(token)}`, form(fields, foto), {
    auth: false,
  })

export const usePosterPage = (token: string | undefined) =>
  useApi<ApiSuccess<PosterPage>>(token ? [`/lapor/${encodeURIComponent(token)}`, {}, { auth: false }] : null)

export const usePoster = (idlokasi: string | undefined) =>
  useApi<ApiSuccess<Poster>>(idlokasi ? `/penampakan/poster/${idlokasi}` : null)

export const replacePoster = (poster: Poster) =>
  api.post<ApiSuccess<Poster>>(`/penampakan/poster/${poster.idlokasi}/ganti`, { version: poster.version })

export const followUp = (
  sighting: Sighting,
  fields: { tindak_lanjut: 'kunjungan dijadwalkan' | 'ditangani'; catatan?: string | undefined },
) =>
  api.post<ApiSuccess<Sighting>>(`/penampakan/${sighting.idpenampakan}/tindakLanjut`, {
    ...fields,
    version: sighting.version,
  })

export const sightingsPath = (idlokasi: string | number) => `/penampakan/lokasi/${idlokasi}`

// The site and its areas, read as the sites module answers them (the customer: its own only).
type SiteHead = { idlokasi: number; kode_lokasi: string; nama_lokasi: string }
export const useSiteHead = (id: string | undefined) =>
  useApi<ApiSuccess<SiteHead>>(id ? `/lokasi/getData/${id}` : null)
export const useSiteAreas = (id: string | undefined) =>
  useApi<ApiSuccess<{ idarea: number; nama_area: string }[]>>(id ? `/area/lokasi/${id}` : null)
