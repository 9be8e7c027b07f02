import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The tables of the core (no module's): the event log is redacted by the erasure itself (ADR
// 0066); stored answers and sent emails' recipients are swept for the person's values; the rest
// hold no one's data.
export const corePersonalData: PersonalDataDeclaration = [
  {
    table: 'idempotency_keys',
    label: 'jawaban tersimpan',
    key: 'key',
    people: {},
    sweep: true,
    fields: { result: 'text' },
    notPersonal: { actor: 'an account id', key: 'a random key', operation: 'a route' },
  },
  {
    table: 'sent_messages',
    label: 'email terkirim',
    key: 'message_key',
    people: {},
    sweep: true,
    fields: { recipient: 'text' },
    notPersonal: { message_key: 'what was sent, by ids', message_id: 'the SMTP message id' },
  },
  {
    table: 'events',
    label: 'riwayat (events)',
    key: 'position',
    people: {},
    fields: { data: 'text' },
    notPersonal: {
      stream_type: 'a record kind',
      stream_id: 'a record id',
      type: 'an event name',
      metadata: 'account id, role and request id',
    },
  },
  ...(
    [
      ['streams', 'stream_id', { stream_type: 'a record kind', stream_id: 'a record id' }],
      [
        'projection_positions',
        'stream_id',
        { projection: 'a name', stream_type: 'a record kind', stream_id: 'a record id' },
      ],
      ['relay_checkpoints', 'name', { name: 'a name' }],
      ['list_counts', 'list', { list: 'a name', grp: 'counted statuses' }],
      ['list_count_definitions', 'list', { list: 'a name', grp: 'a column' }],
      ['list_versions', 'list', { list: 'a name' }],
      ['kysely_migration', 'name', { name: 'a migration', timestamp: 'a time' }],
      ['kysely_migration_lock', 'id', { id: 'a lock' }],
      ['contract_numbers', 'tahun', {}],
      ['invoice_numbers', 'tahun', {}],
      ['certificate_numbers', 'tahun', {}],
    ] as const
  ).map(([table, key, notPersonal]) => ({
    table,
    label: table,
    key,
    people: {},
    fields: {},
    notPersonal,
  })),
]
