import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { inspectionEvents } from './events.ts'
import type { InspectionTables } from './tables.ts'

const insert = rowInsert<InspectionTables>()

// The inspections read table, written by the append's own statement (docs/adr/0016): a reading
// is one row, never changed.
export const inspectionsProjection = defineStatementProjection({
  name: 'inspections',
  tables: ['inspections'],
  events: inspectionEvents,
  statements: {
    DeviceInspected(_, { version, data, createdAt }) {
      const { tangkapan, ...rest } = data
      return insert('inspections', {
        ...rest,
        tangkapan: JSON.stringify(tangkapan),
        version,
        created_at: createdAt.toISOString(),
      })
    },
  },
})
