import type { Db } from './database.ts'

// The period of one site an audit pack covers (dates as YYYY-MM-DD, both included).
export type AuditScope = { idlokasi: number; idpelanggan: number; dari: string; sampai: string }

// An original file a section puts in the pack's ZIP (a plan, a label, an SDS, a licence, a
// certificate): its key in the file store and the name it has in the archive.
export type AuditFile = { key: string; name: string }

// What one section shows: a table (its headings and rows, as text) and the files it adds.
export type AuditSectionContent = {
  columns: readonly string[]
  rows: readonly (readonly string[])[]
  files: readonly AuditFile[]
  // A line under the heading when the table alone does not say it (what a count means).
  note?: string
  // A drawing above the table (the trend chart), made by the module that owns its figures; the
  // table still gives the same figures as text.
  draw?: (doc: PDFKit.PDFDocument) => void
}

// A module's part of the audit pack (issue 40 item 6, docs/adr/0090): the pack asks every module
// in the module list for its sections, in `order`, so a module added later (trends, actions)
// brings its section with it and the pack's module edits nothing.
export type AuditPackSection = {
  key: string
  title: string
  order: number
  collect(db: Db, scope: AuditScope): Promise<AuditSectionContent>
}

export function auditPackSections(sections: readonly AuditPackSection[]): AuditPackSection[] {
  const keys = new Set<string>()
  for (const section of sections) {
    if (keys.has(section.key)) throw new Error(`audit pack section ${section.key} is declared twice`)
    keys.add(section.key)
  }
  return [...sections].sort((a, b) => a.order - b.order)
}
