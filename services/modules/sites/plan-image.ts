import { crc32, deflateSync } from 'node:zlib'

// A simple floor plan drawn as a PNG (the demo's areas, the tests' and the bench's plans): a light
// floor, walls, and the rooms given, as fractions of the plan. No image library: a PNG is a
// signature, a header, the deflated rows and an end chunk.

export type PlanRoom = { x: number; y: number; w: number; h: number; shade?: number }

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export function drawPlan(width: number, height: number, rooms: readonly PlanRoom[]): Buffer {
  const gray = new Uint8Array(width * height).fill(250)
  const fill = (x0: number, y0: number, x1: number, y1: number, value: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      gray.fill(value, y * width + Math.max(0, x0), y * width + Math.min(width, x1))
  }
  const box = (room: PlanRoom, wall: number) => {
    const x0 = Math.round(room.x * width)
    const y0 = Math.round(room.y * height)
    const x1 = Math.round((room.x + room.w) * width)
    const y1 = Math.round((room.y + room.h) * height)
    fill(x0, y0, x1, y1, room.shade ?? 236)
    fill(x0, y0, x1, y0 + wall, 70)
    fill(x0, y1 - wall, x1, y1, 70)
    fill(x0, y0, x0 + wall, y1, 70)
    fill(x1 - wall, y0, x1, y1, 70)
  }
  box({ x: 0.02, y: 0.03, w: 0.96, h: 0.94, shade: 246 }, 6)
  for (const room of rooms) box(room, 3)
  // One filter byte (none) before each row of 8-bit grey pixels.
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) rows.set(gray.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
