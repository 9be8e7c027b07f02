import nodemailer, { type SendMailOptions, type SMTPSentMessageInfo } from 'nodemailer'

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
    send: (message) => transport.sendMail(message),
    close: () => transport.close(),
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
