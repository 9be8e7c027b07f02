import { randomUUID } from 'node:crypto'
import {
  type AuditPackSection,
  type AuditSectionContent,
  auditPackSections,
} from '../../core/audit-pack-sections.ts'
import type { Db } from '../../core/database.ts'
import type { FileRules, FileStore } from '../../core/file-store.ts'
import { getCompanyProfile } from '../company-profile/index.ts'
import { getSite } from '../sites/index.ts'
import { renderAuditPackPdf } from './pdf.ts'
import { findAuditPack, markCompiled, markCompiling, markFailed } from './record.ts'

export const AUDIT_PACK_FOLDER = 'paket-audit'
const RULES: FileRules = {
  kinds: ['pdf'],
  maxBytes: 500 * 1024 * 1024,
  messages: { required: 'PDF kosong', tooLarge: 'PDF terlalu besar', type: 'Bukan PDF' },
}

export type PackHooks = { afterWrite?: (key: string) => Promise<void> }

async function* once(buffer: Buffer) {
  yield buffer
}

// Compiles a requested pack from the sections every module contributes (ADR 0090). The PDF is
// written whole beside its place and renamed (file-store.ts), its key recorded as pending first:
// a worker killed at any point leaves the record without a file (still 'sedang disusun'), and
// the retried job removes what the killed one wrote. The ZIP is not stored: it is streamed from
// the original files the record lists (zip.ts), so there is nothing of it to leave half-written.
export async function compileAuditPack(
  deps: { db: Db; files: FileStore },
  idpaket: number,
  sections: readonly AuditPackSection[],
  hooks: PackHooks = {},
): Promise<{ compiled: boolean; key: string | null }> {
  const pack = await findAuditPack(deps.db, idpaket)
  if (!pack) return { compiled: false, key: null }
  if (pack.file_key) return { compiled: false, key: pack.file_key }
  const id = randomUUID()
  const orphan = await markCompiling(deps.db, idpaket, `${AUDIT_PACK_FOLDER}/${id}.pdf`)
  if (orphan) await deps.files.discard(orphan)
  try {
    const scope = {
      idlokasi: pack.idlokasi,
      idpelanggan: pack.idpelanggan,
      dari: pack.dari,
      sampai: pack.sampai,
    }
    const ordered = auditPackSections(sections)
    const contents: { key: string; title: string; content: AuditSectionContent }[] = []
    for (const section of ordered) {
      contents.push({
        key: section.key,
        title: section.title,
        content: await section.collect(deps.db, scope),
      })
    }
    const site = await getSite(deps, pack.idlokasi)
    const company = await getCompanyProfile(deps).catch(() => ({ nama_perusahaan: 'TTSG Pest Control' }))
    const pdf = await renderAuditPackPdf(
      { perusahaan: company.nama_perusahaan, ...site, dari: pack.dari, sampai: pack.sampai },
      contents,
    )
    const stored = await deps.files.write(AUDIT_PACK_FOLDER, once(pdf), RULES, undefined, id)
    const count = (key: string) => contents.find((c) => c.key === key)?.content.rows.length ?? 0
    const files = new Map(contents.flatMap((c) => c.content.files.map((f) => [f.key, f.name] as const)))
    let marked = false
    try {
      await hooks.afterWrite?.(stored.key)
      marked = await markCompiled(deps.db, idpaket, {
        key: stored.key,
        size: stored.size,
        name: `paket-audit-${site.kode_lokasi}-${pack.dari}-${pack.sampai}.pdf`,
        counts: {
          kunjungan: count('kunjungan'),
          pemeriksaan: count('pemeriksaan'),
          pestisida: count('pestisida'),
        },
        files: [...files].map(([key, name]) => ({ key, name })),
      })
    } catch (error) {
      await deps.files.discard(stored.key)
      throw error
    }
    if (!marked) {
      await deps.files.discard(stored.key)
      return { compiled: false, key: null }
    }
    return { compiled: true, key: stored.key }
  } catch (error) {
    await markFailed(deps.db, idpaket, error instanceof Error ? error.message : String(error))
    throw error
  }
}
