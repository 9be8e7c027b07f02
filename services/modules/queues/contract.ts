import { type Static, Type } from 'typebox'

// Browser-safe: the queue board (Bull Board) at QUEUE_BOARD_PATH, opened with a short-lived cookie
// that POST /api/antrean/sesi makes from the admin's session.
export const QUEUE_BOARD_PATH = '/antrean'
export const QUEUE_BOARD_COOKIE = 'ttsg_antrean'
export const QUEUE_BOARD_MINUTES = 15

export const QueueBoardSessionRecord = Type.Object({
  alamat: Type.String({ description: 'Alamat papan antrean (dibuka di tab baru)' }),
  berlaku_sampai: Type.String({ format: 'date-time', description: 'Cookie papan antrean berakhir' }),
})
export type QueueBoardSession = Static<typeof QueueBoardSessionRecord>
