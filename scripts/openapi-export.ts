import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildApp } from '../services/api/app.ts'
import { loadConfig } from '../services/core/config.ts'
import { createDb } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'

// `npm run openapi:lint` step one: writes the OpenAPI document the API publishes at /api/docs/json
// to a file, without a database (the app is built, never queried) and without listening.
const target = path.resolve(process.argv[2] ?? '.tmp/openapi.json')
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const logger = createLogger('silent', 'openapi-export')
const { db } = createDb(config.databaseUrl, logger, 1)
const app = await buildApp({ config, db, logger, resolveActor: async () => null, readiness: {} })
await app.ready()
await mkdir(path.dirname(target), { recursive: true })
await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await db.destroy()
process.stdout.write(`OpenAPI ditulis ke ${path.relative(process.cwd(), target)}\n`)
