import { UnrecoverableError } from 'bullmq'
import { sql } from 'kysely'
import { classifySmtpError, mailDomain } from '../../services/core/mail.ts'
import { composeContactEmail, getContactRequest } from '../../services/modules/contact/index.ts'
import type { JobContext, JobHandler } from './types.ts'

export const contactMessageKey = (eventPosition: number) => `contact-${eventPosition}`

// Advisory-lock key space of "one message being sent" (two-int keys: this, hash of the key).
const SENDING_LOCK = 0x7474_0001

// Emails the company about one contact request, at most once. Two runs of the same job (a
// stalled job taken up while the first run is still sending) are serialised by a session
// advisory lock on the message key: the second finds the message recorded and sends nothing.
// A session lock, not a row lock in an open transaction: a transaction held open through the
// SMTP conversation would hold back every relay reading below the oldest running transaction.
// PostgreSQL frees the lock if this process dies. The record is written right after the SMTP
// server accepts, which leaves only the instant between the two; the deterministic Message-ID
// lets a mailbox recognise a duplicate from that instant.
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

export const sendContactNotification: JobHandler<'contact-notification'> = async (payload, context) => {
  const { db, config, mailer, logger } = context
  const request = await getContactRequest(db, payload.contactRequestId)
  if (!request) throw new Error(`Permintaan kontak ${payload.contactRequestId} tidak ditemukan`)
  const messageKey = contactMessageKey(request.event_position)
  const messageId = `<${messageKey}@${mailDomain(config.mailFrom)}>`
  const email = composeContactEmail(request)

  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SENDING_LOCK}, hashtext(${messageKey}))`.execute(connection)
    try {
      const sent = await connection
        .selectFrom('sent_messages')
        .select('sent_at')
        .where('message_key', '=', messageKey)
        .executeTakeFirst()
      if (sent) {
        logger.info({ messageKey }, 'contact email already sent; nothing to do')
        return
      }
      try {
        await mailer.send({
          from: config.mailFrom,
          to: config.contactEmailTo,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
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
      await recordSent(context, {
        message_key: messageKey,
        message_id: messageId,
        recipient: config.contactEmailTo,
      })
      logger.info({ messageKey, messageId }, 'contact email sent')
    } finally {
      await sql`select pg_advisory_unlock(${SENDING_LOCK}, hashtext(${messageKey}))`
        .execute(connection)
        .catch(() => undefined)
    }
  })
}
