import { Type } from 'typebox'
import { type ContractValue, defineContract, integer, text } from '../../core/contract.ts'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { type Decider, handleCommand } from '../../core/event-sourcing/decider.ts'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  registerCommand,
  registerList,
  registerVersionedRead,
} from '../../http-kit/index.ts'

// A small event-sourced module defined outside the module list, for module-composition.test.ts:
// notes (catatan) about a customer, with routes on the HTTP kit, a projection, a reference to
// customers and a scale-seed step. Its table is what its migration would create.

const NOTE_STREAM = 'note'
const noteContract = defineContract(
  {
    idpelanggan: integer({ label: 'ID Pelanggan', required: 'ID Pelanggan tidak boleh kosong' }),
    teks: text({ label: 'Teks', max: 200, required: 'Teks tidak boleh kosong' }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { idpelanggan: 1, teks: 'Pagar belakang dicek tiap kunjungan' } },
)
type NoteBody = ContractValue<typeof noteContract>
const NoteWritten = defineEvent(
  'NoteWritten',
  Type.Object({ idcatatan: Type.Integer(), idpelanggan: Type.Integer(), teks: Type.String() }),
)
const NoteChanged = defineEvent('NoteChanged', Type.Object({ teks: Type.String() }))
const noteEvents = [NoteWritten, NoteChanged] as const
type NoteEvent = EventUnion<typeof noteEvents>
type NoteCommand =
  | { type: 'Write'; idcatatan: number; idpelanggan: number; teks: string }
  | { type: 'Change'; teks: string }
const noteDecider: Decider<NoteCommand, { teks: string | null }, NoteEvent> = {
  initialState: () => ({ teks: null }),
  evolve: (_state, event) => ({ teks: event.data.teks }),
  decide: (command, state) => {
    if (command.type === 'Write') {
      const { type: _type, ...data } = command
      return [{ type: 'NoteWritten', data }]
    }
    if (state.teks === null) throw new NotFoundError('Catatan tidak ditemukan')
    // A module's own 409 without a text of its own: the generic stale-version text.
    if (command.teks === 'bentrok') throw new ConflictError()
    return command.teks === state.teks ? [] : [{ type: 'NoteChanged', data: { teks: command.teks } }]
  },
}
type NoteTables = {
  notes: { idcatatan: number; idpelanggan: number; teks: string; version: number; created_at: Date }
}
export const notesTable = (db: DbOrTrx) => db.withTables<NoteTables>()
const notesProjection = defineProjection({
  name: 'notes',
  tables: ['notes'],
  events: noteEvents,
  handlers: {
    async NoteWritten(trx, { data, version, createdAt }) {
      await notesTable(trx)
        .insertInto('notes')
        .values({ ...data, version, created_at: createdAt })
        .execute()
    },
    async NoteChanged(trx, { streamId, data, version }) {
      await notesTable(trx)
        .updateTable('notes')
        .set({ teks: data.teks, version })
        .where('idcatatan', '=', Number(streamId))
        .execute()
    },
  },
})
const NoteRecord = Type.Object({
  idcatatan: Type.Integer(),
  idpelanggan: Type.Integer(),
  teks: Type.String(),
  version: Type.Integer(),
})
const findNote = async (db: DbOrTrx, rawId: unknown) => {
  const id = parseRecordId(rawId)
  const row =
    id === null
      ? undefined
      : await notesTable(db)
          .selectFrom('notes')
          .select(['idcatatan', 'idpelanggan', 'teks', 'version'])
          .where('idcatatan', '=', id)
          .executeTakeFirst()
  if (row === undefined) throw new NotFoundError('Catatan tidak ditemukan')
  return row
}
let nextId = 1

export const notesModule: ModuleDefinition = {
  name: 'notes',
  wire: 'catatan',
  events: noteEvents,
  projections: [notesProjection],
  grants: { admin: ['read:catatan:any', 'create:catatan:any', 'update:catatan:any'] },
  openApiTags: [{ name: 'catatan', description: 'Catatan pelanggan (modul uji)' }],
  references: [{ to: 'customers', label: 'catatan', table: 'notes', column: 'idpelanggan' }],
  http: async () => ({
    default: defineModuleHttp(async (app, deps) => {
      const tags = ['catatan']
      registerList(app, {
        path: '/catatan/getData',
        config: { access: 'read:catatan:any' },
        tags,
        summary: 'Daftar catatan',
        query: listQuery({ search_query: filter.search('Teks catatan') }),
        record: NoteRecord,
        page: (filters, page) =>
          pageNewestFirst({
            filtered: () => {
              const all = notesTable(deps.db).selectFrom('notes')
              return filters.search_query ? all.where('teks', 'ilike', `%${filters.search_query}%`) : all
            },
            columns: (query) => query.select(['idcatatan', 'idpelanggan', 'teks', 'version']),
            newestBy: ['idcatatan'],
            request: page,
            toRecord: (row) => row,
          }),
      })
      registerVersionedRead(app, {
        path: '/catatan/getData/:id',
        config: { access: 'read:catatan:any' },
        tags,
        summary: 'Satu catatan',
        record: NoteRecord,
        example: { idcatatan: 1, idpelanggan: 1, teks: 'Contoh', version: 1 },
        what: 'catatan',
        load: (id) => findNote(deps.db, id),
      })
      const record = {
        tags,
        record: NoteRecord,
        example: undefined,
        what: 'catatan',
        body: noteContract.schema,
      }
      registerCommand<NoteBody>(app, {
        ...record,
        method: 'POST',
        path: '/catatan/createData',
        config: { access: 'create:catatan:any' },
        summary: 'Tulis catatan',
        message: 'Catatan ditulis',
        status: 201,
        run: async ({ body, metadata }) => {
          const idcatatan = nextId++
          await handleCommand(
            deps.eventStore,
            noteDecider,
            { streamType: NOTE_STREAM, streamId: String(idcatatan), expectedVersion: 0, metadata },
            { type: 'Write', idcatatan, idpelanggan: body.idpelanggan, teks: body.teks },
          )
          return findNote(deps.db, idcatatan)
        },
      })
      registerCommand<NoteBody>(app, {
        ...record,
        method: 'PUT',
        path: '/catatan/updateData/:id',
        config: { access: 'update:catatan:any' },
        summary: 'Ubah catatan',
        message: 'Catatan diubah',
        run: async ({ id, body, version, metadata }) => {
          await handleCommand(
            deps.eventStore,
            noteDecider,
            { streamType: NOTE_STREAM, streamId: id, expectedVersion: version, metadata },
            { type: 'Change', teks: body.teks },
          )
          return findNote(deps.db, id)
        },
      })
    }),
  }),
  scaleSeed: [{ label: 'catatan', run: async () => 0 }],
}
