// One error vocabulary for every module; the API maps it to the contract's error body in one place.

export class AppError extends Error {
  readonly statusCode: number
  constructor(statusCode: number, message: string) {
    super(message)
    this.statusCode = statusCode
    this.name = new.target.name
  }
}

export class ValidationError extends AppError {
  readonly fields: Record<string, string>
  constructor(message: string, fields: Record<string, string> = {}) {
    super(400, message)
    this.fields = fields
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sesi Anda tidak valid atau telah berakhir, silakan login kembali') {
    super(401, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Anda tidak memiliki akses untuk tindakan ini') {
    super(403, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Data tidak ditemukan') {
    super(404, message)
  }
}

// domain-model.md, Common: a change based on a version someone else has changed since.
export const STALE_VERSION = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

export class ConflictError extends AppError {
  constructor(message = STALE_VERSION) {
    super(409, message)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Ukuran file tidak boleh lebih dari 5 Mb') {
    super(413, message)
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Format file tidak didukung') {
    super(415, message)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Terlalu banyak permintaan, silakan coba lagi nanti') {
    super(429, message)
  }
}
