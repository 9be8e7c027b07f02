import { readFileSync } from 'node:fs'
import { bareApp } from './bare-app.ts'

// The bare route as its own small process, as `npm run bench` compares with it (bench/bare-app.ts).
const port = Number(process.env.PORT ?? 0)
const catalogue = readFileSync(process.env.BENCH_CATALOGUE_FILE ?? '/dev/null', 'utf8')
const extraHeaders = JSON.parse(process.env.BENCH_BARE_HEADERS ?? '{}') as Record<string, string>

const app = bareApp(catalogue, extraHeaders)
await app.listen({ port, host: '127.0.0.1' })
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)))
