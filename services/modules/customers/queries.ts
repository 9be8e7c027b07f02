import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { CUSTOMER_MESSAGES, type Customer } from './contract.ts'
import { findCustomer, listCustomers } from './repository.ts'

const MAX_ID = 2_147_483_647

// Ids come from the address as text: anything that cannot name a customer is "not found".
export function parseCustomerId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

// Who may read which customer is checked before this runs (permissions.ts, the route's owner check).
export async function getCustomer(deps: { db: Db }, rawId: unknown): Promise<Customer> {
  const id = parseCustomerId(rawId)
  if (id === null) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  const customer = await findCustomer(deps.db, id)
  if (customer === undefined) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return customer
}

export function listAllCustomers(deps: { db: Db }): Promise<Customer[]> {
  return listCustomers(deps.db)
}
