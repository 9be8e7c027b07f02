import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import { type ReadCheckpoint, readCommittedAfter } from '@ttsg/services/core/event-store/committed-reader.ts'
import { isSeeded } from '@ttsg/services/core/event-store/seed-writer.ts'
import type { StoredEvent } from '@ttsg/services/core/event-store/types.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { createEnqueuer } from './enqueuer.ts'
import { readCheckpoint, relayLag, saveCheckpoint } from './relay-checkpoint.ts'
import { createLeadership } from './relay-leadership.ts'
import type { Subscription } from './subscriptions.ts'

export type Relay = {
  start(): void
  // One pass now (tests, tools): returns how many events were handed over.
  runOnce(): Promise<number>
  isLeader(): boolean
  lag(): Promise<number>
  stop(): Promise<void>
}

export type RelayOptions = {
  db: Db
  config: Config
  subscriptions: Subscription[]
  logger: Logger
  name?: string
  batchSize?: number
  enqueueTimeoutMs?: number
}

// The checkpoint (relay_checkpoints.name) of the relay that feeds the worker's queues.
export const JOBS_RELAY = 'jobs'

export const relayEventTypes = (subscriptions: Subscription[]) => [
  ...new Set(subscriptions.map((subscription) => subscription.eventType)),
]

// Hands committed events to BullMQ. The checkpoint in PostgreSQL moves only past events whose
// jobs are in Redis, so an outage of Redis delays jobs but never loses them; job ids derived
// from the event make a repeated hand-over harmless.
export function createRelay(options: RelayOptions): Relay {
  const { db, config, subscriptions, logger } = options
  const name = options.name ?? JOBS_RELAY
  const batchSize = options.batchSize ?? 200
  const eventTypes = relayEventTypes(subscriptions)
  const enqueuer = createEnqueuer({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    logger,
    timeoutMs: options.enqueueTimeoutMs,
  })
  const leadership = createLeadership({
    databaseUrl: config.databaseUrl,
    lockName: `ttsg-relay:${name}`,
    logger,
    onNotify: () => wake(),
    onLost: () => {
      if (!stopping) setTimeout(wake, 300).unref()
    },
  })

  let chain: Promise<unknown> = Promise.resolve()
  let passQueued = false
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let waitingForRedis = false
  let failing = false

  // Passes run one after another, never overlapping.
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(task, task)
    chain = next.catch(() => undefined)
    return next
  }

  async function handOver(event: StoredEvent): Promise<boolean> {
    for (const subscription of subscriptions) {
      if (subscription.eventType !== event.type) continue
      if (subscription.wanted && !(await subscription.wanted(db))) continue
      const jobId = subscription.jobId(event)
      const added = await enqueuer.add(
        subscription.queue,
        subscription.jobName,
        subscription.payload(event),
        {
          ...subscription.options(config),
          jobId,
        },
      )
      if (!added) return false
    }
    return true
  }

  async function drain(): Promise<number> {
    let checkpoint: ReadCheckpoint = await readCheckpoint(db, name)
    let relayed = 0
    for (;;) {
      const events = await readCommittedAfter(db, checkpoint, eventTypes, batchSize)
      let reached = checkpoint
      let blocked = false
      for (const event of events) {
        // seed:scale's made-up history is no reaction's news (no email for a seeded contact
        // request, no recompile for a seeded visit): read past like a handed-over event, so the
        // checkpoint moves over it the normal way, never over a real event not yet handed over.
        const seeded = isSeeded(event.metadata)
        if (stopping || (!seeded && !(await handOver(event)))) {
          blocked = true
          break
        }
        reached = { transactionId: event.transactionId, position: event.position }
        if (!seeded) relayed += 1
      }
      if (reached !== checkpoint) {
        await saveCheckpoint(db, name, reached)
        checkpoint = reached
      }
      if (blocked && !stopping && !waitingForRedis) {
        waitingForRedis = true
        logger.warn({ relay: name }, 'relay cannot hand events to Redis; they stay queued in PostgreSQL')
      } else if (!blocked && waitingForRedis) {
        waitingForRedis = false
        logger.info({ relay: name }, 'relay hands events to Redis again')
      }
      if (blocked || events.length < batchSize) return relayed
    }
  }

  async function pass(): Promise<number> {
    if (stopping || !(await leadership.ensure())) return 0
    try {
      const relayed = await drain()
      if (failing) logger.info({ relay: name }, 'relay reads PostgreSQL again')
      failing = false
      if (relayed > 0) logger.debug({ relay: name, relayed }, 'events handed to BullMQ')
      return relayed
    } catch (error) {
      // Warn once per outage; every poll would otherwise repeat it.
      if (failing) logger.debug({ err: error, relay: name }, 'relay pass failed again')
      else logger.warn({ err: error, relay: name }, 'relay pass failed; will retry')
      failing = true
      return 0
    }
  }

  function wake(): void {
    if (stopping || passQueued) return
    passQueued = true
    void serial(async () => {
      passQueued = false
      await pass()
    })
  }

  return {
    start() {
      if (timer) return
      timer = setInterval(wake, config.relayPollMs)
      wake()
    },
    runOnce: () => serial(pass),
    isLeader: () => leadership.isLeader(),
    lag: () => relayLag(db, name, eventTypes),
    async stop() {
      stopping = true
      clearInterval(timer)
      await chain
      await leadership.close()
      await enqueuer.close()
    },
  }
}
