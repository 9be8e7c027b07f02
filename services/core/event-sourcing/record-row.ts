import type { Kysely, Updateable } from 'kysely'
import type { PendingEvent } from '../event-store/types.ts'
import type { builder, ProjectionStatement } from './statements.ts'

// The statements a projection writes to a record's one read row, found by the stream's id: an
// event that sets some columns (with the row's version and updated_at), and the deleting event.
// Each module's projection used to write the same update and delete by hand.
export function recordRow<Tables, Table extends keyof Tables & string>(
  table: Table,
  idColumn: keyof Tables[Table] & string,
) {
  // biome-ignore lint/suspicious/noExplicitAny: the module's tables, typed by `set`'s values
  const rows = (query: typeof builder) => query as unknown as Kysely<any>
  const set = (
    query: typeof builder,
    event: Pick<PendingEvent, 'streamId' | 'version' | 'createdAt'>,
    values: Updateable<Tables[Table]>,
  ): ProjectionStatement =>
    rows(query)
      .updateTable(table as string)
      .set({ ...(values as object), version: event.version, updated_at: event.createdAt.toISOString() })
      .where(idColumn as string, '=', Number(event.streamId))
  return {
    set,
    // The handler of an event whose data are the columns it changes.
    changed: (
      query: typeof builder,
      event: PendingEvent<Updateable<Tables[Table]> & Record<string, unknown>>,
    ) => set(query, event, event.data),
    deleted: (query: typeof builder, event: Pick<PendingEvent, 'streamId'>): ProjectionStatement =>
      rows(query)
        .deleteFrom(table as string)
        .where(idColumn as string, '=', Number(event.streamId)),
  }
}

// A stored file as the read row's three columns.
export function fileColumns(file: { file_key: string; nama_file: string; tipe: string }) {
  return { file_key: file.file_key, nama_file: file.nama_file, file_tipe: file.tipe }
}

// The first read row of a record made with its file (an issued certificate, an uploaded report):
// its fields, the file as columns, its version and times; for the projection's insert and the
// scale seed's bulk rows alike.
export function rowWithFile<Fields extends Record<string, unknown>>(
  data: Fields & { file: { file_key: string; nama_file: string; tipe: string } },
  version: number,
  at: string,
) {
  const { file, ...fields } = data
  return { ...fields, ...fileColumns(file), version, created_at: at, updated_at: at }
}
