import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import type pg from 'pg'
import { TooManyRequestsError } from '../core/errors.ts'
import { composeModules, type ModuleDefinition } from '../core/event-sourcing/module.ts'
import { createEventStore } from '../core/event-store/event-store.ts'
import type { FileStore } from '../core/file-store.ts'
import { createFileStore } from '../core/file-stores.ts'
import { type Logger, redactUrl } from '../core/logger.ts'
import type { AccessEntry } from '../http-kit/access-log.ts'
import type { ApiDeps } from '../http-kit/module-http.ts'
import { writeAccessEntry } from '../modules/access-log/index.ts'
import { accountNames } from '../modules/identity/index.ts'
import { modules as allModules } from '../modules/index.ts'
import access, { type ActorResolver } from './plugins/access.ts'
import docs from './plugins/docs.ts'
import errorHandler, {
  clientErrorHandler,
  frameworkErrors,
  refuseWhileClosing,
} from './plugins/error-handler.ts'
import inputGuard from './plugins/input-guard.ts'
import metrics from './plugins/metrics.ts'
import { privacyPageFill } from './plugins/privacy-page.ts'
import queueBoard from './plugins/queue-board.ts'
import security from './plugins/security.ts'
import spa from './plugins/spa.ts'
import validation from './plugins/validation.ts'
import { requestIdOf, sendRequestId } from './request-id.ts'
import { lazyChildLogger } from './request-logger.ts'
import healthRoutes, { type ReadinessChecks } from './routes/health.ts'
import { registerModuleRoutes } from './routes/index.ts'

export type BuildOptions = Pick<ApiDeps, 'config' | 'db'> & {
  logger: Logger
  readiness: ReadinessChecks
  resolveActor: ActorResolver
  serveWeb?: boolean
  // The business modules to host; all of them unless a test says otherwise.
  modules?: ModuleDefinition[]
  // The file store, when a test holds it too (to count what is stored); else the configured one.
  files?: FileStore
  // The database pool behind `db`, for /metrics (its connections in use and waiting queries).
  pool?: pg.Pool
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db, logger } = options
  // Before anything listens: duplicate event names or undeclared events stop the start here.
  const modules = options.modules ?? allModules
  const kit = composeModules(modules)
  const baseLogger = logger as FastifyBaseLogger
  const app = Fastify({
    // No loggerInstance: given one, Fastify puts a 'finish' and an 'error' listener on every
    // response to time it for its completion line, which is off here (disableRequestLogging; our
    // own line below is written at info only, and its onResponse hook brings the timing back).
    // Each request's logger is still the lazy child of ours with the request id, and app.log is
    // ours (set below), so every line is logged as before (docs/benchmarks.md, "Cost per request").
    genReqId: requestIdOf,
    childLoggerFactory: (_none, bindings, childOptions) =>
      lazyChildLogger(baseLogger, bindings, childOptions),
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    // A hop count becomes "trust the nearest n hops" (Fastify's typings take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 512 },
    ajv: { customOptions: { allErrors: false } },
    // Every answer keeps the contract's envelope: see plugins/error-handler.ts.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
  })
  app.log = baseLogger

  // Hooks on every request are plain callbacks, not async functions: each async hook costs a
  // promise and a microtask per request (see docs/benchmarks.md, "Cost per request").
  // The completion line is written at info; below that level (production runs at warn) the hook
  // is not installed at all rather than building a log object per request that nobody writes.
  if (logger.isLevelEnabled('info')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      )
      done()
    })
  }

  const eventStore = createEventStore(db, kit)
  const deps: ApiDeps = {
    config,
    db,
    eventStore,
    files: options.files ?? createFileStore(config),
    references: kit.references,
    completion: kit.completion,
    accountNames: (ids) => accountNames(db, ids),
    personalData: kit.personalData,
    auditPackSections: kit.auditPackSections,
  }

  // Who read what (ADR 0063): the kit's reads, exports and downloads write here in the request.
  app.decorate('accessLog', (entry: AccessEntry) => writeAccessEntry(db, entry))

  await app.register(errorHandler)
  await app.register(security, {
    hsts: config.publicUrl.startsWith('https:'),
    refuse: refuseWhileClosing(app),
  })
  await app.register(access, { resolveActor: options.resolveActor, grants: kit.grants })
  await app.register(validation)
  await app.register(inputGuard)
  // Counted in this process's memory: a request must never wait on Redis.
  await app.register(rateLimit, {
    global: false,
    // A connection dropped mid-body (a malformed chunk) leaves no address; the default key
    // generator would throw and log a client's fault as a server error.
    keyGenerator: (request) => (request.ip ? normalizeIP(request.ip) : 'tanpa-alamat'),
    errorResponseBuilder: () =>
      new TooManyRequestsError('Terlalu banyak permintaan, silakan coba lagi beberapa menit lagi'),
  })
  // Every answer names its request id, except one a shared cache may hand to many visitors
  // (`config.sharedCache`, the public catalogue): attached per route, so that answer neither sets
  // nor removes it. Answers without a route (404, router errors) set it themselves. Added after the
  // access plugin's own onRoute hook, so it comes first on each route: a refusal names its request too.
  // The security headers and the refusal while closing come before it (plugins/security.ts), on
  // every route but those that set them in their handler (`ownHeaders`, ADR 0025), which name
  // their request there too: such a route runs no onRequest step at all.
  app.addHook('onRoute', (route) => {
    const config = route.config
    if (config?.ownHeaders) return
    const id = config?.sharedCache ? [] : [sendRequestId]
    route.onRequest = [app.secureRequest, ...id, ...[route.onRequest ?? []].flat()]
  })
  // Prometheus's /metrics for operators, outside /api (plugins/metrics.ts, ADR 0072). Before the
  // routes: its onResponse hook reaches only the scopes registered after it.
  await app.register(metrics, { config, logger, ...(options.pool ? { pool: options.pool } : {}) })
  await app.register(docs, { publicUrl: config.publicUrl, modules })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { checks: options.readiness })
      await registerModuleRoutes(api, modules, deps)
    },
    { prefix: '/api' },
  )

  // The queue board (Bull Board) for admins, a page outside /api (plugins/queue-board.ts).
  await app.register(queueBoard, { config, db })

  if (options.serveWeb)
    await app.register(spa, {
      distDir: config.webDistDir,
      fills: { '/kebijakan-privasi': privacyPageFill(db) },
    })
  return app
}
