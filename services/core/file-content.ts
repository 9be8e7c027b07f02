// Whether an upload's bytes are a whole file of the kind its first bytes claim, checked as it
// streams (api-contract.md, Files; issue 25's hostile uploads): a PNG from its header chunk to its
// IEND chunk, a JPEG from its start to its end marker, a PDF from its header to its last %%EOF, with
// nothing but padding after the end. A polyglot (HTML or a script after a valid image, or at the
// top of a "PDF") is refused, as is anything whose first kilobyte reads like markup a browser
// would run: a file is only ever what its name and type say.

export type FileKind = 'pdf' | 'png' | 'jpg'

const MARKUP = /<(?:script|html|svg|iframe|object|embed|body|meta|!doctype)\b/i
const HEAD_BYTES = 1024
const PNG_IHDR = Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])
const JPEG_END = Buffer.from([0xff, 0xd9])
const PDF_END = Buffer.from('%%EOF')
const PDF_HEADER = /^%PDF-[12]\.\d/

// Bytes allowed after a file's end marker: whitespace and NUL padding.
const isPadding = (byte: number) =>
  byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32

export type ContentCheck = { add(chunk: Uint8Array): void; whole(): boolean }

export function contentCheck(kind: FileKind): ContentCheck {
  let head = Buffer.alloc(0)
  let tail = Buffer.alloc(0)
  let size = 0
  // The offset just past the last end marker seen, and just past the last byte that is not padding.
  let endAt = -1
  let lastContent = 0
  const marker = kind === 'pdf' ? PDF_END : kind === 'jpg' ? JPEG_END : PNG_IEND
  return {
    add(chunk) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, bytes]).subarray(0, HEAD_BYTES)
      // The previous chunk's last bytes, so a marker split between two chunks is still found.
      const window = Buffer.concat([tail, bytes])
      const windowStart = size - tail.length
      const found = window.lastIndexOf(marker)
      if (found !== -1) endAt = Math.max(endAt, windowStart + found + marker.length)
      for (let i = bytes.length - 1; i >= 0; i -= 1) {
        if (!isPadding(bytes[i]!)) {
          lastContent = size + i + 1
          break
        }
      }
      size += bytes.length
      tail = window.subarray(Math.max(0, window.length - (marker.length - 1)))
    },
    whole() {
      if (MARKUP.test(head.toString('latin1'))) return false
      if (kind === 'png' && !head.subarray(8, 16).equals(PNG_IHDR)) return false
      if (kind === 'pdf' && !PDF_HEADER.test(head.subarray(0, 8).toString('latin1'))) return false
      // PNG ends exactly with IEND; a JPEG or a PDF may be followed by padding only.
      if (kind === 'png') return endAt === size
      return endAt !== -1 && lastContent <= endAt
    },
  }
}
