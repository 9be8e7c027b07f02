import type { FastifyRequest } from 'fastify'
import type { Actor } from '../../../core/access.ts'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { certificateKeys, parseCertificateId } from '../index.ts'

// What the certificate route files share.
export const tags = ['sertifikat_rayap']

// Whether the signed-in customer owns the certificate the path names (404 otherwise).
export async function ownsCertificate(
  deps: ApiDeps,
  request: FastifyRequest,
  actor: Actor,
): Promise<boolean> {
  const id = parseCertificateId((request.params as { id: string }).id)
  const keys = id === null ? undefined : await certificateKeys(deps.db, id)
  return keys !== undefined && actor.pelangganId !== null && String(keys.idpelanggan) === actor.pelangganId
}

// A customer's lists hold only its own certificates, whatever it asked for.
export function ownScope<F extends { idpelanggan?: number | undefined }>(
  request: FastifyRequest,
  filters: F,
): F {
  if (request.scope !== 'own') return filters
  return { ...filters, idpelanggan: Number(request.actor?.pelangganId ?? 0) }
}
