import { parseArgs } from 'node:util'
import { loadConfig } from '../services/core/config.ts'
import { createDb } from '../services/core/database.ts'
import { rebuildProjections } from '../services/core/event-store/rebuild.ts'
import { createLogger } from '../services/core/logger.ts'
import { moduleKit } from '../services/modules/index.ts'

// `npm run projections:rebuild [-- <projection>] [--lanes N]`: empties every projection's tables (or
// the named one's) and replays their events; every projection in N lanes side by side (2 by
// default: PostgreSQL works on one core per transaction; docs/adr/0031). Lives outside
// services/core, which knows no module.
const USAGE = 'npm run projections:rebuild -- [proyeksi] [--lanes N]'

// Node's own parseArgs messages are English and long: the operator reads what was wrong, in Indonesian.
function argumentMessage(error: unknown): string {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  const option = message.match(/'(-[^']*)'/)?.[1]?.split(' ')[0]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `opsi ${option} tidak dikenal (pemakaian: ${USAGE})`
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} perlu nilai (pemakaian: ${USAGE})`
  return message
}

function readArguments() {
  try {
    return parseArgs({ options: { lanes: { type: 'string', default: '2' } }, allowPositionals: true })
  } catch (error) {
    throw new Error(argumentMessage(error))
  }
}

let only: string | undefined
let lanes: number
try {
  const { values, positionals } = readArguments()
  only = positionals[0]
  lanes = Number(values.lanes)
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error('--lanes harus bilangan bulat 1 atau lebih')
} catch (error) {
  process.stderr.write(`Pembangunan ulang gagal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const config = loadConfig()
const logger = createLogger(config.logLevel, 'projections-rebuild')
const { db } = createDb(config.databaseUrl, logger, lanes)
try {
  const started = performance.now()
  const result = await rebuildProjections(db, moduleKit(), only, { lanes })
  // The rate issue 28 asks for (at least 20 000 events/s), over the whole rebuild.
  const seconds = (performance.now() - started) / 1000
  process.stdout.write(
    `Proyeksi dibangun ulang (${result.projections.join(', ')}): ${result.replayed} event diputar ulang ` +
      `dalam ${seconds.toFixed(1)} s (${Math.round(result.replayed / seconds)} event/s).\n`,
  )
} catch (error) {
  process.stderr.write(`Pembangunan ulang gagal: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
