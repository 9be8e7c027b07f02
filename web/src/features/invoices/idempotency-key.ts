// A random id sent with a form's save, so a double submit or a retry after a lost answer is
// answered with the first result instead of issuing a second invoice (docs/api/tagihan.md, idempotency).
// getRandomValues, not randomUUID, which browsers give only to https and localhost pages.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
