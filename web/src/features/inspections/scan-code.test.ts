import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import QRCode from 'qrcode'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeFromScan, detectCode, qrDetector } from './scan-code.ts'

describe('codeFromScan', () => {
  it("reads the short code from a label's QR address, and takes a typed code as it is, in upper case", () => {
    expect(codeFromScan('https://ttsg.example/p/K7M2QX')).toBe('K7M2QX')
    expect(codeFromScan('http://localhost:3000/p/k7m2qx/')).toBe('K7M2QX')
    expect(codeFromScan('  pjb1-007 ')).toBe('PJB1-007')
    expect(codeFromScan('')).toBe('')
  })
})

// The QR reader on a real picture: a label's QR drawn by the same library the labels use, read
// by barcode-detector's ZXing (WebAssembly) as the phone reads a camera frame.
describe('detectCode', () => {
  beforeAll(async () => {
    // The one browser type the reader builds its answer with, absent from Node.
    globalThis.DOMRectReadOnly ??= class {
      x: number
      y: number
      width: number
      height: number
      constructor(x = 0, y = 0, width = 0, height = 0) {
        this.x = x
        this.y = y
        this.width = width
        this.height = height
      }
    } as unknown as typeof DOMRectReadOnly
    const require = createRequire(import.meta.url)
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
    await qrDetector(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength))
  })

  it("finds the device's short code in a picture of its label", async () => {
    const png = await QRCode.toBuffer('http://localhost:3000/p/K7M2QX', { width: 240, margin: 2 })
    expect(await detectCode(new Blob([new Uint8Array(png)], { type: 'image/png' }))).toBe('K7M2QX')
  })

  it('answers null for a picture without a QR', async () => {
    // A white picture: the library's QR drawn white on white.
    const white = await QRCode.toBuffer(' ', { width: 240, color: { dark: '#ffffff', light: '#ffffff' } })
    expect(await detectCode(new Blob([new Uint8Array(white)], { type: 'image/png' }))).toBeNull()
  })
})
