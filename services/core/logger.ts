import pino from 'pino'

export type Logger = pino.Logger

// Tokens travel in some paths (access links) and headers: never write them to the log.
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
]

// A destination other than stdout is for tests that read what was logged.
export function createLogger(level: string, name: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, name, redact: { paths: redactPaths, censor: '[disembunyikan]' } }, destination)
}

// Replaces credentials carried in a URL (link tokens, ?token=) before it is logged.
export function redactUrl(url: string): string {
  return url
    .replace(/(\/verify-(?:pelanggan|teknisi)\/)[^/?#]+/g, '$1[disembunyikan]')
    .replace(/([?&]token=)[^&#]*/g, '$1[disembunyikan]')
}
