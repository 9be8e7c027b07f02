import { classifySmtpError, mailDomain } from '@ttsg/services/core/mail.ts'
import { UnrecoverableError } from 'bullmq'
import { sql } from 'kysely'
import type { JobContext } from '../jobs/types.ts'

// What a reaction hands to sendOnce: a message key that names this email for good (from the
// event, never from the job), the recipient, and the composed message.
export type OnceEmail = {
  messageKey: string
  to: string
  subject: string
  text: string
  html: string
  replyTo?: { name: string; address: string }
  // Files sent with it (the monthly report's PDF), read by the job before sending.
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

// Advisory-lock key space of "one message being sent" (two-int keys: this, hash of the key).
const SENDING_LOCK = 0x7474_0001
const RECORD_RETRY_MS = [250, 500, 1000, 2000, 5000, 10_000]
const RECORD_PATIENCE_MS = 5 * 60_000

// Keeps trying to record a message the SMTP server has accepted: failing the job here would make a
// retry send it again. It gives up only after minutes without PostgreSQL.
async function recordSent(
  { db, logger }: Pick<JobContext, 'db' | 'logger'>,
  row: { message_key: string; message_id: string; recipient: string },
): Promise<void> {
  const started = Date.now()
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db
        .insertInto('sent_messages')
        .values(row)
        .onConflict((oc) => oc.column('message_key').doNothing())
        .execute()
      return
    } catch (error) {
      if (Date.now() - started > RECORD_PATIENCE_MS) throw error
      logger.warn({ err: error, messageKey: row.message_key }, 'email sent but not yet recorded; retrying')
      const pause = RECORD_RETRY_MS[Math.min(attempt, RECORD_RETRY_MS.length - 1)]
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

// Sends an email at most once per message key. Two runs of the same job (a stalled job taken up
// while the first run is still sending) are serialised by a session advisory lock on the key: the
// second finds the message recorded and sends nothing. A session lock, not a row lock in an open
// transaction: a transaction held open through the SMTP conversation would hold back every relay
// reading below the oldest running transaction. PostgreSQL frees the lock if this process dies.
// The record is written right after the SMTP server accepts, which leaves only the instant between
// the two; the deterministic Message-ID lets a mailbox recognise a duplicate from that instant.
// Returns false when the message had been sent already.
export async function sendOnce(email: OnceEmail, context: JobContext): Promise<boolean> {
  const { db, config, mailer, logger } = context
  const { messageKey } = email
  const messageId = `<${messageKey}@${mailDomain(config.mailFrom)}>`
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SENDING_LOCK}, hashtext(${messageKey}))`.execute(connection)
    try {
      const sent = await connection
        .selectFrom('sent_messages')
        .select('sent_at')
        .where('message_key', '=', messageKey)
        .executeTakeFirst()
      if (sent) {
        logger.info({ messageKey }, 'email already sent; nothing to do')
        return false
      }
      try {
        await mailer.send({
          from: config.mailFrom,
          to: email.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.attachments ? { attachments: email.attachments } : {}),
          messageId,
        })
      } catch (error) {
        if (classifySmtpError(error) === 'permanent') {
          const reason = (error as { response?: string }).response ?? String(error)
          throw new UnrecoverableError(`Server SMTP menolak email secara permanen: ${reason}`)
        }
        throw error
      }
      // Through the pool, not the lock's connection: if PostgreSQL restarted during the send, that
      // connection is gone, and this process alone knows the message went out.
      await recordSent(context, { message_key: messageKey, message_id: messageId, recipient: email.to })
      logger.info({ messageKey, messageId }, 'email sent')
      return true
    } finally {
      await sql`select pg_advisory_unlock(${SENDING_LOCK}, hashtext(${messageKey}))`
        .execute(connection)
        .catch(() => undefined)
    }
  })
}
