import { createInterface } from 'node:readline'
import { loadConfig } from '../services/core/config.ts'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { createAdminAccount } from '../services/modules/identity/index.ts'

// `npm run user:create-admin -- <username> [nama lengkap]`: how production gets its first admin.
// The password comes from ADMIN_PASSWORD, else a hidden prompt (twice), else the first line of a
// piped standard input. It is never echoed, logged or passed on the command line.
const env = process.env
const [username, ...nameParts] = process.argv.slice(2)

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function readLine(prompt: string, hidden: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: hidden })
    if (hidden) {
      // The prompt is shown, typed characters are not; only the closing newline is echoed.
      ;(rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
        if (text.startsWith(prompt)) process.stdout.write(prompt)
        else if (text.includes('\n') || text.includes('\r')) process.stdout.write('\n')
      }
    }
    rl.question(prompt, (answer) => {
      resolve(answer)
      rl.close()
    })
    rl.on('close', () => resolve(''))
  })
}

async function readPassword(): Promise<string> {
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD !== '') return env.ADMIN_PASSWORD
  if (!process.stdin.isTTY) return readLine('', false)
  const first = await readLine('Password admin baru: ', true)
  const second = await readLine('Ulangi password: ', true)
  if (first !== second) fail('Kedua password tidak sama.')
  return first
}

if (username === undefined || username.startsWith('-')) {
  fail(
    'Pemakaian: npm run user:create-admin -- <username> [nama lengkap]\n(password dari ADMIN_PASSWORD atau ditanyakan)',
  )
}

const config = loadConfig(env)
const password = await readPassword()
await ensureDatabase(config.databaseUrl)
const { db } = createDb(
  config.databaseUrl,
  createLogger(config.logLevel === 'silent' ? 'silent' : 'warn', 'create-admin'),
  1,
)
try {
  await migrateToLatest(db)
  const admin = await createAdminAccount(db, { username, password, nama: nameParts.join(' ') })
  process.stdout.write(`Akun admin "${admin.username}" dibuat.\n`)
} catch (error) {
  process.exitCode = 1
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`Gagal membuat admin: ${message}\n`)
} finally {
  await db.destroy()
}
