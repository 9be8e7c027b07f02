// Last build step: writes .br and .gz copies of the text files in dist/, which the API server
// sends to browsers that accept them (@fastify/static preCompressed), so no request pays for
// compression at run time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|xml|txt|webmanifest)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let count = 0
for await (const file of files(distDir)) {
  if ((await stat(file)).size < MIN_BYTES) continue
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  count += 1
}
console.log(`compressed ${count} files in ${distDir}`)
