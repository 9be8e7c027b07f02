import { Type } from 'typebox'
import { successBody } from './responses.ts'

// The answer of every `GET /api/{resource}/history/{id}` (domain-model.md, Common).
const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])

export const HistoryEntryRecord = Type.Object({
  waktu: Type.String({ format: 'date-time' }),
  oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
  jenis: Type.String({ description: 'Jenis perubahan' }),
  perubahan: Type.Array(Type.Object({ field: Type.String(), dari: Value, menjadi: Value })),
})

export const HistoryBody = successBody(Type.Array(HistoryEntryRecord), {
  data: [
    {
      waktu: '2026-11-20T02:15:00.000Z',
      oleh: { nama: 'Administrator TTSG', role: 'admin' },
      jenis: 'Data dibuat',
      perubahan: [{ field: 'nama_pelanggan', dari: null, menjadi: 'Toko Bangunan Makmur' }],
    },
  ],
})
