import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

// A real SMTP server on a free port for tests. `respond` decides, per DATA attempt (1, 2, ...),
// whether the message is accepted, refused with a reply code, held without an answer, or
// accepted after a delay (the last two catch a worker in the middle of sending).
export type SmtpAnswer = 'accept' | 'hold' | { code: number; message: string } | { acceptAfterMs: number }

export type ReceivedMail = {
  raw: string
  envelopeFrom: string
  envelopeTo: string[]
  header(name: string): string | undefined
  text: string
  html: string
  // Base64 attachments as nodemailer sends them (the monthly report's PDF).
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

export type SmtpPeer = {
  url: string
  delivered: ReceivedMail[]
  attempts(): number
  // Resolves when a DATA phase is being held or delayed.
  held: Promise<void>
  respond: (attempt: number) => SmtpAnswer
  close(): Promise<void>
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

type Part = { headers: Map<string, string>; body: string }

// The leaf parts of a MIME body, nested multiparts (mixed around alternative) opened.
function leafParts(headers: Map<string, string>, body: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  if (!boundary) return [{ headers, body }]
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => {
      const at = section.indexOf('\r\n\r\n')
      const partHeaders = unfoldHeaders(section.slice(0, at).replace(/^\r\n/, ''))
      return leafParts(partHeaders, section.slice(at + 4))
    })
}

// Enough MIME for nodemailer's output: headers, the text/plain and text/html parts, attachments.
function parseMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const headers = unfoldHeaders(raw.slice(0, split))
  const parts = new Map<string, string>()
  const attachments: ReceivedMail['attachments'] = []
  for (const part of leafParts(headers, raw.slice(split + 4))) {
    const type = (part.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const disposition = part.headers.get('content-disposition') ?? ''
    if (disposition.toLowerCase().startsWith('attachment')) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''
      const content = Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      attachments.push({ filename, contentType: type, content })
      continue
    }
    parts.set(type, decodeBody(part.body, part.headers.get('content-transfer-encoding')).trim())
  }
  return {
    raw,
    envelopeFrom,
    envelopeTo,
    header: (name) => headers.get(name.toLowerCase()),
    text: parts.get('text/plain') ?? '',
    html: parts.get('text/html') ?? '',
    attachments,
  }
}

export async function startSmtpPeer(
  respond: (attempt: number) => SmtpAnswer = () => 'accept',
): Promise<SmtpPeer> {
  let attempts = 0
  let markHeld!: () => void
  const held = new Promise<void>((resolve) => {
    markHeld = resolve
  })
  const peer: SmtpPeer = {
    url: '',
    delivered: [],
    attempts: () => attempts,
    held,
    respond,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        attempts += 1
        const answer = peer.respond(attempts)
        const accept = () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          const to = session.envelope.rcptTo.map((recipient) => recipient.address)
          peer.delivered.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to))
          callback()
        }
        if (answer === 'accept') accept()
        else if (answer === 'hold') markHeld()
        else if ('acceptAfterMs' in answer) {
          markHeld()
          setTimeout(accept, answer.acceptAfterMs)
        } else callback(Object.assign(new Error(answer.message), { responseCode: answer.code }))
      })
    },
  })
  // A client killed mid-session (the fault tests kill workers) resets its connection; smtp-server
  // reports that as an 'error' event, which without a listener would end the test process.
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP peer has no port')
  peer.url = `smtp://127.0.0.1:${address.port}`
  return peer
}
