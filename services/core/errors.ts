// One error vocabulary for every module; the API maps it to the contract's error body in one place.

export class AppError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.statusCode = statusCode
    this.name = new.target.name
  }
}

// An error of one status whose message defaults to the contract's usual text for it. The class
// that extends it keeps its own name (AppError reads new.target).
function withStatus(statusCode: number, usual: string) {
  return class extends AppError {
    constructor(message = usual) {
      super(statusCode, message)
    }
  }
}

export class ValidationError extends AppError {
  readonly fields: Record<string, string>
  constructor(message: string, fields: Record<string, string> = {}) {
    super(400, message)
    this.fields = fields
  }
}

export class UnauthorizedError extends withStatus(
  401,
  'Sesi Anda tidak valid atau telah berakhir, silakan login kembali',
) {}

export class ForbiddenError extends withStatus(403, 'Anda tidak memiliki akses untuk tindakan ini') {}

export class NotFoundError extends withStatus(404, 'Data tidak ditemukan') {}

// domain-model.md, Common: a change based on a version someone else has changed since.
export const STALE_VERSION = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

// A link or record that was real but is no longer valid (an expired or revoked auditor link).
export class GoneError extends withStatus(410, 'Data sudah tidak berlaku') {}

export class ConflictError extends withStatus(409, STALE_VERSION) {}

export class PayloadTooLargeError extends withStatus(413, 'Ukuran file tidak boleh lebih dari 5 Mb') {}

export class UnsupportedMediaTypeError extends withStatus(415, 'Format file tidak didukung') {}

export class TooManyRequestsError extends withStatus(
  429,
  'Terlalu banyak permintaan, silakan coba lagi nanti',
) {}

export const STORE_UNAVAILABLE =
  'Penyimpanan file sedang tidak dapat dihubungi, silakan coba lagi sebentar lagi'

// The file store (FILE_STORE=s3) did not answer, or answered that it is failing: the client may
// try again (503; docs/adr/0070).
export class FileStoreUnavailableError extends withStatus(503, STORE_UNAVAILABLE) {
  constructor(cause?: unknown) {
    super()
    this.cause = cause
  }
}
