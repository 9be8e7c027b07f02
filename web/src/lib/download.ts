import { apiResponse, type QueryValue } from './api-client.ts'

// Files the API sends (`GET .../export` as CSV, uploaded certificates and reports) are fetched
// through the API client, so the call carries the Authorization header like any other, and then
// handed to the browser as a download under the name the server gives.

// The file name of a Content-Disposition header: `filename*=UTF-8''...` (RFC 6266, percent-encoded)
// wins over `filename="..."`; null when there is none.
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended?.[1]) {
    try {
      return safeFileName(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')))
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header)
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
  return name ? safeFileName(name) : null
}

// No folders in a downloaded file's name.
function safeFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? ''
  return base === '' || base === '.' || base === '..' ? null : base
}

export type DownloadedFile = { blob: Blob; fileName: string }

export async function fetchFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string; fallbackMessage?: string },
): Promise<DownloadedFile> {
  const response = await apiResponse(path, {
    query: options.query,
    accept: '*/*',
    fallbackMessage: options.fallbackMessage,
    timeoutMs: 120_000,
  })
  const blob = await response.blob()
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName,
  }
}

// Hands a file to the browser's downloads (an object URL on a link with `download`).
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export async function downloadFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string; fallbackMessage?: string },
): Promise<string> {
  const file = await fetchFile(path, options)
  saveFile(file)
  return file.fileName
}
