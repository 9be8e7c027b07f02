import { type ApiDeps, ownedRecords } from '../../../http-kit/index.ts'
import { CERTIFICATE_MESSAGES, certificateKeys } from '../index.ts'

// What the certificate route files share.
export const tags = ['sertifikat_rayap']

// A certificate is its customer's: it reads and downloads its own (404 for another's).
export const ownCertificates = (deps: ApiDeps) =>
  ownedRecords({
    access: 'read:sertifikat_rayap:own',
    notFound: CERTIFICATE_MESSAGES.notFound,
    owners: (id) => certificateKeys(deps.db, id),
  })
