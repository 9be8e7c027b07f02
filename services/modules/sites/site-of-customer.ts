import { ValidationError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { SITE_MESSAGES } from './contract.ts'
import { siteOwner } from './queries.ts'

// Contracts and visits name an optional site of their customer (audit-work.md): a site that does
// not exist, or is another customer's, is refused with the field's message; null passes.
export async function checkSiteOfCustomer(
  db: DbOrTrx,
  idlokasi: number | null | undefined,
  idpelanggan: number,
): Promise<void> {
  if (idlokasi === null || idlokasi === undefined) return
  const site = await siteOwner(db, idlokasi)
  if (site === undefined)
    throw new ValidationError(SITE_MESSAGES.unknownInBody, { idlokasi: SITE_MESSAGES.unknownInBody })
  if (site.idpelanggan !== idpelanggan) {
    throw new ValidationError(SITE_MESSAGES.siteOfOtherCustomer, {
      idlokasi: SITE_MESSAGES.siteOfOtherCustomer,
    })
  }
}
