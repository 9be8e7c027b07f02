import { Type } from 'typebox'
import { STORE_UNAVAILABLE } from '../core/errors.ts'
import { ErrorBody } from './responses.ts'

// The error answers an operation may document, in the contract's envelope with an example each.
// The API adds the usual ones to every route (services/api/openapi-defaults.ts); a route names
// further ones with `errorAnswers`.

const errorBody = (example: string) =>
  Type.Object(ErrorBody.properties, { examples: [{ status: 'gagal', errMessage: example }] })

export const ERRORS = {
  400: errorBody('Data yang dikirim tidak valid'),
  401: errorBody('Sesi Anda tidak valid atau telah berakhir, silakan login kembali'),
  403: errorBody('Anda tidak memiliki akses untuk tindakan ini'),
  404: errorBody('Data tidak ditemukan'),
  410: errorBody('Tautan audit sudah tidak berlaku'),
  409: errorBody('Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'),
  429: errorBody('Terlalu banyak permintaan, silakan coba lagi nanti'),
  500: errorBody('Terjadi kesalahan pada server, silakan coba lagi'),
  // The file store does not answer (FILE_STORE=s3): uploads and downloads, ADR 0070.
  503: errorBody(STORE_UNAVAILABLE),
}

// A route's own further error answers, e.g. `...errorAnswers(401, 429)` in its response.
export function errorAnswers(...codes: (keyof typeof ERRORS)[]) {
  return Object.fromEntries(codes.map((code) => [code, ERRORS[code]]))
}
