import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalFileStore } from '../services/core/file-store.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { startSmtpPeer } from '../services/core/testing/smtp-peer.ts'
import { removeQueueKeys } from '../worker/testing/worker-env.ts'
import { auditPackFigures, auditPackMissed } from './audit-pack.ts'
import { contactLost, contactUnderLoad } from './contact-load.ts'
import { explainContactLoss } from './contact-loss.ts'
import { prepareDatabase } from './database.ts'
import { BASELINE_TABLE, type Figure, figures, sameCatalogueEverywhere } from './figures.ts'
import { filesPart } from './files.ts'
import { invoiceFigures } from './invoices.ts'
import { listFigures } from './lists.ts'
import { type Comparison, loneCommitCost } from './measure.ts'
import { memoryGrowth, uploadRise } from './memory.ts'
import { monthlyRunFigure } from './monthly-run.ts'
import { personalDataFigures } from './personal-data.ts'
import { pinForHttpFigures } from './placement.ts'
import { API_SCRIPT, type Server, startBackground, startServer, startServers } from './processes.ts'
import { formatContactLoad, formatFigure, formatMemory } from './report.ts'
import { startSameAnswer } from './same-answer.ts'
import { scheduleFigures } from './schedules.ts'
import { type Part, parseSettings, runsPart } from './settings.ts'
import { missedTargets } from './targets.ts'

// `npm run bench` (docs/benchmarks.md): every benchmark of the product on a fresh database of its
// own, on this machine only, each figure beside its baseline measured in the same run.
//   --smoke          a few seconds per part: proves the suite works (CI), figures mean nothing
//   --customers N    customers seeded for the figures that need scale (default 100 000)
//   --only PART[,PART]  only these parts (lists: also --lists PATH[,PATH], bench/settings.ts): read, lists,
//                    schedules, invoices, contact-load, write, memory, files,
//                    personal-data (export and erasure of one person, issue 38),
//                    monthly-run (the first-of-month run of 10 000 reports: only when named, or --smoke),
//                    audit-pack (issue 40's 500-device site: only when named, or --smoke)
//   --no-pin         do not pin the figures against the bare server to separate cores (ADR 0029)
// Exit code 1 when any figure's target is missed in a full run (catalogue, lists, appends, memory),
// or when anything fails. Each part prints its elapsed time.
const settings = parseSettings(process.argv.slice(2))
const server = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
const databaseName = `ttsg_bench_${process.pid}`
const databaseUrl = `${server}/${databaseName}`
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const queuePrefix = `ttsg-bench-${process.pid}`
const say = (line: string) => console.log(line)
const started = performance.now()
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`

say(
  `npm run bench${settings.smoke ? ' --smoke' : ''}: ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
    `Node ${process.version}; database ${databaseName}`,
)

const cleanups: (() => Promise<unknown>)[] = []
let failed = false
try {
  const { pool, demoFiles } = await prepareDatabase({
    server,
    databaseName,
    databaseUrl,
    customers: settings.customers,
    cleanups,
    say,
    elapsed,
  })
  say(await loneCommitCost(pool, BASELINE_TABLE))
  const smtp = await startSmtpPeer()
  cleanups.push(() => smtp.close())
  cleanups.push(() => removeQueueKeys(redisUrl, queuePrefix))
  const port = await freePort()
  const productEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://localhost:${port}`,
    CONTACT_RATE_LIMIT_MAX: '100000000',
    ACCESS_TOKEN_MINUTES: '240',
    WORKER_CONCURRENCY: '8',
  }
  const api = await startServer('api', API_SCRIPT, port, productEnv)
  cleanups.push(() => api.stop())
  const worker = startBackground('worker', 'worker/main.ts', productEnv)
  cleanups.push(() => worker.stop())

  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#12345' }),
  })
  const adminToken = ((await login.json()) as { token?: string }).token
  if (!adminToken) throw new Error(`admin login failed (${login.status})`)
  const created = await fetch(`${api.url}/api/katalog_harga/createData`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      jenis_layanan: 'Benchmark Layanan',
      deskripsi: 'Entri benchmark',
      harga: 10000,
      minimal_luasan: 0,
      minimum_cost: 0,
    }),
  })
  const catalogueId = ((await created.json()) as { data: { idkatalog_harga: number } }).data.idkatalog_harga
  // The catalogue as the read figures find it, the benchmark entry included: every bare route serves
  // these bytes, read from this file when it starts, so they start only now.
  const current = await fetch(`${api.url}/api/katalog_harga/getData`)
  const catalogueBody = await current.text()
  const catalogueEtag = current.headers.get('etag') ?? ''
  const scratch = mkdtempSync(path.join(tmpdir(), 'ttsg-bench-'))
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }))
  const catalogueFile = path.join(scratch, 'katalog.json')
  writeFileSync(catalogueFile, catalogueBody)

  // The figures against the bare route measure several processes of each server in turn (ADR 0029):
  // more API processes beside `api`, on the same database, and as many of the bare route and of the
  // bare route sending the same answer (the catalogue's baseline). Only for the read part, and
  // stopped after it.
  const readPart = runsPart(settings, 'read')
  const count = readPart ? settings.bareProcesses : 0
  const readServers: Server[] = []
  const stopReadServers = () => Promise.all(readServers.splice(0).map((server) => server.stop()))
  cleanups.push(stopReadServers)
  readServers.push(
    ...(await startServers(Math.max(count - 1, 0), 'api', API_SCRIPT, async (apiPort) => ({
      ...productEnv,
      PUBLIC_URL: `http://localhost:${apiPort}`,
    }))),
  )
  const products = [api, ...readServers]
  const bares = await startServers(count, 'bare', 'bench/bare-server.ts', async () => ({
    BENCH_CATALOGUE_FILE: catalogueFile,
  }))
  readServers.push(...bares)
  const sameAnswer = await startSameAnswer(catalogueFile, current.headers, count)
  readServers.push(...sameAnswer)
  if (readPart) {
    const catalogueServers = [...products, ...bares, ...sameAnswer]
    await sameCatalogueEverywhere(catalogueServers, catalogueBody, { products, etag: catalogueEtag })
    say(
      `catalogue answer ${Buffer.byteLength(catalogueBody)} bytes, the same from all ${catalogueServers.length} ` +
        `servers measured (${count} processes of each); servers ready (${elapsed()})\n`,
    )
  } else {
    say(`catalogue answer ${Buffer.byteLength(catalogueBody)} bytes; servers ready (${elapsed()})\n`)
  }

  // Reads first (the edit figure changes the catalogue they read), then the contact form under
  // load while the worker has no backlog, then the command figures, whose thousands of contact
  // requests the worker emails afterwards.
  const results: Figure[] = []
  const all = figures({
    settings,
    api: api.url,
    pool,
    adminToken,
    catalogueEtag,
    catalogueId,
    againstBare: { products, bares, sameAnswer },
  })
  let placed = false
  const run = async (kind: 'read' | 'write') => {
    for (const figure of all.filter((f) => f.kind === kind)) {
      // Only the figures against the bare server are pinned; everything else runs unpinned as
      // before (ADR 0029).
      const placement = !figure.againstBare
        ? null
        : !settings.pin
          ? { description: 'not pinned (--no-pin)', restore() {} }
          : pinForHttpFigures(
              [process.pid, worker.pid],
              [api, ...readServers].map((server) => server.pid),
            )
      if (placement && !placed) say(`CPU: ${placement.description}\n`)
      placed ||= placement !== null
      const result = await figure.run().finally(() => placement?.restore())
      results.push(result)
      say(`${formatFigure(result)}\n`)
    }
  }
  const part = (name: Part) => runsPart(settings, name)
  // Each part's elapsed time, printed after it and again in the closing summary, so a reader sees
  // where the run's time goes (the budget: bench/settings.ts, docs/benchmarks.md).
  const partTimes: string[] = []
  const timedPart = async <T>(name: Part, body: () => Promise<T>): Promise<T | null> => {
    if (!part(name)) return null
    const begun = performance.now()
    const result = await body()
    const seconds = `${Math.round((performance.now() - begun) / 1000)} s`
    partTimes.push(`${name} ${seconds}`)
    say(`[bagian ${name}: ${seconds}; total ${elapsed()}]\n`)
    return result
  }
  partTimes.push(`seed+start ${elapsed()}`)
  await timedPart('read', () => run('read'))
  await stopReadServers()
  const lists = (await timedPart('lists', () => listFigures(settings, api.url, pool, adminToken, say))) ?? []
  const schedules = await timedPart('schedules', () =>
    scheduleFigures(settings, api.url, pool, adminToken, BASELINE_TABLE, databaseUrl, say),
  )
  const invoices = await timedPart('invoices', () =>
    invoiceFigures(settings, api.url, pool, adminToken, databaseUrl, say),
  )
  const load = await timedPart('contact-load', async () => {
    const result = await contactUnderLoad(api.url, pool, smtp, settings)
    say(formatContactLoad(result))
    if (contactLost(result)) {
      say(
        await explainContactLoss({
          productEnv,
          load: result,
          workerOutput: worker.output(),
        }),
      )
    }
    say('')
    return result
  })
  await timedPart('write', () => run('write'))
  const memory = await timedPart('memory', async () => {
    const { rows } = await pool.query<{ id: number }>('select idpelanggan as id from customers limit 1')
    const result = {
      ...(await memoryGrowth(api, settings)),
      upload: await uploadRise(api, adminToken, rows[0]!.id),
    }
    say(`${formatMemory(result)}\n`)
    return result
  })
  // The object store (issue 41): a 5 MB upload on S3 beside the disk store, 50 downloads at once.
  await timedPart('files', () =>
    filesPart({ smoke: settings.smoke, api, productEnv, adminToken, pool, cleanups, say }),
  )
  const monthlyRun = await timedPart('monthly-run', () =>
    monthlyRunFigure({ smoke: settings.smoke, api: api.url, databaseUrl, productEnv, smtp, say }),
  )
  // Issue 40: the 500-device site's trend and its 12-month audit pack with contact emails meanwhile.
  const auditPack = await timedPart('audit-pack', () =>
    auditPackFigures({ settings, api: api.url, pool, adminToken, databaseUrl, productEnv, smtp, say }),
  )
  // Last: it erases a customer and a prospect of the seeded data (issue 38 at scale).
  await timedPart('personal-data', () =>
    personalDataFigures(databaseUrl, createLocalFileStore(demoFiles), (line) => say(line)).then((figures) => {
      say('')
      return figures
    }),
  )
  say(`Waktu per bagian: ${partTimes.join(', ')}`)

  const lost = load !== null && contactLost(load)
  const productFailures = (comparisons: { comparison: Comparison }[]) =>
    comparisons.reduce((sum, f) => sum + f.comparison.product.reduce((s, p) => s + p.failures, 0), 0)
  const failures =
    productFailures(results) +
    productFailures(lists) +
    productFailures(schedules?.lists ?? []) +
    productFailures(schedules?.commands ?? []) +
    (invoices?.failures ?? 0)
  if (lost || failures > 0) failed = true
  // Every figure with a target counts alike (bench/targets.ts); a smoke run's are not judged.
  const missed = missedTargets({
    figures: results,
    scheduleLists: schedules?.lists ?? [],
    lists: [...lists, ...(invoices?.lists ?? []), ...(auditPack ? [auditPack.trend] : [])],
    commands: [...(schedules?.commands ?? []), ...(invoices ? [invoices.append] : [])],
    memory,
    monthlyPdf: schedules?.monthlyPdf,
    monthlyRun,
  })
  if (auditPack) missed.push(...auditPackMissed(auditPack))
  if (!settings.smoke && missed.length > 0) {
    failed = true
    say(`Target terlewat (${missed.length}): ${missed.join('; ')}`)
  }
  say(`${failed ? 'Benchmark selesai dengan kegagalan' : 'Benchmark selesai'} dalam ${elapsed()}`)
} catch (error) {
  failed = true
  console.error(`Benchmark gagal: ${(error as Error).stack ?? error}`)
} finally {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error) => console.error(`cleanup: ${error}`))
}
process.exit(failed ? 1 : 0)
