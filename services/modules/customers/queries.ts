import type { Actor } from '../../core/access.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { findCustomer, listCustomers } from './repository.ts'
import { CUSTOMER_MESSAGES, type Customer } from './rules.ts'

const MAX_ID = 2_147_483_647

// Ids come from the address as text: anything that cannot name a customer is "not found".
export function parseCustomerId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

// An admin reads any customer; a customer only itself. Another customer's record answers 404,
// exactly as a missing one, so a customer cannot even learn which ids exist.
export async function getCustomerFor(deps: { db: Db }, actor: Actor, rawId: unknown): Promise<Customer> {
  const id = parseCustomerId(rawId)
  if (id === null) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  if (actor.role !== 'admin' && (actor.role !== 'pelanggan' || actor.pelangganId !== String(id))) {
    throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  }
  const customer = await findCustomer(deps.db, id)
  if (customer === undefined) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return customer
}

export function listAllCustomers(deps: { db: Db }): Promise<Customer[]> {
  return listCustomers(deps.db)
}
