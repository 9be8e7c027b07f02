import { describe, it } from 'vitest'
import { ConflictError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { contactDecider } from './decider.ts'

const spec = deciderSpec(contactDecider)
const input = {
  nama: 'Budi',
  email: 'budi@example.co.id',
  no_telp: '081234567890',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
} as const
const submittedAt = '2026-11-23T03:00:00.000Z'

describe('contact decider', () => {
  it('records a new request with the privacy notice version it was sent under, an empty description as empty text', () => {
    spec
      .given([])
      .when({ type: 'SubmitContactRequest', input, submittedAt, noticeVersion: 2 })
      .thenEvents([
        {
          type: 'ContactRequestSubmitted',
          data: { ...input, deskripsi: '', submittedAt, versi_kebijakan_privasi: 2 },
        },
      ])
  })

  it('keeps the description as given', () => {
    spec
      .given([])
      .when({
        type: 'SubmitContactRequest',
        input: { ...input, deskripsi: 'Gudang' },
        submittedAt,
        noticeVersion: 2,
      })
      .thenEvents([
        {
          type: 'ContactRequestSubmitted',
          data: { ...input, deskripsi: 'Gudang', submittedAt, versi_kebijakan_privasi: 2 },
        },
      ])
  })

  it('refuses to send the same request twice', () => {
    spec
      .given([{ type: 'ContactRequestSubmitted', data: { ...input, deskripsi: '', submittedAt } }])
      .when({ type: 'SubmitContactRequest', input, submittedAt, noticeVersion: 2 })
      .thenThrows(ConflictError, 'sudah terkirim')
  })
})
