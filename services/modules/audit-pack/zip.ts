import type { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { FileStore } from '../../core/file-store.ts'
import type { AuditPack } from './record.ts'

// The pack's original files as one ZIP streamed to the caller (ADR 0090): the compiled PDF and
// every file the sections listed (plans, labels, SDS, licences, certificates, contracts), each
// opened from the file store only when the archive reaches it, so one file is held at a time.
export function auditPackZip(pack: AuditPack & { file_key: string }, files: FileStore): Readable {
  const zip = new ZipFile()
  const entries = [{ key: pack.file_key, name: pack.nama_file ?? 'paket-audit.pdf' }, ...pack.berkas]
  const used = new Set<string>()
  for (const entry of entries) {
    // Two originals of the same name (two areas' plans both called denah.png) both go in.
    let name = entry.name
    for (let n = 2; used.has(name); n += 1) name = `${n}-${entry.name}`
    used.add(name)
    zip.addReadStreamLazy(name, { compress: false }, (done) => {
      files.open(entry.key).then(
        ({ stream }) => done(null, stream),
        (error: Error) => done(error, undefined as never),
      )
    })
  }
  zip.end()
  const output = zip.outputStream as Readable
  zip.on('error', (error: Error) => output.destroy(error))
  return output
}
