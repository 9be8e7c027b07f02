// Texts of the identity screens that the API does not send (the rest are IDENTITY_MESSAGES in
// services/modules/identity/contract.ts).
export const CONFIRMATION_MESSAGES = {
  required: 'Konfirmasi password baru wajib diisi',
  mismatch: 'Konfirmasi password baru tidak sama',
}
