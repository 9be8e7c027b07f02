import { recordHistory } from '../../core/event-sourcing/history.ts'
import { AREA_MESSAGES, SITE_MESSAGES } from './contract.ts'
import { type AreaState, areaDecider, type SiteState, siteDecider } from './decider.ts'
import { AREA_STREAM_TYPE, type AreaEvent, SITE_STREAM_TYPE, type SiteEvent } from './events.ts'

// GET /api/lokasi/history/{id} and /api/area/history/{id}: who changed what and when, oldest first;
// a deleted record's history stays readable.

export const siteHistory = recordHistory<SiteState, SiteEvent>({
  streamType: SITE_STREAM_TYPE,
  decider: siteDecider,
  jenis: {
    SiteCreated: 'Lokasi dibuat',
    SiteDetailsChanged: 'Data lokasi diubah',
    SiteStatusChanged: 'Status lokasi diubah',
    SiteDeleted: 'Lokasi dihapus',
  },
  flat: (state) =>
    state.details === null
      ? null
      : { idpelanggan: state.idpelanggan, ...state.details, status_aktif: state.status_aktif },
  fields: ['idpelanggan', 'kode_lokasi', 'nama_lokasi', 'alamat', 'link_maps', 'status_aktif'],
  deleted: 'SiteDeleted',
  notFound: SITE_MESSAGES.notFound,
})

export const areaHistory = recordHistory<AreaState, AreaEvent>({
  streamType: AREA_STREAM_TYPE,
  decider: areaDecider,
  jenis: {
    AreaCreated: 'Area dibuat',
    AreaChanged: 'Area diubah',
    AreaPlanUploaded: 'Denah diunggah',
    AreaPlanRemoved: 'Denah dihapus',
    AreaDeleted: 'Area dihapus',
  },
  flat: (state) =>
    state.id === null
      ? null
      : { nama_area: state.nama_area, zona: state.zona, nama_file_denah: state.plan?.nama_file ?? null },
  fields: ['nama_area', 'zona', 'nama_file_denah'],
  deleted: 'AreaDeleted',
  notFound: AREA_MESSAGES.notFound,
})
