import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { IncidentValues } from './contract.ts'
import { incidentEvents } from './events.ts'
import type { IncidentTables } from './tables.ts'

const columns = (values: IncidentValues) => ({
  judul: values.judul,
  kejadian: values.kejadian,
  ditemukan_pada: values.ditemukan_pada,
  jenis_subjek: values.jenis_subjek,
  jenis_data: values.jenis_data,
  perkiraan_jumlah: values.perkiraan_jumlah,
  pelanggan_terdampak: JSON.stringify(values.pelanggan_terdampak),
  tindakan: values.tindakan,
  status: values.status,
})

export const incidentsProjection = defineProjection({
  name: 'incidents',
  tables: ['incidents'],
  events: incidentEvents,
  handlers: {
    async IncidentRecorded(trx, { version, data, createdAt }) {
      const { idinsiden, ...values } = data
      const at = createdAt.toISOString()
      await trx
        .withTables<IncidentTables>()
        .insertInto('incidents')
        .values({ idinsiden, ...columns(values), version, created_at: at, updated_at: at })
        .execute()
    },
    async IncidentChanged(trx, { streamId, version, data, createdAt }) {
      await trx
        .withTables<IncidentTables>()
        .updateTable('incidents')
        .set({ ...columns(data), version, updated_at: createdAt.toISOString() })
        .where('idinsiden', '=', Number(streamId))
        .execute()
    },
  },
})
