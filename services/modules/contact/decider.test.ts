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
  it('records a new request, an empty description as empty text', () => {
    spec
      .given([])
      .when({ type: 'SubmitContactRequest', input, submittedAt })
      .thenEvents([{ type: 'ContactRequestSubmitted', data: { ...input, deskripsi: '', submittedAt } }])
  })

  it('keeps the description as given', () => {
    spec
      .given([])
      .when({ type: 'SubmitContactRequest', input: { ...input, deskripsi: 'Gudang' }, submittedAt })
      .thenEvents([{ type: 'ContactRequestSubmitted', data: { ...input, deskripsi: 'Gudang', submittedAt } }])
  })

  it('refuses to send the same request twice', () => {
    spec
      .given([{ type: 'ContactRequestSubmitted', data: { ...input, deskripsi: '', submittedAt } }])
      .when({ type: 'SubmitContactRequest', input, submittedAt })
      .thenThrows(ConflictError, 'sudah terkirim')
  })
})
