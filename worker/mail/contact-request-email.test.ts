import { describe, expect, it } from 'vitest'
import { composeContactEmail } from './contact-request-email.ts'

// Rows stored before the shared text rules existed may still hold escapes and bidi marks: the
// email's header fields carry one clean line, and the body shows the text escaped.
const request = {
  id: '7f0e2b1c-0000-4000-8000-000000000001',
  event_position: 1,
  nama: 'Budi \u001b[31mMERAH\u001b[0m \u202Egnp.exe\r\nBcc: x@y "kutip"',
  email: 'budi@example.id',
  no_telp: '081234567890',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
  deskripsi: '<b>tebal</b>',
  created_at: new Date('2026-11-23T03:00:00Z'),
  versi_kebijakan_privasi: 1,
}

describe('composeContactEmail', () => {
  it('keeps control characters, bidi overrides and line breaks out of the subject and Reply-To name', () => {
    const email = composeContactEmail(request)
    expect(email.subject).toBe(
      'Permintaan kontak baru: Budi [31mMERAH[0m gnp.exe Bcc: x@y "kutip" (Rayap, Rumah)',
    )
    expect(email.replyTo).toEqual({
      name: 'Budi [31mMERAH[0m gnp.exe Bcc: x@y kutip',
      address: 'budi@example.id',
    })
    expect(email.html).toContain('&lt;b&gt;tebal&lt;/b&gt;')
  })
})
