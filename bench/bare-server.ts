import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

// The floor every HTTP figure is compared with: Fastify with no plugin and no hook, answering the
// product's paths on this machine in the same run. The catalogue is the product's own answer
// (same bytes), sent as prepared text, the cheapest a Fastify route can do.
const port = Number(process.env.PORT ?? 0)
const catalogue = readFileSync(process.env.BENCH_CATALOGUE_FILE ?? '/dev/null', 'utf8')

const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'sukses' }))
app.get('/api/katalog_harga/getData', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(catalogue),
)
await app.listen({ port, host: '127.0.0.1' })
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)))
