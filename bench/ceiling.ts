import { type Server, startServers } from './processes.ts'

// The catalogue's ceiling, measured beside it in the same run (context, no target): the bare route
// served from a process that started the whole product first (scripts/bare-in-product.ts). What that
// costs the bare route is what merely sharing a process with the product costs the same Fastify code
// (ADR 0027). `count` processes of it, as of every server the figures against the bare route measure
// (ADR 0028).
export function startCeiling(
  catalogueFile: string,
  productEnv: Record<string, string>,
  count: number,
): Promise<Server[]> {
  return startServers(count, 'bare-in-product', 'scripts/bare-in-product.ts', async (port) => ({
    ...productEnv,
    PUBLIC_URL: `http://localhost:${port}`,
    BENCH_CATALOGUE_FILE: catalogueFile,
  }))
}
