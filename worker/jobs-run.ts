import { loadConfig } from '@ttsg/services/core/config.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import { runJobCommand } from './jobs-run-command.ts'

// `npm run jobs:run -- <job>`: runs a scheduled job once now and says what it did (see
// jobs-run-command.ts).
const config = loadConfig()
process.exitCode = await runJobCommand(
  process.argv.slice(2),
  config,
  createLogger('silent', 'jobs-run'),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
)
