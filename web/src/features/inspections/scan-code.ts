// What a device's QR holds: `{PUBLIC_URL}/p/{kode_pendek}` (audit-work.md, devices). What the
// technician types is the short code printed under it, or the device's number ('PJB1-007').
// Both become the code the visit's device list is searched by, in upper case.
export function codeFromScan(text: string): string {
  const trimmed = text.trim()
  const fromUrl = /\/p\/([A-Za-z0-9-]{1,24})\/?(?:[?#].*)?$/.exec(trimmed)
  return (fromUrl?.[1] ?? trimmed).toUpperCase()
}

type Detector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> }
let detector: Promise<Detector> | null = null

// The QR reader (barcode-detector: the browser's BarcodeDetector API, ZXing compiled to
// WebAssembly underneath), loaded only when the technician opens the camera so the visit page
// stays light. Its WebAssembly file is one of the app's own assets (kept by the service worker
// for offline use), never fetched from a CDN.
// `wasmBinary`: the WebAssembly itself, for a test without a server to fetch it from.
export function qrDetector(wasmBinary?: ArrayBuffer): Promise<Detector> {
  detector ??= Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]).then(([{ BarcodeDetector, prepareZXingModule }, wasm]) => {
    prepareZXingModule({
      overrides: wasmBinary
        ? { wasmBinary }
        : {
            locateFile: (path: string, prefix: string) =>
              path.endsWith('.wasm') ? wasm.default : prefix + path,
          },
    })
    return new BarcodeDetector({ formats: ['qr_code'] })
  })
  return detector
}

// The code in a frame or a picture, or null when it shows none.
export async function detectCode(source: ImageBitmapSource): Promise<string | null> {
  const found = await (await qrDetector()).detect(source)
  const first = found[0]
  return first === undefined ? null : codeFromScan(first.rawValue)
}
