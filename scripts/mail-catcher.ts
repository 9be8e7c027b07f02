import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

// A local SMTP peer for the demo (`npm start`, `npm run dev`): it accepts every message, saves it
// as an .eml file and prints a line, so the contact form really emails somewhere on a fresh machine.
export async function startMailCatcher(port: number, dir: string): Promise<{ close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const subject = /^Subject: (.*)$/im.exec(raw.toString('utf8'))?.[1] ?? '(tanpa subjek)'
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${session.id}.eml`)
        writeFileSync(file, raw)
        console.log(
          `[mail] email diterima untuk ${session.envelope.rcptTo.map((r) => r.address).join(', ')}: ${subject} -> ${file}`,
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { close: () => new Promise((resolve) => server.close(() => resolve())) }
}
