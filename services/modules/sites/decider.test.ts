import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { areaDecider, siteDecider } from './decider.ts'
import type { AreaEvent, SiteEvent } from './events.ts'

const sites = deciderSpec(siteDecider)
const areas = deciderSpec(areaDecider)
const details = { kode_lokasi: 'PJB1', nama_lokasi: 'Pabrik', alamat: 'Jl. A', link_maps: '' }
const created: SiteEvent = {
  type: 'SiteCreated',
  data: { idlokasi: 3, idpelanggan: 7, ...details, status_aktif: 'aktif' },
}
const create = (customerExists = true) => ({
  type: 'CreateSite' as const,
  idlokasi: 3,
  customerExists,
  idpelanggan: 7,
  details,
  status_aktif: 'aktif' as const,
})

describe('site decider', () => {
  it('creates a site of an existing customer, and refuses an unknown one', () => {
    sites.given([]).when(create()).thenEvents([created])
    sites.given([]).when(create(false)).thenThrows(ValidationError, 'Pelanggan tidak ditemukan')
  })

  it('records the changed fields and the status apart, and nothing when nothing changes', () => {
    sites
      .given([created])
      .when({
        type: 'ChangeSite',
        details: { ...details, nama_lokasi: 'Pabrik Baru' },
        status_aktif: 'tidak aktif',
      })
      .thenEvents([
        { type: 'SiteDetailsChanged', data: { nama_lokasi: 'Pabrik Baru' } },
        { type: 'SiteStatusChanged', data: { status_aktif: 'tidak aktif' } },
      ])
    sites.given([created]).when({ type: 'ChangeSite', details }).thenEvents([])
    sites.given([]).when({ type: 'ChangeSite', details }).thenThrows(NotFoundError, 'Lokasi tidak ditemukan')
  })

  it('deletes a site nothing names, and refuses one still used', () => {
    sites
      .given([created])
      .when({ type: 'DeleteSite', usedBy: [] })
      .thenEvents([{ type: 'SiteDeleted', data: { idlokasi: 3 } }])
    sites
      .given([created])
      .when({ type: 'DeleteSite', usedBy: ['area', 'perangkat'] })
      .thenThrows(ConflictError, 'Data masih dipakai oleh area, perangkat, nonaktifkan saja')
  })
})

const areaCreated: AreaEvent = {
  type: 'AreaCreated',
  data: { idarea: 5, idlokasi: 3, nama_area: 'Gudang', zona: 'produksi' },
}
const plan = { file_key: 'denah/a.png', nama_file: 'denah.png', tipe: 'image/png', ukuran: 10 }

describe('area decider', () => {
  it('creates an area of an existing site, and refuses an unknown site', () => {
    areas
      .given([])
      .when({ type: 'CreateArea', idarea: 5, site: { idlokasi: 3 }, nama_area: 'Gudang', zona: 'produksi' })
      .thenEvents([areaCreated])
    areas
      .given([])
      .when({ type: 'CreateArea', idarea: 5, site: null, nama_area: 'Gudang', zona: 'produksi' })
      .thenThrows(ValidationError, 'Lokasi tidak ditemukan')
  })

  it('records a plan upload, its removal once, and the changed name or zone only', () => {
    areas
      .given([areaCreated])
      .when({ type: 'UploadPlan', file: plan })
      .thenEvents([{ type: 'AreaPlanUploaded', data: { file: plan } }])
    areas
      .given([areaCreated, { type: 'AreaPlanUploaded', data: { file: plan } }])
      .when({ type: 'RemovePlan' })
      .thenEvents([{ type: 'AreaPlanRemoved', data: { nama_file: 'denah.png' } }])
    areas
      .given([areaCreated])
      .when({ type: 'RemovePlan' })
      .thenThrows(NotFoundError, 'Area ini belum memiliki denah')
    areas
      .given([areaCreated])
      .when({ type: 'ChangeArea', nama_area: 'Gudang', zona: 'luar gedung' })
      .thenEvents([{ type: 'AreaChanged', data: { zona: 'luar gedung' } }])
    areas
      .given([areaCreated])
      .when({ type: 'ChangeArea', nama_area: 'Gudang', zona: 'produksi' })
      .thenEvents([])
  })

  it('refuses to delete an area with devices, and anything on a deleted one', () => {
    areas
      .given([areaCreated])
      .when({ type: 'DeleteArea', usedBy: ['perangkat'] })
      .thenThrows(ConflictError, 'Data masih dipakai oleh perangkat')
    const deleted: AreaEvent = { type: 'AreaDeleted', data: { idarea: 5 } }
    areas.given([areaCreated]).when({ type: 'DeleteArea', usedBy: [] }).thenEvents([deleted])
    areas
      .given([areaCreated, deleted])
      .when({ type: 'UploadPlan', file: plan })
      .thenThrows(NotFoundError, 'Area tidak ditemukan')
  })
})
