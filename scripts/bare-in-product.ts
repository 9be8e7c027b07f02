import { readFileSync } from 'node:fs'
import { bareApp } from '../bench/bare-app.ts'
import { assembleApi } from '../services/api/assemble.ts'

// For the catalogue's ceiling (bench/ceiling.ts): the bare route (bench/bare-app.ts) served from a
// process that has started the whole product first (migrated, seeded, every module's routes built
// and ready), the product's own app not listening. Its cost against the bare route in its own small
// process is what merely sharing a process with the product costs the same Fastify code.
const { app } = await assembleApi()
await app.ready()
const bare = bareApp(readFileSync(process.env.BENCH_CATALOGUE_FILE ?? '/dev/null', 'utf8'))
await bare.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void bare.close().then(() => process.exit(0)))
