import type { FastifyBaseLogger } from 'fastify'
import type pino from 'pino'

type Bindings = pino.Bindings
type ChildLoggerOptions = pino.ChildLoggerOptions
type Logger = pino.Logger

// Fastify gives every request a child logger carrying its request id. Made eagerly, that is a
// pino child per request (about a microsecond and a half of the ~16 a public call costs, see
// docs/benchmarks.md, "Cost per request") although production logs at warn and almost no request
// writes a line. This child is made only when a line at an enabled level is written, and carries
// the same bindings then, so the log lines are the same.
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

class LazyRequestLogger {
  #parent: Logger
  #bindings: Bindings
  #options: ChildLoggerOptions
  #made: Logger | undefined

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  get #logger(): Logger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options)
    return this.#made
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#logger.level = level
  }

  isLevelEnabled(level: string): boolean {
    return (this.#made ?? this.#parent).isLevelEnabled(level)
  }

  #write(method: Method, args: unknown[]) {
    if (this.#made === undefined && !this.#parent.isLevelEnabled(method)) return
    ;(this.#logger[method] as (...a: unknown[]) => void)(...args)
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args)
  }
  error(...args: unknown[]) {
    this.#write('error', args)
  }
  warn(...args: unknown[]) {
    this.#write('warn', args)
  }
  info(...args: unknown[]) {
    this.#write('info', args)
  }
  debug(...args: unknown[]) {
    this.#write('debug', args)
  }
  trace(...args: unknown[]) {
    this.#write('trace', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options)
  }
}

// Fastify's `childLoggerFactory`. A per-route log level still takes effect: the parent's level
// decides only while no child is made, and a route with its own level gets an eager child.
export function lazyChildLogger(
  base: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = base as Logger
  if (options.level !== undefined) return parent.child(bindings, options)
  return new LazyRequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger
}
