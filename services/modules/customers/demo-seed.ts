import type { Db } from '../../core/database.ts'
import type { CustomerInput } from './contract.ts'
import { DEMO_CUSTOMER_LIST } from './demo-customers.ts'
import { findCustomerByKode } from './queries.ts'
import { createCustomerAsSystem } from './system.ts'

// Households and businesses around Sidoarjo and Surabaya, the company's home area, marked as
// examples. The first one is the customer of the demo 'pelanggan' account.
export const DEMO_CUSTOMERS: CustomerInput[] = DEMO_CUSTOMER_LIST

export const DEMO_CUSTOMER_KODE = 'TTSG-sda-001'

// Adds the demo customers that are missing (by code), through the customers' events, so a
// restart never duplicates them and a rebuild gives them back.
export const customersSeeder = {
  name: 'pelanggan',
  async seed(db: Db): Promise<number> {
    let created = 0
    for (const customer of DEMO_CUSTOMERS) {
      if (await findCustomerByKode(db, customer.kode_pelanggan)) continue
      await createCustomerAsSystem(db, customer, 'demo-seed')
      created += 1
    }
    return created
  },
}
