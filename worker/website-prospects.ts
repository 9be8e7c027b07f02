import type { Config } from '@ttsg/services/core/config.ts'
import type { Db } from '@ttsg/services/core/database.ts'
import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { syncWebsiteProspects } from '@ttsg/services/modules/prospects/index.ts'

export type WebsiteProspects = { runOnce(): Promise<number>; stop(): Promise<void> }

// Turns website contact requests into prospects (prospects/website.ts) on the relay's poll
// interval. Passes never overlap; the checkpoint and its row lock make a pass of another worker,
// or one cut short by a stop or a crash, harmless.
export function startWebsiteProspects(
  db: Db,
  config: Pick<Config, 'relayPollMs'>,
  logger: Logger,
): WebsiteProspects {
  const deps = { db, eventStore: createEventStore(db, moduleKit()) }
  let running: Promise<number> | undefined
  let failing = false
  const pass = () => {
    running ??= syncWebsiteProspects(deps)
      .then((created) => {
        if (created > 0) logger.info({ created }, 'website contact requests recorded as prospects')
        failing = false
        return created
      })
      .catch((error) => {
        if (!failing) logger.warn({ err: error }, 'website prospects pass failed; will retry')
        failing = true
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(pass, config.relayPollMs)
  void pass()
  return {
    runOnce: pass,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
