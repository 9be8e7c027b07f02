import { freePort } from '../services/core/testing/private-postgres.ts'
import { type Server, startServer } from './processes.ts'

// The catalogue's ceiling, measured beside it in the same run (context, no target): the bare route
// sending the product's headers on this answer too, and the bare route served from a process that
// started the whole product first (scripts/bare-in-product.ts). What each costs the bare route is
// what the product cannot avoid while it keeps those headers and runs as one process (ADR 0027).
export async function startCeiling(
  catalogueFile: string,
  productAnswer: Headers,
  productEnv: Record<string, string>,
): Promise<{ withHeaders: Server; inProduct: Server }> {
  // The product's headers on this answer but those Node and the bare route set themselves.
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])
  const extra = Object.fromEntries([...productAnswer].filter(([name]) => !own.has(name)))
  const withHeaders = await startServer('bare+headers', 'bench/bare-server.ts', await freePort(), {
    BENCH_CATALOGUE_FILE: catalogueFile,
    BENCH_BARE_HEADERS: JSON.stringify(extra),
  })
  const port = await freePort()
  const inProduct = await startServer('bare-in-product', 'scripts/bare-in-product.ts', port, {
    ...productEnv,
    PUBLIC_URL: `http://localhost:${port}`,
    BENCH_CATALOGUE_FILE: catalogueFile,
  }).catch(async (error: unknown) => {
    await withHeaders.stop()
    throw error
  })
  return { withHeaders, inProduct }
}
