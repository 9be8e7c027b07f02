import { pdfFile } from '@ttsg/services/api/testing/uploads.ts'
import { formatLongDate, todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { createTestDatabase, type TestDatabase } from '@ttsg/services/core/testing/test-db.ts'
import { createTestBucket, type TestStoreEnv } from '@ttsg/services/core/testing/test-file-store.ts'
import type { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monthBefore } from '../worker/monthly-reports/monthly-run.ts'
import { openQueue, removeQueueKeys, SHARED_REDIS_URL, uniquePrefix } from '../worker/testing/worker-env.ts'
import { call, healthy, scheduleVisit, signIn, upload } from './support/api.ts'
import { createCluster, type Process } from './support/cluster.ts'
import { contactLoad, deliveredByName, repeatedMessageIds, until } from './support/load.ts'

// Several processes, one result (issue 41 item 3): two API processes and two workers on one
// PostgreSQL database, one Redis (a queue prefix of their own) and one file store, the test itself
// alternating between the two APIs as a plain round-robin would. Whatever process answers, a user
// sees one product: files, sessions, emails sent once, scheduled runs done once, a rebuild on one
// side while the other serves, and nothing acknowledged lost when an API and a worker are killed.

let database: TestDatabase
let smtp: SmtpPeer
let bucket: TestStoreEnv
let cluster: ReturnType<typeof createCluster>
let apis: Process[]
let workers: Process[] = []
let scheduled: Queue
const queuePrefix = uniquePrefix()
const output = () => cluster.processes.map((p) => `--- ${p.name}\n${p.output().slice(-3000)}`).join('\n')

const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await database.pool.query(text, values)).rows as T[]

beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpPeer()
  bucket = await createTestBucket()
  cluster = createCluster({
    databaseUrl: database.url,
    redisUrl: SHARED_REDIS_URL,
    queuePrefix,
    smtpUrl: smtp.url,
    fileStore: bucket.env,
  })
  // Both APIs start at once on the empty database, as two containers of a rolling deploy would:
  // each migrates and seeds the demo; one must win and the other find it done.
  apis = [await cluster.api('api-a'), await cluster.api('api-b')]
  workers = [cluster.worker('worker-1'), cluster.worker('worker-2')]
  for (const api of apis) await until(`${api.name} to be ready`, healthy(api), 90_000, output)
  scheduled = openQueue({ redisUrl: SHARED_REDIS_URL, queuePrefix } as never, 'scheduled')
}, 120_000)

afterAll(async () => {
  cluster?.stop()
  await scheduled?.close()
  await removeQueueKeys(SHARED_REDIS_URL, queuePrefix)
  await smtp?.close()
  await bucket?.remove()
  await database?.drop()
})

describe('two APIs and two workers on one database, one Redis and one file store', () => {
  it('downloads through one API a file uploaded through the other', async () => {
    const [a, b] = apis as [Process, Process]
    const { token } = await signIn(a)
    const [customer] = await rows<{ idpelanggan: number }>('select idpelanggan from customers limit 1')
    const file = pdfFile(4000)
    const { id_laporan } = await upload<{ id_laporan: string }>(a, '/api/laporan/createData', token, [
      { name: 'idpelanggan', value: String(customer!.idpelanggan) },
      { name: 'tanggal_laporan', value: '2026-11-20' },
      { name: 'catatan', value: 'Diunggah lewat API A' },
      { name: 'file_laporan', value: file, filename: 'laporan-a.pdf' },
    ])
    const download = await call(b, 'GET', `/api/laporan/file/${id_laporan}`, { token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true)
  })

  it('renews on one API a session opened on the other, and ends it on both for a replayed cookie', async () => {
    const [a, b] = apis as [Process, Process]
    const opened = await signIn(a)
    const renew = async (api: Process, cookie: string) => {
      const answer = await call(api, 'GET', '/api/refreshToken', { headers: { cookie } })
      const line = answer.headers.getSetCookie().find((value) => value.startsWith('ttsg_refresh='))
      return { status: answer.status, body: await answer.text(), cookie: line?.split(';')[0] ?? '' }
    }
    const onB = await renew(b, opened.cookie)
    expect(onB.status, onB.body).toBe(200)
    const { accessToken } = JSON.parse(onB.body) as { accessToken: string }
    expect((await call(a, 'GET', '/api/pelanggan/getData', { token: accessToken })).status).toBe(200)
    const onA = await renew(a, onB.cookie)
    expect(onA.status, onA.body).toBe(200)
    // The first cookie again (not the latest one used, so no lost answer): a stolen token. The
    // session ends, whichever process is asked next.
    expect((await renew(b, opened.cookie)).status).toBe(401)
    expect((await renew(a, onA.cookie)).status).toBe(401)
  })

  it('emails each contact request once, whichever API took it and whichever worker sent it', async () => {
    const load = contactLoad(apis, 'Satu Kali')
    await load.run(30)
    expect(load.acknowledged.size).toBe(30)
    await until('every contact email', () => {
      const delivered = deliveredByName(smtp)
      return [...load.acknowledged.values()].every((nama) => delivered.has(nama)) || undefined
    })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const delivered = deliveredByName(smtp)
    for (const nama of load.acknowledged.values()) expect(delivered.get(nama), nama).toBe(1)
  })

  it('sends each certificate-expiry reminder once while both workers and jobs:run run the day at once', async () => {
    const [a, b] = apis as [Process, Process]
    const { token } = await signIn(a)
    const today = todayJakarta(new Date())
    const { idpenjadwalan } = await scheduleVisit(a, token, database.pool, {
      tanggal: today,
      jenis: 'Termite Control',
    })
    const expires = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
    const { nomor_sertifikat } = await upload<{ nomor_sertifikat: string }>(
      b,
      '/api/sertifikat_rayap/createData',
      token,
      [
        { name: 'idpenjadwalan', value: String(idpenjadwalan) },
        { name: 'tanggal_expired', value: expires },
        { name: 'file_sertifikat', value: pdfFile(), filename: 'sertifikat.pdf' },
      ],
    )

    // The day's run three times at once: two jobs as the scheduler would add them (one for each
    // worker), and an operator's jobs:run.
    const manual = cluster.script(['worker/jobs-run.ts', 'sertifikat-pengingat', '--tunggu', '30'])
    await Promise.all(
      [1, 2].map((n) => scheduled.add('certificate-reminders', {}, { jobId: `uji-pengingat-${n}` })),
    )
    const code = await new Promise((resolve) => manual.child.once('exit', resolve))
    expect(code, manual.output()).toBe(0)
    const reminders = await rows('select * from certificate_reminders')
    expect(reminders.length).toBeGreaterThanOrEqual(1)
    await until(
      'the reminder emails',
      () => smtp.delivered.some((mail) => mail.header('subject')?.includes(nomor_sertifikat)) || undefined,
    )
    await until(
      'both scheduled runs to finish',
      async () => ((await scheduled.getJobCounts('completed')).completed ?? 0) >= 2 || undefined,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const ours = smtp.delivered.filter((mail) => mail.header('subject')?.includes(nomor_sertifikat))
    // One email to the office and one to the customer, each once (sendOnce per audience).
    expect(new Set(ours.map((mail) => mail.header('message-id'))).size).toBe(ours.length)
    expect(ours.length).toBeLessThanOrEqual(2)
    expect(ours[0]?.text).toContain(formatLongDate(expires))
  })

  it('compiles each monthly report once while both workers run the month at once', async () => {
    const [a] = apis as [Process]
    const { token } = await signIn(a)
    const today = todayJakarta(new Date())
    const { tahun, bulan } = monthBefore(today)
    const { idpelanggan } = await scheduleVisit(a, token, database.pool, {
      tanggal: `${tahun}-${String(bulan).padStart(2, '0')}-14`,
      jenis: 'Pest Control',
    })
    // The first of the month's run, twice at once (two jobs, as two schedulers or a retried one would).
    await Promise.all([1, 2].map((n) => scheduled.add('monthly-reports', {}, { jobId: `uji-bulanan-${n}` })))
    const asked = await until(
      "the month's reports to be compiled",
      async () => {
        const found = await rows<{ idpelanggan: number; status: string }>(
          'select idpelanggan, status from monthly_reports where tahun = $1 and bulan = $2',
          [tahun, bulan],
        )
        return found.length > 0 && found.every((row) => row.status === 'siap') ? found : undefined
      },
      60_000,
      output,
    )
    expect(asked.map((row) => row.idpelanggan)).toContain(idpelanggan)
    const compiled = () => {
      const compiles = new Map<number, number>()
      for (const worker of workers)
        for (const line of worker.output().split('\n')) {
          if (!line.includes('"monthly report compiled"')) continue
          const { month } = JSON.parse(line) as {
            month: { idpelanggan: number; tahun: number; bulan: number }
          }
          if (month.tahun === tahun && month.bulan === bulan)
            compiles.set(month.idpelanggan, (compiles.get(month.idpelanggan) ?? 0) + 1)
        }
      return compiles
    }
    // A report reads 'siap' once its transaction commits; the worker logs the compile just after,
    // and its output reaches this process through a pipe: waited for, not assumed.
    const everyone = asked.map((row) => row.idpelanggan).sort()
    const compiles = await until(
      'every compile to be logged',
      async () => {
        const found = compiled()
        return everyone.every((id) => found.has(id)) ? found : undefined
      },
      15_000,
      output,
    ).catch(() => compiled())
    expect([...compiles.keys()].sort()).toEqual(everyone)
    for (const [idpelanggan, count] of compiles) expect(count, `customer ${idpelanggan}`).toBe(1)
  })

  it('serves correct lists from both APIs while a projections rebuild runs beside them', async () => {
    const [a, b] = apis as [Process, Process]
    const { token } = await signIn(a)
    const lists = [
      '/api/pelanggan/getData',
      '/api/pelanggan/getData?search_query=sidoarjo',
      '/api/teknisi/getData',
    ]
    const read = async (api: Process) =>
      Promise.all(lists.map(async (path) => (await call(api, 'GET', path, { token })).json()))
    const before = await read(a)
    expect(await read(b)).toEqual(before)

    const load = contactLoad(apis, 'Saat Rebuild')
    load.start(100)
    const rebuild = cluster.script(['scripts/projections-rebuild.ts'])
    const code = await new Promise((resolve) => rebuild.child.once('exit', resolve))
    await load.stop()
    expect(code, rebuild.output()).toBe(0)

    expect(load.acknowledged.size).toBeGreaterThan(0)
    expect(load.refused.size, JSON.stringify([...load.refused])).toBe(0)
    const stored = await rows<{ id: string }>('select id from contact_requests where id = any($1)', [
      [...load.acknowledged.keys()],
    ])
    expect(stored).toHaveLength(load.acknowledged.size)
    expect(await read(a)).toEqual(before)
    expect(await read(b)).toEqual(before)
    const [counted] = await rows<{ n: number }>('select count(*)::int as n from customers')
    expect((before[0] as { totalRows: number }).totalRows).toBe(counted!.n)
  })

  it('loses nothing acknowledged when an API and a worker are killed mid-load', async () => {
    const load = contactLoad(apis, 'Saat Mati')
    load.start(60)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const [killedApi, killedWorker] = [apis[1]!, workers[1]!]
    killedApi.child.kill('SIGKILL')
    killedWorker.child.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await load.stop()
    // Those sent to the dead API failed (their visitors saw an error); the others were answered.
    expect(load.acknowledged.size).toBeGreaterThan(40)
    expect(load.refused.size).toBeGreaterThan(0)

    const names = [...load.acknowledged.values()]
    await until(
      'every acknowledged request to be emailed',
      () => {
        const delivered = deliveredByName(smtp)
        return names.every((nama) => delivered.has(nama)) || undefined
      },
      60_000,
      output,
    )
    const stored = await rows<{ id: string }>('select id from contact_requests where id = any($1)', [
      [...load.acknowledged.keys()],
    ])
    expect(stored).toHaveLength(load.acknowledged.size)

    // Recovery: the killed API and worker start again and take their share.
    apis[1] = await cluster.api('api-b-lagi')
    workers[1] = cluster.worker('worker-2-lagi')
    await until('the restarted API to be ready', healthy(apis[1]), 60_000, output)
    const after = contactLoad(apis, 'Setelah Pulih')
    await after.run(6)
    expect(after.acknowledged.size).toBe(6)
    await until('the emails after recovery', () => {
      const delivered = deliveredByName(smtp)
      return [...after.acknowledged.values()].every((nama) => delivered.has(nama)) || undefined
    })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const delivered = deliveredByName(smtp)
    for (const nama of [...names, ...after.acknowledged.values()]) expect(delivered.get(nama), nama).toBe(1)
    // No email of the whole run, of any kind, went out twice.
    expect(repeatedMessageIds(smtp)).toEqual([])
  })
})
