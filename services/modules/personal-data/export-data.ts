import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { PersonalTable, PersonKind } from '../../core/personal-data.ts'
import { PERSON_LABELS } from './contract.ts'
import { fileKeysOf, personRecord, personRows, type Row, SECRET_COLUMNS } from './person-rows.ts'

// Everything the product holds about one person (issue 38, UU 27/2022 Pasal 7): every declared
// row that points at them, the history of those records, and the list of their files.

export type ExportedFile = {
  tabel: string
  kunci: string
  nama: string
  jenis: 'foto' | 'dokumen'
  key: string
}

export type PersonExport = {
  jenis: PersonKind
  id: string
  judul: string
  dibuat: string
  data: { tabel: string; label: string; baris: Row[] }[]
  riwayat: { catatan: string; jenis: string; waktu: string; data: unknown }[]
  berkas: ExportedFile[]
}

export async function exportPerson(
  db: Db,
  tables: readonly PersonalTable[],
  kind: PersonKind,
  id: string,
): Promise<PersonExport> {
  await personRecord(db, tables, kind, id)
  const found = await personRows(db, tables, kind, id)
  const data = found.map(({ table, rows }) => ({
    tabel: table.table,
    label: table.label,
    baris: rows.map((row) => shown(table, row)),
  }))
  const streams = found.flatMap(({ table, rows }) =>
    table.stream ? rows.map((row) => ({ type: table.stream!, id: String(row[table.key]) })) : [],
  )
  const events =
    streams.length === 0
      ? []
      : (
          await sql<{
            stream_type: string
            stream_id: string
            type: string
            created_at: Date
            data: unknown
          }>`
          select stream_type, stream_id, type, created_at, data from events
          where (stream_type, stream_id) in (${sql.join(streams.map((s) => sql`(${s.type}::text, ${s.id}::text)`))})
          order by position`.execute(db)
        ).rows
  const berkas = found.flatMap(({ table, rows }) =>
    (table.files ?? []).flatMap((file) =>
      rows.flatMap((row) =>
        fileKeysOf(file, row).map(
          (key, index): ExportedFile => ({
            tabel: table.table,
            kunci: String(row[table.key]),
            nama: fileName(
              table.table,
              String(row[table.key]),
              index,
              key,
              file.name ? row[file.name] : null,
            ),
            jenis: file.kind === 'photo' ? 'foto' : 'dokumen',
            key,
          }),
        ),
      ),
    ),
  )
  return {
    jenis: kind,
    id,
    judul: `Data pribadi ${PERSON_LABELS[kind]} ${id}`,
    dibuat: new Date().toISOString(),
    data,
    riwayat: events.map((event) => ({
      catatan: `${event.stream_type} ${event.stream_id}`,
      jenis: event.type,
      waktu: event.created_at.toISOString(),
      data: event.data,
    })),
    berkas,
  }
}

// A row as exported: without secrets (hashes) and without search indexes the database derives.
function shown(table: PersonalTable, row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([column]) => !SECRET_COLUMNS.test(column) && table.fields[column] !== 'search',
    ),
  )
}

// The file's name inside the ZIP: unique (table, record, position) and readable (its own name).
function fileName(table: string, key: string, index: number, fileKey: string, name: unknown): string {
  const own = typeof name === 'string' && name ? name.replace(/[^\p{L}\p{N}._ -]/gu, '_') : ''
  const extension = fileKey.slice(fileKey.lastIndexOf('.'))
  const base = `${table}-${key}-${index + 1}`
  return `berkas/${base}${own ? `-${own.replace(/\.[a-z]+$/i, '')}` : ''}${extension}`
}
