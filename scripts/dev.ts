import { spawn } from 'node:child_process'
import path from 'node:path'
import { loadConfig } from '../services/core/config.ts'
import { supervise } from './processes.ts'

// `npm run dev`: API and worker restarted on change, Vite's dev server with hot reload for the SPA
// (it proxies /api to the API), and the local mail catcher.
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const config = loadConfig()

const mailCatcher = process.env.SMTP_URL
  ? undefined
  : await (await import('./mail-catcher.ts')).startMailCatcher(
      Number(new URL(config.smtpUrl).port),
      path.join(root, '.tmp', 'mail'),
    )

const vite = spawn('npm', ['run', 'dev', '-w', '@ttsg/web'], { stdio: 'inherit' })
supervise(
  [
    { name: 'api', args: ['--watch-path=services', 'services/api/main.ts'] },
    { name: 'worker', args: ['--watch-path=services', '--watch-path=worker', 'worker/main.ts'] },
  ],
  async () => {
    vite.kill('SIGTERM')
    await mailCatcher?.close()
  },
)
console.log('\n  Mode pengembangan: SPA di http://localhost:5173 (proxy /api ke API di port 3000)\n')
