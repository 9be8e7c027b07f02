import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { STATUS_LOKASI_OPTIONS, ZONA_OPTIONS } from './contract.ts'

// One stream per site (`lokasi`, id = idlokasi) and one per area (`area`, id = idarea): an area is
// changed on its own (its plan above all) without holding its site's version.
export const SITE_STREAM_TYPE = 'lokasi'
export const AREA_STREAM_TYPE = 'area'

const SiteDetails = {
  kode_lokasi: Type.String({ maxLength: 12 }),
  nama_lokasi: Type.String({ maxLength: 120 }),
  alamat: Type.String({ maxLength: 500 }),
  link_maps: Type.String({ maxLength: 500 }),
}
const Status = Type.Enum([...STATUS_LOKASI_OPTIONS])

// The admin recorded a customer's site; the data is the whole record.
export const SiteCreated = defineEvent(
  'SiteCreated',
  Type.Object({
    idlokasi: Type.Integer(),
    idpelanggan: Type.Integer(),
    ...SiteDetails,
    status_aktif: Status,
  }),
)
// Code, name, address or map link changed: the new value of each changed field only.
export const SiteDetailsChanged = defineEvent('SiteDetailsChanged', Type.Partial(Type.Object(SiteDetails)))
export const SiteStatusChanged = defineEvent('SiteStatusChanged', Type.Object({ status_aktif: Status }))
// Deleted while nothing pointed at it (no area, device, contract or visit); its history stays.
export const SiteDeleted = defineEvent('SiteDeleted', Type.Object({ idlokasi: Type.Integer() }))

// A stored floor plan, checked by content (services/core/file-store.ts).
export const PlanFile = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})

export const AreaCreated = defineEvent(
  'AreaCreated',
  Type.Object({
    idarea: Type.Integer(),
    idlokasi: Type.Integer(),
    nama_area: Type.String({ maxLength: 80 }),
    zona: Type.Enum([...ZONA_OPTIONS]),
  }),
)
export const AreaChanged = defineEvent(
  'AreaChanged',
  Type.Partial(
    Type.Object({ nama_area: Type.String({ maxLength: 80 }), zona: Type.Enum([...ZONA_OPTIONS]) }),
  ),
)
// A plan was uploaded, or replaced the earlier one (removed once this is recorded). Devices keep
// their positions: they are fractions of the plan's width and height.
export const AreaPlanUploaded = defineEvent('AreaPlanUploaded', Type.Object({ file: PlanFile }))
// The plan was removed (the name of the file it was, for the history).
export const AreaPlanRemoved = defineEvent('AreaPlanRemoved', Type.Object({ nama_file: Type.String() }))
export const AreaDeleted = defineEvent('AreaDeleted', Type.Object({ idarea: Type.Integer() }))

export const siteEvents = [
  SiteCreated,
  SiteDetailsChanged,
  SiteStatusChanged,
  SiteDeleted,
  AreaCreated,
  AreaChanged,
  AreaPlanUploaded,
  AreaPlanRemoved,
  AreaDeleted,
] as const
export type SiteEvent = EventUnion<
  readonly [typeof SiteCreated, typeof SiteDetailsChanged, typeof SiteStatusChanged, typeof SiteDeleted]
>
export type AreaEvent = EventUnion<
  readonly [
    typeof AreaCreated,
    typeof AreaChanged,
    typeof AreaPlanUploaded,
    typeof AreaPlanRemoved,
    typeof AreaDeleted,
  ]
>
