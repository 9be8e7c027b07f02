// Texts of the identity screens that the API does not send (the rest are IDENTITY_MESSAGES in
// services/modules/identity/contract.ts).
export const CONFIRMATION_MESSAGES = {
  required: 'Konfirmasi password baru wajib diisi',
  mismatch: 'Konfirmasi password baru tidak sama',
}

// A technician still on the temporary password of PUT /api/generateTeknisi (domain-model.md).
export const TEMPORARY_PASSWORD_MESSAGE =
  'Anda masih memakai password sementara dari admin. Ganti password Anda terlebih dahulu sebelum membuka halaman lain.'
