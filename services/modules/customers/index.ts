// The customers module's public face: what the API, other modules, the demo seed and the SPA may use.

export {
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerInput,
  CustomerRecord,
  JENIS_PEKERJAAN_OPTIONS,
  KODE_AREA_OPTIONS,
  KODE_PELANGGAN_OPTIONS,
} from './contract.ts'
export { customersSeeder, DEMO_CUSTOMER_KODE, DEMO_CUSTOMERS } from './demo-seed.ts'
export { customersModule } from './module.ts'
export { customerGrants, ownsCustomer } from './permissions.ts'
export { getCustomer, listAllCustomers, parseCustomerId } from './queries.ts'
export { findCustomer, findCustomerByKode, insertCustomer } from './repository.ts'
export type { CustomerTables } from './tables.ts'
