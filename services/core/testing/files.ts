// Small real files for the upload tests: each is whole, as the file store's content check reads
// it (core/file-content.ts).

export const pdfFile = (padding = 200) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')])
// A real 1×1 PNG, from its signature and header chunk to its IEND chunk.
export const PNG_FILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
// A JPEG's start and JFIF header, some data and its end marker.
export const JPG_FILE = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(500, 2),
  Buffer.from([0xff, 0xd9]),
])
// A Windows program renamed: refused whatever its name says.
export const EXE_FILE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)])
