import { sql } from 'kysely'
import type { DbOrTrx } from './event-store/types.ts'

// A column of one module's table that points at another module's records. The pointing module
// declares it in its definition; the module pointed at asks `usage` before a delete, so it knows
// no module that points at it (domain-model.md: a record in use is deactivated, not deleted).
export type Reference = {
  // The module whose records are pointed at (its English name).
  to: string
  // Which of that module's records, for a module that keeps more than one kind (the sites module's
  // areas: `record: 'area'`, asked for as usage(db, 'sites:area', id)); absent for its main record.
  record?: string
  // What points at it, as the refusal names it ('kontrak', 'penjadwalan', ...).
  label: string
  table: string
  column: string
}

export type RecordReferences = {
  // The labels of what still points at record `id` of module `to` (`<module>:<record>` for another
  // kind of its records), in the module list's order, each once.
  usage(db: DbOrTrx, to: string, id: number): Promise<string[]>
}

export function recordReferences(references: readonly Reference[]): RecordReferences {
  return {
    async usage(db, to, id) {
      const used: string[] = []
      for (const reference of references) {
        const target = reference.record === undefined ? reference.to : `${reference.to}:${reference.record}`
        if (target !== to || used.includes(reference.label)) continue
        const hit =
          await sql`select 1 from ${sql.table(reference.table)} where ${sql.ref(reference.column)} = ${id} limit 1`.execute(
            db,
          )
        if (hit.rows.length > 0) used.push(reference.label)
      }
      return used
    },
  }
}
