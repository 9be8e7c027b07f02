import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { recordRow } from '../../core/event-sourcing/record-row.ts'
import { siteEvents } from './events.ts'
import type { SiteTables } from './tables.ts'

const insert = rowInsert<SiteTables>()
const site = recordRow<SiteTables, 'sites'>('sites', 'idlokasi')
const area = recordRow<SiteTables, 'areas'>('areas', 'idarea')

// The sites and areas read tables, written by the append's own statement (docs/adr/0016).
export const sitesProjection = defineStatementProjection({
  name: 'sites',
  tables: ['sites', 'areas'],
  events: siteEvents,
  statements: {
    SiteCreated: (_, { version, data, createdAt }) =>
      insert('sites', {
        ...data,
        version,
        created_at: createdAt.toISOString(),
        updated_at: createdAt.toISOString(),
      }),
    SiteDetailsChanged: site.changed,
    SiteStatusChanged: site.changed,
    SiteDeleted: site.deleted,
    AreaCreated: (_, { version, data, createdAt }) =>
      insert('areas', {
        ...data,
        version,
        created_at: createdAt.toISOString(),
        updated_at: createdAt.toISOString(),
      }),
    AreaChanged: area.changed,
    AreaPlanUploaded: (query, event) =>
      area.set(query, event, {
        denah_key: event.data.file.file_key,
        denah_nama: event.data.file.nama_file,
        denah_tipe: event.data.file.tipe,
      }),
    AreaPlanRemoved: (query, event) =>
      area.set(query, event, { denah_key: null, denah_nama: null, denah_tipe: null }),
    AreaDeleted: area.deleted,
  },
})
