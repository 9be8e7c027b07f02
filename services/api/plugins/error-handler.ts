import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../core/errors.ts'

// Indonesian texts for client faults that Fastify or its plugins raise with English messages.
const CLIENT_FAULTS: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Sesi Anda tidak valid atau telah berakhir, silakan login kembali',
  403: 'Anda tidak memiliki akses untuk tindakan ini',
  404: 'Data tidak ditemukan',
  405: 'Metode tidak diizinkan',
  406: 'Format jawaban tidak didukung',
  408: 'Waktu permintaan habis',
  409: 'Data telah diubah oleh pengguna lain, muat ulang lalu coba lagi',
  413: 'Ukuran data terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Format data tidak didukung',
  429: 'Terlalu banyak permintaan, silakan coba lagi nanti',
  431: 'Header permintaan terlalu besar',
}

export const SERVER_FAULT = 'Terjadi kesalahan pada server, silakan coba lagi'

export function errorBody(errMessage: string) {
  return { status: 'gagal' as const, errMessage }
}

// One place that turns every thrown error into the contract's error body. A 5xx answer never
// carries the error's own text (it may hold SQL or a stack); that stays in the log.
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed')
      return reply.status(error.statusCode).send(errorBody(error.message))
    }
    if (error.validation) {
      request.log.info({ validation: error.validation }, 'request failed schema validation')
      return reply.status(400).send(errorBody('Data yang dikirim tidak valid'))
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      return reply.status(status).send(errorBody(CLIENT_FAULTS[status] ?? CLIENT_FAULTS[400]!))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody(SERVER_FAULT))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(`Alamat ${request.method} ${request.url.split('?')[0]} tidak ditemukan`))
  })
})
