import { type Server, startServers } from './processes.ts'

// The catalogue's baseline (issue 8: "≥ 0.8× the bare route, with the same answer", ADR 0029): bare
// Fastify sending the product's answer, the same bytes with the same headers (security headers,
// cache-control, ETag), the cheapest way a Fastify route can send it (bench/bare-app.ts).
// `count` processes of it, as of every server the figures against the bare route measure.
export function startSameAnswer(
  catalogueFile: string,
  productAnswer: Headers,
  count: number,
): Promise<Server[]> {
  return startServers(count, 'bare+headers', 'bench/bare-server.ts', async () => ({
    BENCH_CATALOGUE_FILE: catalogueFile,
    BENCH_BARE_HEADERS: JSON.stringify(headersBeyondFastify(productAnswer)),
  }))
}

// The product's headers on an answer but those Node and the bare route set themselves.
function headersBeyondFastify(answer: Headers): Record<string, string> {
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])
  return Object.fromEntries([...answer].filter(([name]) => !own.has(name)))
}
