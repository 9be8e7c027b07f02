import type pg from 'pg'
import { createDb } from '../services/core/database.ts'
import { handleCommand } from '../services/core/event-sourcing/decider.ts'
import { createEventStore } from '../services/core/event-store/event-store.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'
import {
  createSchedule,
  readFacts,
  SCHEDULE_STREAM_TYPE,
  type ScheduleValues,
  scheduleDecider,
  updateSchedule,
} from '../services/modules/schedules/index.ts'
import {
  appendComparison,
  COMMAND_BASELINE,
  COMMAND_TARGET_RATIO,
  type CommandFigure,
  commandComparison,
  formatCommandFigure,
  READ_ROW_BASELINE,
  readRowWrite,
  WRITERS,
} from './commands.ts'
import { devicePdfFigure, formatDevicePdf } from './inspections.ts'
import { LIST_TARGET_P99_MS } from './lists.ts'
import { alternate, type Comparison, httpLoad, median, sqlLoad } from './measure.ts'
import { formatMonthlyPdf, type MonthlyPdfFigure, monthlyPdfFigure } from './monthly-report.ts'
import type { Settings } from './settings.ts'

// The schedule figures (issue 12) on the seed:scale data: (a) the schedule list and calendar calls
// against a plain primary-key SELECT of one visit, target p99 under 50 ms; (b) a reschedule's
// append with its inline projection (handleCommand) against the same move as a plain UPDATE of the
// visit's row, measured in the same run, target at most twice its cost (throughput ratio ≥ 0.5,
// bench/commands.ts, docs/adr/0029), and the whole use case beside it as context.
// `context`: measured and shown without a target (the reports' calls: issue 26 sets none).
export type ScheduleFigure = { name: string; comparison: Comparison; context?: boolean }

export const SCHEDULE_LIST_BASELINE = 'plain SELECT of one visit by primary key'
const CONNECTIONS = 4
const VISITS_PER_WRITER = 20

type Visit = { idpelanggan: number; idteknisi: number }

export async function scheduleFigures(
  settings: Settings,
  api: string,
  pool: pg.Pool,
  adminToken: string,
  baselineTable: string,
  databaseUrl: string,
  say: (line: string) => void,
): Promise<{ lists: ScheduleFigure[]; commands: CommandFigure[]; monthlyPdf: MonthlyPdfFigure }> {
  const headers = { authorization: `Bearer ${adminToken}` }
  const results: ScheduleFigure[] = []
  const commands: CommandFigure[] = []
  const report = (figure: ScheduleFigure) => {
    results.push(figure)
    say(`${formatScheduleFigure(figure)}\n`)
  }

  const { rows } = await pool.query<{ id: number }>('select idpenjadwalan as id from schedules limit 200')
  const ids = rows.length > 0 ? rows.map((row) => row.id) : [0]
  const baseline = () =>
    sqlLoad(
      pool,
      (n) => ({ text: 'select * from schedules where idpenjadwalan = $1', values: [ids[n % ids.length]] }),
      CONNECTIONS,
      settings.listBaselineSeconds,
    )
  const busiest = await pool.query<{ idteknisi: number; tahun: number }>(
    `select idteknisi, extract(year from max(tanggal))::int as tahun from schedules
     group by idteknisi order by count(*) desc limit 1`,
  )
  const technician = busiest.rows[0]?.idteknisi ?? 1
  const year = busiest.rows[0]?.tahun ?? new Date().getUTCFullYear()
  const first = await fetch(`${api}/api/penjadwalan/getData?page=0&limit=10`, { headers })
  if (!first.ok) throw new Error(`/api/penjadwalan/getData answered ${first.status}`)
  const { totalPage, totalRows } = (await first.json()) as { totalPage: number; totalRows: number }
  const late = Math.max(0, Math.floor(totalPage * 0.9))
  const month = new Date()
  const dari = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString().slice(0, 10)
  const sampai = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10)
  // The reports built from the visits (issue 26) on last month, the busiest month the seed fills.
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1))
  const lastMonth = { bulan: last.getUTCMonth() + 1, tahun: last.getUTCFullYear() }
  // A call with a body is a POST named by its full path in `label`.
  const calls: { label: string; path: string; ok?: number[]; method?: 'POST'; body?: object }[] = [
    { label: `getData first page, ${totalRows} rows`, path: '/api/penjadwalan/getData?page=0&limit=10' },
    {
      label: `getData startYear=endYear=${year}&idteknisi=${technician}&status_penjadwalan=belum selesai`,
      path: `/api/penjadwalan/getData?startYear=${year}&endYear=${year}&idteknisi=${technician}&status_penjadwalan=belum%20selesai&page=0&limit=10`,
    },
    {
      label: 'getData nama_pelanggan=hidayat',
      path: '/api/penjadwalan/getData?nama_pelanggan=hidayat&page=0&limit=10',
    },
    { label: `getData late page (${late})`, path: `/api/penjadwalan/getData?page=${late}&limit=10` },
    {
      label: `kalender ${dari}..${sampai} idteknisi=${technician}`,
      path: `/api/penjadwalan/kalender?dari=${dari}&sampai=${sampai}&idteknisi=${technician}`,
    },
    {
      // More than 1 000 visits answers 400 asking for a technician or a shorter range (ADR 0014):
      // at scale this figure measures that refusal, which is an answer, not a failure.
      label: `kalender ${dari}..${sampai} (all technicians; over 1 000 visits answers 400)`,
      path: `/api/penjadwalan/kalender?dari=${dari}&sampai=${sampai}`,
      ok: [200, 400],
    },
    {
      label: `/api/penjadwalan/getLaporanTreatmentBulanan ${lastMonth.bulan}/${lastMonth.tahun} (customers with visits, first page)`,
      path: '/api/penjadwalan/getLaporanTreatmentBulanan',
      method: 'POST',
      body: { ...lastMonth, search_query: '' },
    },
    {
      label: `/api/teknisi/laporantreatment/${technician} ${lastMonth.bulan}/${lastMonth.tahun} status=selesai`,
      path: `/api/teknisi/laporantreatment/${technician}`,
      method: 'POST',
      body: { ...lastMonth, status: 'selesai' },
    },
  ]
  for (const call of calls) {
    const comparison = await alternate(
      settings.listRounds,
      () =>
        httpLoad({
          url: `${api}${call.path}`,
          ...(call.body
            ? {
                method: call.method,
                headers: { ...headers, 'content-type': 'application/json' },
                body: () => JSON.stringify(call.body),
              }
            : { headers }),
          connections: CONNECTIONS,
          seconds: settings.listSeconds,
          ...(call.ok ? { ok: call.ok } : {}),
        }),
      baseline,
    )
    report(
      call.body
        ? { name: `POST ${call.label}`, comparison, context: true }
        : { name: `GET /api/penjadwalan/${call.label}`, comparison },
    )
  }

  // (b) In the bench process, through the module: each writer reschedules its own visits back and
  // forth in turn (no write waits on another's stream; 20 visits each, so a stream stays as short
  // as a real visit's — one visit rescheduled thousands of times would measure reading and folding
  // a stream no visit has); bench/commands.ts has the baseline and the shape. Two product figures:
  // the append alone (decide on the remembered or read state, append with the inline projection in
  // one statement: docs/adr/0016; after a visit's first move, the remembered path), which carries
  // the target, and the whole use case (reference checks, decide, append, inline projection, read
  // back) as context.
  const { db } = createDb(databaseUrl, createLogger('error', 'bench-schedules'), WRITERS + 2)
  try {
    const deps = { db, eventStore: createEventStore(db, moduleKit()) }
    const metadata = { userId: null, role: 'admin', requestId: 'bench' }
    const someone = await pool.query<Visit>(
      `select c.idpelanggan, t.idteknisi from customers c, technicians t where t.status_aktif = 'aktif' limit 1`,
    )
    const visit = someone.rows[0]
    if (visit === undefined) throw new Error('no customer and technician to plan the benchmark visits for')
    const values = (tanggal: string): ScheduleValues => ({
      ...visit,
      idkontrak: null,
      tanggal,
      jam: null,
      jenis_pekerjaan: 'Pest Control',
      lokasi: null,
      catatan: 'Benchmark (contoh)',
    })
    const writers: number[][] = []
    for (let w = 0; w < WRITERS; w += 1) {
      const own: number[] = []
      for (let k = 0; k < VISITS_PER_WRITER; k += 1) {
        own.push((await createSchedule(deps, values('2030-01-07'), metadata)).idpenjadwalan)
      }
      writers.push(own)
    }
    const facts = await readFacts(db, values('2030-01-07'))
    // The n-th command of a writer: which of its visits, and the date it is not on now (every
    // command appends an event; a visit is only ever moved by its own writer).
    const target = (worker: number, n: number) => writers[worker]![n % VISITS_PER_WRITER]!
    const on = new Map<number, string>()
    const moved = (visit: number) => {
      const tanggal = on.get(visit) === '2030-01-08' ? '2030-01-07' : '2030-01-08'
      on.set(visit, tanggal)
      return values(tanggal)
    }
    const append = await appendComparison(
      settings,
      db,
      baselineTable,
      (worker, n) =>
        handleCommand(
          deps.eventStore,
          scheduleDecider,
          { streamType: SCHEDULE_STREAM_TYPE, streamId: String(target(worker, n)), metadata },
          { type: 'UpdateSchedule', values: moved(target(worker, n)), facts },
        ),
      // The same move as the visit row's UPDATE alone, on its own alternation of days (it leaves
      // the visits' event streams, and so the append's next decisions, as they are).
      (worker, n) =>
        readRowWrite(db, deps.eventStore, SCHEDULE_STREAM_TYPE, String(target(worker, n)), {
          type: 'ScheduleRescheduled',
          data: {
            tanggal: Math.floor(n / VISITS_PER_WRITER) % 2 === 0 ? '2030-01-09' : '2030-01-10',
            jam: null,
          },
        }),
    )
    commands.push({
      name: 'reschedule append + inline projection (handleCommand, in process)',
      subject: 'schedule command',
      baseline: READ_ROW_BASELINE,
      ...append,
      target: COMMAND_TARGET_RATIO,
    })
    const useCase = await commandComparison(settings, db, baselineTable, (worker, n) =>
      updateSchedule(deps, target(worker, n), moved(target(worker, n)), undefined, metadata),
    )
    commands.push({
      name: 'updateSchedule reschedule, whole use case (in process; adds reference reads and the read-back)',
      subject: 'schedule command',
      baseline: COMMAND_BASELINE,
      comparison: useCase,
      target: null,
    })
    for (const figure of commands.slice(-2)) say(`${formatCommandFigure(figure)}\n`)
  } finally {
    await db.destroy()
  }
  const monthlyPdf = await monthlyPdfFigure(settings.smoke)
  say(formatMonthlyPdf(monthlyPdf))
  // Issue 39: the same PDF with a site's device map and 500 readings.
  say(formatDevicePdf(await devicePdfFigure(settings.smoke)))
  return { lists: results, commands, monthlyPdf }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

// The p99 target of issue 12 for a schedule list call: a miss fails the full run (bench/run.ts).
export const scheduleListMissed = (figure: ScheduleFigure) =>
  !figure.context && median(figure.comparison.product.map((s) => s.p99Ms)) >= LIST_TARGET_P99_MS

export function formatScheduleFigure(figure: ScheduleFigure): string {
  const { product, baseline } = figure.comparison
  const p50 = median(product.map((s) => s.p50Ms))
  const p99 = median(product.map((s) => s.p99Ms))
  const b50 = median(baseline.map((s) => s.p50Ms))
  const b99 = median(baseline.map((s) => s.p99Ms))
  const failures = product.reduce((sum, s) => sum + s.failures, 0)
  const perSecond = Math.round(median(product.map((s) => s.perSecond)))
  return [
    figure.name,
    `  schedule list p50 ${ms(p50)}, p99 ${ms(p99)} ` +
      (figure.context
        ? '(context, no target); '
        : `(target p99 < ${LIST_TARGET_P99_MS} ms: ${scheduleListMissed(figure) ? 'MISSED' : 'met'}); `) +
      `${SCHEDULE_LIST_BASELINE} p50 ${ms(b50)}, p99 ${ms(b99)}`,
    `  product ${perSecond}/s with ${CONNECTIONS} connections${failures ? `, ${failures} failed` : ''} ` +
      `(median of ${product.length} alternating rounds)`,
  ].join('\n')
}
