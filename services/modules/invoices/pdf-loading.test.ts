import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

// pdfkit and fontkit cost an API process about 27 MiB and 130 ms to load; they are loaded with the
// first invoice PDF (pdf.ts), not with the app. Checked in a fresh process: this one may have
// loaded them for another test.
test('the API loads pdfkit only when the first invoice PDF is drawn', { timeout: 30_000 }, async () => {
  const script = `
    import { createRequire } from 'node:module'
    const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((f) => f.includes('/node_modules/pdfkit/'))
    await import('./services/api/app.ts')
    const atStart = loaded()
    const { renderInvoicePdf } = await import('./services/modules/invoices/index.ts')
    await renderInvoicePdf(JSON.parse(process.argv[1]), JSON.parse(process.argv[2])).catch(() => undefined)
    console.log(JSON.stringify({ atStart, afterPdf: loaded() }))
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, '{}', '{}'],
    { cwd: root },
  )
  expect(JSON.parse(stdout)).toEqual({ atStart: false, afterPdf: true })
})
