import { describe, expect, it } from 'vitest'
import { contentCheck, type FileKind } from './file-content.ts'
import { JPG_FILE, PNG_FILE, pdfFile } from './testing/files.ts'

// Fed in chunks of `size` bytes, as an upload streams in.
function whole(kind: FileKind, bytes: Buffer, size = 7): boolean {
  const check = contentCheck(kind)
  for (let at = 0; at < bytes.length; at += size) check.add(bytes.subarray(at, at + size))
  return check.whole()
}
const script = Buffer.from('<script>alert(document.cookie)</script>')

describe('the content check of an upload', () => {
  it('takes whole PNG, JPEG and PDF files, however the stream cuts them', () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      expect(whole('png', PNG_FILE, size)).toBe(true)
      expect(whole('jpg', JPG_FILE, size)).toBe(true)
      expect(whole('pdf', pdfFile(), size)).toBe(true)
    }
    // Padding after the end marker, as some scanners and generators write it.
    expect(whole('pdf', Buffer.concat([pdfFile(), Buffer.alloc(5000, 0x20)]))).toBe(true)
    expect(whole('jpg', Buffer.concat([JPG_FILE, Buffer.alloc(16, 0)]))).toBe(true)
  })

  it('refuses a polyglot: markup or a script after the image, or in front of a PDF', () => {
    expect(whole('png', Buffer.concat([PNG_FILE, script]))).toBe(false)
    expect(whole('jpg', Buffer.concat([JPG_FILE, script]))).toBe(false)
    expect(whole('pdf', Buffer.concat([pdfFile(), script]))).toBe(false)
    expect(whole('pdf', Buffer.concat([Buffer.from('%PDF-1.7\n<html><body>'), pdfFile()]))).toBe(false)
    const jpegWithHtmlComment = Buffer.concat([
      JPG_FILE.subarray(0, 11),
      Buffer.from('<svg onload=x>'),
      JPG_FILE.subarray(11),
    ])
    expect(whole('jpg', jpegWithHtmlComment)).toBe(false)
  })

  it('refuses a cut-off file and a header that is not the kind’s', () => {
    expect(whole('png', PNG_FILE.subarray(0, PNG_FILE.length - 4))).toBe(false)
    expect(whole('jpg', JPG_FILE.subarray(0, JPG_FILE.length - 1))).toBe(false)
    expect(whole('pdf', pdfFile().subarray(0, 20))).toBe(false)
    expect(whole('png', Buffer.concat([PNG_FILE.subarray(0, 8), Buffer.alloc(40, 1)]))).toBe(false)
    expect(whole('pdf', Buffer.from('%PDF-x\n%%EOF'))).toBe(false)
  })
})
