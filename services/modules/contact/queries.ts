import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import type { ContactRequest } from './contract.ts'
import type { ContactTables } from './tables.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function getContactRequest(db: Db, id: string) {
  return db
    .withTables<ContactTables>()
    .selectFrom('contact_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
}

// The request as the admin opens it, or 404 (an id of the wrong shape too).
export async function openContactRequest(db: Db, id: string): Promise<ContactRequest> {
  const row = UUID.test(id) ? await getContactRequest(db, id) : undefined
  if (row === undefined) throw new NotFoundError()
  const { event_position: _position, created_at, ...rest } = row
  return { ...rest, created_at: created_at.toISOString() }
}
