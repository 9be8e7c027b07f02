import { describe, expect, it } from 'vitest'
import { runScript } from '../services/core/testing/run-script.ts'
import { modules } from '../services/modules/index.ts'

// CI runs the whole suite in its smoke mode: every part starts, measures and cleans up. The
// figures of a smoke run mean nothing (a second per part on a busy machine) and are not checked.
// Its time: 330 s, and 30 s for the four lists of issue 40 and the accounts (16 more measurements).
describe('npm run bench -- --smoke', () => {
  it('runs every figure beside its baseline, the contact load with its exactly-once count, and memory', async () => {
    const result = await runScript(
      'bench/run.ts',
      {
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        ...(process.env.TEST_DATABASE_SERVER_URL
          ? { BENCH_DATABASE_SERVER_URL: process.env.TEST_DATABASE_SERVER_URL }
          : {}),
      },
      ['--smoke'],
    )
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0)
    const out = result.stdout
    for (const figure of [
      'GET /api/health',
      'GET /api/katalog_harga/getData',
      'repeat visitor (304)',
      'GET /api/pelanggan/getAllData (admin, 100 pelanggan)',
      'PUT /api/katalog_harga/updateData/:id (admin)',
      'POST /api/kontak (event + inline projection)',
    ]) {
      expect(out).toContain(figure)
    }
    // Every server the catalogue figures measure answers the same bytes, two processes of each
    // (ADR 0029): the product's API, the bare route, the bare route sending the same answer, the
    // catalogue's baseline.
    expect(out).toMatch(
      /^catalogue answer \d+ bytes, the same from all 6 servers measured \(2 processes of each\)/m,
    )
    expect(out).toMatch(
      /^ {2}\d+\.\d\d\d?× of bare Fastify, same answer \(same bytes and headers\) {2}(target ≥ 0\.8× met|TARGET ≥ 0\.8× MISSED)$/m,
    )
    expect(out.match(/\(median of 2 alternating rounds over 2 processes of each\)/g)).toHaveLength(3)
    // The six figures above and the invoice change over HTTP (PUT /api/tagihan/updateData, below).
    expect(out.match(/^ {2}\d+\.\d\d\d?× of /gm)).toHaveLength(7)
    // Every module's admin list (ModuleDefinition.benchLists: customers, prospects, technicians,
    // contracts, certificates and reports among them), first page, last page and a search each, at 4
    // and at 10 connections, as latency against a plain SELECT.
    const benchLists = modules.flatMap((module) => module.benchLists ?? [])
    for (const list of [
      'pelanggan',
      'pemesanan',
      'teknisi',
      'kontrak',
      'sertifikat_rayap',
      'laporan',
      'pengguna',
    ])
      expect(benchLists.map(({ path }) => path)).toContain(`/api/${list}/getData`)
    // The lists of one record (a site's sightings, its threshold history, a visit's readings with
    // their photos), measured on the record with the most rows at scale.
    for (const path of ['/api/penampakan/lokasi/:id', '/api/ambang/history/:id', '/api/pemeriksaan/:id'])
      expect(benchLists.map((list) => list.path)).toContain(path)
    for (const { path, search, whole } of benchLists) {
      // A call with no pages (a history, a visit's readings) is measured once, whole.
      if (whole) {
        expect(out).toContain(`GET ${path} whole answer`)
        continue
      }
      expect(out).toContain(`GET ${path} first page`)
      expect(out).toMatch(new RegExp(`GET ${path} last page \\(\\d+\\)`))
      // A list with a search is also measured on its own search (bench/lists.ts).
      if (search) expect(out).toContain(`GET ${path} search_query=${search}`)
    }
    // Each list's queries (first page, last page, its search if it has one; a whole answer once) at 4 and at 10
    // connections, and the four invoice lists (bench/invoices.ts, checked below); the invoice
    // lists and every list at 10 connections carry the p99 target (issues 12 and 28).
    const queries = benchLists.reduce((sum, list) => sum + (list.whole ? 1 : list.search ? 3 : 2), 0)
    const lists = out.match(
      /^ {2}p50 \d+\.\d ms, p99 \d+\.\d ms( \(target p99 < 50 ms: (met|MISSED)\))?: \d+× \/ \d+× of plain SELECT/gm,
    )
    expect(lists).toHaveLength(queries * 2 + 4)
    expect(lists?.filter((line) => line.includes('(target p99 < 50 ms'))).toHaveLength(queries + 4)
    // The lists at 10 connections and the audit-pack part's trend call (bench/audit-pack.ts).
    expect(out.match(/, 10 connections\n/g)).toHaveLength(queries + 1)
    // The schedule figures (bench/schedules.ts): lists and calendar at scale, and a reschedule.
    expect(out.match(/^ {2}schedule list p50 \d+\.\d ms, p99 \d+\.\d ms/gm)).toHaveLength(8)
    // The command figures (bench/commands.ts): the reschedule's and the invoice change's append with
    // its inline projection, each with the target against the same change as a plain UPDATE of the
    // read row and the three-column table's UPDATE beside it; the reschedule's whole use case as
    // context, against the latter only.
    const commands = out.match(
      /^ {2}(schedule|invoice) command \d+\/s vs (the same UPDATE of the read row alone|plain single-row UPDATE) \d+\/s: ratio \d+\.\d\d \((target|context)/gm,
    )
    expect(commands).toHaveLength(3)
    expect(
      commands?.filter((line) => line.includes('read row alone') && line.endsWith('(target')),
    ).toHaveLength(2)
    expect(
      out.match(
        /^ {2}same rounds vs plain single-row UPDATE of a three-column table \d+\/s: ratio \d+\.\d\d \(context\)$/gm,
      ),
    ).toHaveLength(2)
    expect(out).toContain(
      'invoice change append + inline projection (InvoiceChanged, handleCommand, in process)',
    )
    // The invoice figures (bench/invoices.ts): the list with its summary, a command, one PDF.
    expect(out.match(/^GET \/api\/tagihan\/getData .* with ringkasan/gm)).toHaveLength(4)
    expect(out).toContain('PUT /api/tagihan/updateData/:id, whole call over HTTP (context, no target)')
    expect(out).toMatch(/PDF tagihan \(pdfkit\)\n {2}render p50 \d+\.\d ms/)
    expect(out).toMatch(/accepted \d+, stored \d+, emailed \d+, emailed twice 0 {2}nothing lost/)
    expect(out).toMatch(
      /API resident memory after 1,000 and 3,000 requests \(60 % catalogue, 30 % health, 10 % contact requests\)\n {2}\d+\.\d MiB → \d+\.\d MiB/,
    )
    expect(out).toMatch(/Laporan bulanan PDF \(pdfkit, 100 kunjungan, 20 foto\)\n {2}render p50 \d+ ms/)
    expect(out).toMatch(
      /5 uploads of 5,242,880 bytes, one at a time: resident memory rose at most \d+\.\d MiB .*; back to back: [+-]\d+\.\d MiB/,
    )
    // The reports' two data calls (context, no target) and the first-of-month run, small in a smoke
    // run, with contact emails timed meanwhile (bench/monthly-run.ts).
    expect(out).toContain('POST /api/penjadwalan/getLaporanTreatmentBulanan')
    expect(out).toContain('POST /api/teknisi/laporantreatment/')
    expect(out).toMatch(
      /Laporan bulanan awal bulan \(20 pelanggan, .*\)\n {2}asked in \d+ s, every PDF siap in \d+ s, every email sent in \d+ s/,
    )
    expect(out).toMatch(/contact emails meanwhile: (\d+) of \1 delivered/)
    // Issue 38 at scale: the export and the erasure of a customer and of a prospect.
    expect(out).toMatch(/ {2}Ekspor pelanggan \d+: \d+ ms \(\d+ baris\)/)
    expect(out).toMatch(/ {2}Hapus data pribadi pemesanan \d+: \d+ ms \(\d+ baris\)/)
    // Issue 40's site, small in a smoke run (bench/audit-pack.ts): its trend and its pack compiled.
    expect(out).toContain('GET /api/lokasi/tren/:id (3 bulan, 50 perangkat), 10 connections')
    expect(out).toMatch(/Audit pack of 150 readings compiled by the worker, asked through the API: \d+\.\d s/)
    // Every part's elapsed time, and the summary of them all.
    for (const part of [
      'read',
      'lists',
      'schedules',
      'invoices',
      'contact-load',
      'write',
      'memory',
      'monthly-run',
      'personal-data',
      'audit-pack',
    ]) {
      expect(out).toMatch(new RegExp(`^\\[bagian ${part}: \\d+ s; total \\d+ s\\]$`, 'm'))
    }
    expect(out).toMatch(/^Waktu per bagian: seed\+start \d+ s, read \d+ s, /m)
    expect(out).toMatch(/Benchmark selesai dalam/)
  }, 360_000)
})
