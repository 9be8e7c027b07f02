import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifySmtpError, createMailer, mailDomain } from './mail.ts'
import { type SmtpPeer, startSmtpPeer } from './testing/smtp-peer.ts'
import { textFault } from './text-rules.ts'

let smtp: SmtpPeer
beforeAll(async () => {
  smtp = await startSmtpPeer()
})
afterAll(() => smtp.close())

async function failureOf(url: string): Promise<unknown> {
  const mailer = createMailer(url)
  try {
    await mailer.send({ from: 'a@ttsg.test', to: 'b@ttsg.test', subject: 'uji', text: 'uji' })
    return undefined
  } catch (error) {
    return error
  } finally {
    mailer.close()
  }
}

describe('SMTP failures', () => {
  it('treats a 5xx refusal as permanent', async () => {
    smtp.respond = () => ({ code: 550, message: 'Mailbox tidak dikenal' })
    expect(classifySmtpError(await failureOf(smtp.url))).toBe('permanent')
  })

  it('treats a 4xx answer as transient', async () => {
    smtp.respond = () => ({ code: 451, message: 'Coba lagi nanti' })
    expect(classifySmtpError(await failureOf(smtp.url))).toBe('transient')
  })

  it('treats a refused connection as transient', async () => {
    expect(classifySmtpError(await failureOf('smtp://127.0.0.1:1'))).toBe('transient')
  })

  it('treats 503 (wrong command order) and errors without a reply as transient', () => {
    expect(classifySmtpError({ responseCode: 503 })).toBe('transient')
    expect(classifySmtpError(new Error('socket hang up'))).toBe('transient')
    expect(classifySmtpError(undefined)).toBe('transient')
  })
})

// RFC 2047 encoded words back to text, so the test sees what a mail client would show.
const decodeWords = (header = '') =>
  header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )

describe('email headers', () => {
  it('carry no line breaks, ANSI escapes or bidi overrides from visitor text, in any email', async () => {
    smtp.respond = () => 'accept'
    const hostile = 'Budi \u001b[31mMERAH\u001b[0m \u202Egnp.exe\r\nBcc: korban@example.id\t"x'
    const mailer = createMailer(smtp.url)
    try {
      await mailer.send({
        from: 'a@ttsg.test',
        to: 'b@ttsg.test',
        replyTo: { name: hostile, address: 'budi@example.id' },
        subject: `Permintaan dari ${hostile}`,
        text: 'uji',
      })
    } finally {
      mailer.close()
    }
    const mail = smtp.delivered.at(-1)!
    const subject = decodeWords(mail.header('subject'))
    const replyTo = decodeWords(mail.header('reply-to'))
    expect(subject).toBe('Permintaan dari Budi [31mMERAH[0m gnp.exe Bcc: korban@example.id "x')
    expect(replyTo).toContain('budi@example.id')
    for (const header of [subject, replyTo]) expect(textFault(header)).toBeUndefined()
    expect(mail.header('bcc')).toBeUndefined()
    expect(mail.envelopeTo).toEqual(['b@ttsg.test'])
  })
})

describe('mailDomain', () => {
  it('takes the domain of a plain or named address', () => {
    expect(mailDomain('TTSG <no-reply@ttsg.co.id>')).toBe('ttsg.co.id')
    expect(mailDomain('no-reply@ttsg.co.id')).toBe('ttsg.co.id')
  })
})
