import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type pg from 'pg'
import { Histogram, Registry } from 'prom-client'
import type { Config } from '../../core/config.ts'
import { UnauthorizedError } from '../../core/errors.ts'
import type { Logger } from '../../core/logger.ts'
import {
  METRICS_CONTENT_TYPE,
  metricsAccess,
  registerPoolMetrics,
  renderMetrics,
} from '../../core/metrics.ts'

export const METRICS_PATH = '/metrics'
// A request no route matched (a 404, a router error): one label value, whatever the URL was.
export const UNMATCHED_ROUTE = 'unmatched'

export const METRICS_REFUSED = 'Metrik hanya untuk pemantauan: sertakan token METRICS_TOKEN'

// Prometheus's /metrics for the API process (ADR 0072): requests by route pattern (never the raw
// URL: one series per route, method and status however many ids or queries are asked), the
// database pool, and the process's default metrics. Read with the bearer token or from an allowed
// network; in production with neither stated, nothing is served and nothing is counted.
async function metrics(app: FastifyInstance, options: { config: Config; logger: Logger; pool?: pg.Pool }) {
  const access = metricsAccess(options.config.metrics)
  if (!access.exposed) {
    options.logger.info('metrics not exposed: set METRICS_TOKEN or METRICS_ALLOW_FROM to serve /metrics')
    return
  }
  const registry = new Registry()
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  if (options.pool) registerPoolMetrics(registry, options.pool)

  // A plain callback, like the app's other per-request hooks (docs/benchmarks.md, "Cost per request").
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })

  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!access.allows(request.headers.authorization, request.ip)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new UnauthorizedError(METRICS_REFUSED)
    }
    reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE)
    return renderMetrics(registry)
  })
}

export default fp(metrics, { name: 'metrics' })
