import nodemailer, { type SendMailOptions, type SMTPSentMessageInfo } from 'nodemailer'
import type { Address } from 'nodemailer/lib/mailer/index.js'
import { oneLine } from './text-rules.ts'

export type Mailer = {
  send(message: SendMailOptions): Promise<SMTPSentMessageInfo>
  close(): void
}

// One connection per message (low volume); bounded waits so a stuck SMTP peer fails the attempt
// and the job is retried instead of hanging a worker slot.
export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    send: (message) => transport.sendMail(withSafeHeaders(message)),
    close: () => transport.close(),
  }
}

type Recipients = SendMailOptions['to']

function safeAddresses(value: Recipients): Recipients {
  if (value === undefined) return value
  if (typeof value === 'string') return oneLine(value)
  if (Array.isArray(value)) return value.map((item) => safeAddresses(item) as string | Address)
  return { name: oneLine(value.name ?? ''), address: oneLine(value.address ?? '') }
}

// Whatever an email is about, its headers carry one clean line each: text from visitors (a name
// in the subject or the Reply-To) loses line breaks, control characters and bidi overrides here,
// for every email the product sends, now and later.
export function withSafeHeaders(message: SendMailOptions): SendMailOptions {
  return {
    ...message,
    ...(typeof message.subject === 'string' ? { subject: oneLine(message.subject) } : {}),
    from: safeAddresses(message.from),
    to: safeAddresses(message.to),
    replyTo: safeAddresses(message.replyTo),
  }
}

export type SmtpFailure = 'permanent' | 'transient'

type SmtpError = { responseCode?: unknown; code?: unknown }

// RFC 5321: a 5yz reply refuses the message for good, a 4yz reply asks to try later. 503 (bad
// command sequence) is about the session, not the message. Anything without a reply code
// (refused, reset, timed out, DNS) is the network's fault and worth another try.
export function classifySmtpError(error: unknown): SmtpFailure {
  const { responseCode } = (typeof error === 'object' && error !== null ? error : {}) as SmtpError
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503) {
    return 'permanent'
  }
  return 'transient'
}

// The domain of an address like `Name <user@domain>`, for Message-IDs in our own namespace.
export function mailDomain(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)
  return match?.[1] ?? 'localhost'
}
