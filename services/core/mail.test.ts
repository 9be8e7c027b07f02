import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifySmtpError, createMailer, mailDomain } from './mail.ts'
import { type SmtpPeer, startSmtpPeer } from './testing/smtp-peer.ts'

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

describe('mailDomain', () => {
  it('takes the domain of a plain or named address', () => {
    expect(mailDomain('TTSG <no-reply@ttsg.co.id>')).toBe('ttsg.co.id')
    expect(mailDomain('no-reply@ttsg.co.id')).toBe('ttsg.co.id')
  })
})
