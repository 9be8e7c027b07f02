import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterAll, expect, it } from 'vitest'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { startMailCatcher } from './mail-catcher.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'ttsg-mail-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('keeps every email the demo sends as an .eml file', async () => {
  const port = await freePort()
  const catcher = await startMailCatcher(port, dir)
  try {
    await nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
      from: 'a@ttsg.local',
      to: 'kontak@ttsg.local',
      subject: 'Permintaan kontak baru: Uji',
      text: 'Halo',
    })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('Subject: Permintaan kontak baru: Uji')
  } finally {
    await catcher.close()
  }
})
