import { loadConfig } from '../services/core/config.ts'
import { createDb } from '../services/core/database.ts'
import { readHead } from '../services/core/event-store/committed-reader.ts'
import { createLogger } from '../services/core/logger.ts'
import { collectJobsStatus, formatJobsStatus } from '../worker/jobs-status-report.ts'
import { subscriptions } from '../worker/subscriptions.ts'
import type { ContactLoad } from './contact-load.ts'

// What the worker's side looked like when the contact load's count did not add up: the queues
// (`npm run jobs:status`'s own report), where each relay's checkpoint stands against the newest
// event, what else the SMTP peer received, and the end of the worker's output. A loss or a late
// email then names its place (relay, queue, SMTP) instead of only "LOSS OR DUPLICATE".
export async function explainContactLoss(input: {
  productEnv: Record<string, string>
  load: Pick<ContactLoad, 'delivered' | 'emailed' | 'otherReplyTo'>
  workerOutput: string
}): Promise<string> {
  const { delivered, emailed, otherReplyTo } = input.load
  const config = loadConfig(input.productEnv)
  const { db } = createDb(config.databaseUrl, createLogger('silent', 'bench-contact-loss'), 1)
  const lines = [
    '  why, as the worker left it:',
    `the SMTP peer received ${delivered} mails in all, ${emailed} of them for this load` +
      (otherReplyTo.length > 0 ? `; others replied to ${otherReplyTo.join(', ')}` : ''),
  ]
  try {
    const status = await collectJobsStatus(config, db, subscriptions)
    lines.push(...formatJobsStatus(status).split('\n'))
    const checkpoints = await db
      .selectFrom('relay_checkpoints')
      .select(['name', (eb) => eb.cast<string>('transaction_id', 'text').as('transaction'), 'position'])
      .orderBy('name')
      .execute()
    const head = await readHead(db)
    for (const checkpoint of checkpoints)
      lines.push(`relay ${checkpoint.name}: at (${checkpoint.transaction}, ${checkpoint.position})`)
    lines.push(`newest event: ${head ? `(${head.transactionId}, ${head.position})` : 'none'}`)
  } catch (error) {
    lines.push(`the worker's state could not be read: ${(error as Error).message}`)
  } finally {
    await db.destroy()
  }
  const tail = input.workerOutput.trim().split('\n').slice(-20)
  lines.push(tail[0] ? "the worker's last output lines:" : 'the worker wrote nothing at warn or above')
  if (tail[0]) lines.push(...tail)
  return lines.map((line, i) => (i === 0 ? line : `    ${line}`)).join('\n')
}
