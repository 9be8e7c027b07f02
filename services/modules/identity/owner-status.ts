import type { Db } from '../../core/database.ts'
import { findCustomer } from '../customers/index.ts'
import { findTechnician } from '../technicians/index.ts'
import type { Account } from './accounts.ts'

// A customer or technician set `tidak aktif` (domain-model.md: deactivated instead of deleted)
// signs in no more: its login, its access links, the renewal of its session and every request of
// a session already open are refused from that moment, and reactivating the record lets it in
// again. Read at each check rather than copied into `users`, so the two can never disagree.
export async function ownerIsActive(
  db: Db,
  account: Pick<Account, 'role' | 'idpelanggan' | 'idteknisi'>,
): Promise<boolean> {
  if (account.role === 'pelanggan' && account.idpelanggan !== null) {
    return (await findCustomer(db, account.idpelanggan))?.status_aktif === 'aktif'
  }
  if (account.role === 'teknisi' && account.idteknisi !== null) {
    return (await findTechnician(db, account.idteknisi))?.status_aktif === 'aktif'
  }
  return true
}
