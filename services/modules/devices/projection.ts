import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { recordRow } from '../../core/event-sourcing/record-row.ts'
import { deviceEvents } from './events.ts'
import type { DeviceTables } from './tables.ts'

const insert = rowInsert<DeviceTables>()
const row = recordRow<DeviceTables, 'devices'>('devices', 'idperangkat')

// The devices read table, written by the append's own statement (docs/adr/0016). A removed device
// stays in it (status dicabut): the register and its readings keep naming it.
export const devicesProjection = defineStatementProjection({
  name: 'devices',
  tables: ['devices'],
  events: deviceEvents,
  statements: {
    DeviceInstalled: (_, { version, data, createdAt }) =>
      insert('devices', {
        ...data,
        status_perangkat: 'aktif',
        version,
        created_at: createdAt.toISOString(),
        updated_at: createdAt.toISOString(),
      }),
    DeviceMoved: row.changed,
    DeviceDetailsChanged: row.changed,
    DeviceLabelReplaced: row.changed,
    DeviceMarkedMissing: (query, event) => row.set(query, event, { status_perangkat: 'hilang' }),
    DeviceFound: (query, event) => row.set(query, event, { status_perangkat: 'aktif' }),
    DeviceRemoved: (query, event) => row.set(query, event, { status_perangkat: 'dicabut' }),
  },
})
