import type { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { FileStore } from '../../core/file-store.ts'
import type { PersonExport } from './export-data.ts'
import { exportPdf } from './export-pdf.ts'

// The export with the person's files, as one ZIP streamed to the caller: data.json, the PDF, and
// each file opened from the file store only when the archive reaches it (yazl's lazy entries), so
// an export of a person with many photos holds one file's stream at a time, never all of them.
export function exportZip(person: PersonExport, files: FileStore): Readable {
  const zip = new ZipFile()
  const { berkas, ...rest } = person
  const listed = { ...rest, berkas: berkas.map(({ key: _key, ...file }) => file) }
  zip.addBuffer(Buffer.from(JSON.stringify(listed, null, 2)), 'data-pribadi.json')
  zip.addReadStreamLazy('data-pribadi.pdf', (done) => {
    exportPdf(person).then(
      (pdf) => done(null, pdf),
      (error: Error) => done(error, undefined as never),
    )
  })
  for (const file of berkas) {
    zip.addReadStreamLazy(file.nama, { compress: false }, (done) => {
      files.open(file.key).then(
        ({ stream }) => done(null, stream),
        (error: Error) => done(error, undefined as never),
      )
    })
  }
  zip.end()
  const output = zip.outputStream as Readable
  // A file that cannot be read ends the download with that error rather than hanging it.
  zip.on('error', (error: Error) => output.destroy(error))
  return output
}
