import type { Db } from '../../core/database.ts'
import type { ContactTables } from './tables.ts'

export async function getContactRequest(db: Db, id: string) {
  return db
    .withTables<ContactTables>()
    .selectFrom('contact_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
}
