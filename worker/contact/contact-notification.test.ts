import { randomUUID } from 'node:crypto'
import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { submitContactRequest } from '@ttsg/services/modules/contact/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { describe, expect, it } from 'vitest'
import { useMailJobTest } from '../testing/mail-job.ts'
import { contactNotification } from './contact-notification.ts'

const job = useMailJobTest()

async function contactRequest(seeded = false) {
  const { id } = await submitContactRequest(
    { eventStore: createEventStore(job.database.db, moduleKit()) },
    {
      nama: 'Dewi Lestari',
      email: 'dewi@example.co.id',
      no_telp: '081355577799',
      permasalahan: 'Semut',
      jenis_usaha: 'Rumah',
      deskripsi: 'Semut di lemari.',
    },
    { userId: null, role: null, requestId: null, ...(seeded ? { seeded: true as const } : {}) },
  )
  return { contactRequestId: id }
}

describe('contact notification job', () => {
  it('sends nothing when it runs again after the email was sent (a re-run after a crash)', async () => {
    const payload = await contactRequest()
    await contactNotification.handle(payload, job.context())
    await contactNotification.handle(payload, job.context())
    expect(job.smtp.delivered).toHaveLength(1)
  })

  it('sends once when two runs of the same job overlap (a stalled job taken up while still running)', async () => {
    job.smtp.respond = () => ({ acceptAfterMs: 300 })
    const payload = await contactRequest()
    await Promise.all([
      contactNotification.handle(payload, job.context()),
      contactNotification.handle(payload, job.context()),
    ])
    expect(job.smtp.delivered).toHaveLength(1)
  })

  it('records nothing when the send fails, so the retry sends it', async () => {
    const payload = await contactRequest()
    job.smtp.respond = () => ({ code: 451, message: 'Coba lagi nanti' })
    await expect(contactNotification.handle(payload, job.context())).rejects.toMatchObject({
      responseCode: 451,
    })
    job.smtp.respond = () => 'accept'
    await contactNotification.handle(payload, job.context())
    expect(job.smtp.delivered).toHaveLength(1)
  })

  it('turns a permanent refusal into an unrecoverable failure', async () => {
    const payload = await contactRequest()
    job.smtp.respond = () => ({ code: 550, message: 'Mailbox tidak dikenal' })
    await expect(contactNotification.handle(payload, job.context())).rejects.toMatchObject({
      name: 'UnrecoverableError',
    })
  })

  it('sends nothing, and fails nothing, for a contact request that seed:scale made up', async () => {
    await contactNotification.handle(await contactRequest(true), job.context())
    expect(job.smtp.delivered).toHaveLength(0)
  })

  it('fails (and is retried) when the contact request cannot be found', async () => {
    await expect(
      contactNotification.handle({ contactRequestId: randomUUID() }, job.context()),
    ).rejects.toThrow('tidak ditemukan')
    expect(job.smtp.delivered).toHaveLength(0)
  })
})
