import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { API_NODE_FLAGS } from '../services/api/node-flags.ts'
import { loadConfig } from '../services/core/config.ts'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { DEMO_AUDITOR_TOKEN, DEMO_LINK_DAYS } from '../services/modules/audit-pack/index.ts'
import { supervise } from './processes.ts'

// `npm start`: the whole product on one machine — the API (serving the built SPA), the worker,
// and outside production a local mail catcher — with demo data on an empty database.
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const config = loadConfig()

// Resolved as the API resolves it (services/api/plugins/spa.ts): WEB_DIST_DIR may be absolute.
if (!existsSync(path.resolve(root, config.webDistDir, 'index.html'))) {
  console.log('[start] membangun aplikasi web (sekali saja)...')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

// The database first, so the worker does not race the API to a database that is not there yet.
await ensureDatabase(config.databaseUrl)
const { db } = createDb(config.databaseUrl, createLogger('warn', 'start'), 1)
await migrateToLatest(db)
await db.destroy()

let mailCatcher: { close(): Promise<void> } | undefined
if (config.nodeEnv !== 'production' && !process.env.SMTP_URL) {
  const port = Number(new URL(config.smtpUrl).port)
  // Imported only here: smtp-server is a development dependency, absent from production installs.
  mailCatcher = await (await import('./mail-catcher.ts')).startMailCatcher(
    port,
    path.join(root, '.tmp', 'mail'),
  )
  console.log(`[start] penangkap email lokal di ${config.smtpUrl}; email tersimpan di .tmp/mail/`)
}

supervise(
  [
    { name: 'api', args: [...API_NODE_FLAGS, 'services/api/main.ts'] },
    { name: 'worker', args: ['worker/main.ts'] },
  ],
  async () => mailCatcher?.close(),
)

if (config.nodeEnv !== 'production') {
  console.log(`
  TTSG Pest Control berjalan: buka ${config.publicUrl}
  Akun demo: admin / Admin#12345, teknisi / Teknisi#12345, pelanggan / Pelanggan#12345
  Dokumentasi API: ${config.publicUrl}/api/docs   Hentikan dengan Ctrl+C
  Tautan auditor demo (paket audit triwulan lalu, berlaku ${DEMO_LINK_DAYS} hari sejak data demo dibuat):
    ${config.publicUrl}/audit/${DEMO_AUDITOR_TOKEN}
`)
}
