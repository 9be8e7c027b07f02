import type { RawBuilder } from 'kysely'

// What each module declares about the people whose data its tables hold (issue 38, ADR 0066), so
// that the export and the erasure of a person's data (services/modules/personal-data) cover every
// module, present and future, without knowing any of them. Browser-free, Node-free types only.

// The people the product holds data of, by the resource the admin opens their record from.
export const PERSON_KINDS = ['kontak', 'pemesanan', 'pelanggan', 'teknisi', 'pengguna'] as const
export type PersonKind = (typeof PERSON_KINDS)[number]

// What a personal column holds. `text` is free text or JSON that may carry any of the person's
// values (a history's changes, a stored answer): the erasure replaces those values inside it.
// `identifier` is another value that names the person (a device's address and browser).
// `search` is a search index the database's triggers fill from the columns above: the erasure
// leaves it to them, and the declaration says it exists so that nothing is missed.
export type PersonalField =
  | 'name'
  | 'phone'
  | 'email'
  | 'address'
  | 'notes'
  | 'identifier'
  | 'text'
  | 'search'

// The marker that replaces an erased value everywhere.
export const ERASED = '[dihapus]'

// How a table's rows point at a person of a kind: a column equal to the person's id, or a condition
// built from the id (a row reached through another table).
export type PersonPointer = string | ((id: string) => RawBuilder<boolean>)

// A file column of the table, or a JSON column holding a list of file keys at `path`.
export type PersonalFile = {
  column: string
  // In a JSON column: the key of the list of file keys (`hasil_kunjungan.foto`).
  path?: string
  // The file's own name column, when the table keeps one.
  name?: string
  kind: 'photo' | 'document'
}

export type PersonalTable = {
  table: string
  // What the rows are, in Indonesian, as the export and the erasure's answer name them.
  label: string
  // The row's id column (exports name rows by it; events of stream `stream` carry it as stream id).
  key: string
  // The event stream each row is projected from (`stream_type`, its id being the row's key), whose
  // stored payloads the erasure redacts with the row. Absent for a table written without events.
  stream?: string
  // Which kinds of person the rows hold data of, and how a row points at one.
  people: Partial<Record<PersonKind, PersonPointer>>
  // Rows found by holding any of the person's values in a `text` column rather than by a pointer
  // (a stored answer, a sent email's recipient): the erasure replaces those values in them.
  sweep?: boolean
  // `delete`: the erasure deletes the rows (a record the product writes again when asked, not
  // rebuilt from events) instead of marking their personal columns.
  erase?: 'marker' | 'delete'
  // The personal columns and what each holds.
  fields: Record<string, PersonalField>
  // The person's files the rows name.
  files?: readonly PersonalFile[]
  // Text columns that look personal by their name but are not, each with why.
  notPersonal?: Record<string, string>
  // Rows the law obliges the company to keep as they are (tax records): exported, never erased.
  kept?: {
    reason: string
    // A row that must still be settled refuses the erasure with this message (it names the rows
    // by `label` column): an open, unpaid invoice.
    refuseWhen?: { condition: RawBuilder<boolean>; label: string; message: string }
  }
  // Columns kept, unerased, while the person has rows in a `kept` table: the buyer's name and
  // address an invoice prints.
  keptWhileKept?: { columns: readonly string[]; reason: string }
  // Extra changes the erasure makes to the rows beyond the marker (an account that can no longer
  // sign in), as column → SQL value.
  alsoSet?: Record<string, RawBuilder<unknown>>
}

export type PersonalDataDeclaration = readonly PersonalTable[]
