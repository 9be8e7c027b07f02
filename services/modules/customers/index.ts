// The customers module's public face: what the API, other modules, the demo seed and the SPA may use.
//
// Other modules create a customer with
//   createCustomer(deps: { db: Db; eventStore: EventStore }, input: CustomerInput,
//                  metadata: EventMetadata, trx?: Transaction<CoreTables>): Promise<Customer>
// `input` is the cleaned body of `customerContract` without `version` (kode_pelanggan,
// nama_pelanggan, alamat, no_telp, jenis_usaha, jenis_pekerjaan, periode_kunjungan required;
// nama_kontak, link_maps, email, status_aktif, catatan optional). Pass `trx` to create it inside
// the caller's transaction. A code in use answers ConflictError 'Kode Pelanggan sudah dipakai'.

export { formatKode, freeKodes, isKodeArea, parseKode } from './codes.ts'
export {
  type CustomerDeps,
  changeCustomerStatus,
  changeVisitFrequency,
  createCustomer,
  deleteCustomer,
  updateCustomer,
} from './commands.ts'
export {
  CUSTOMER_EXAMPLE,
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_MESSAGES,
  type Customer,
  CustomerChoice,
  type CustomerDetails,
  type CustomerInput,
  CustomerRecord,
  customerContract,
  customerDetails,
  customerStatusContract,
  inUseMessage,
  JENIS_PEKERJAAN_OPTIONS,
  JENIS_USAHA_OPTIONS,
  KODE_AREA_OPTIONS,
  KODE_PATTERN,
  KODE_PELANGGAN_OPTIONS,
  type KodeArea,
  PERIODE_KUNJUNGAN_OPTIONS,
  periodeKunjunganContract,
  STATUS_AKTIF_OPTIONS,
} from './contract.ts'
export { customersSeeder, DEMO_CUSTOMER_KODE, DEMO_CUSTOMERS } from './demo-seed.ts'
export { CUSTOMER_STREAM_TYPE, CustomerCreated, customerEvents } from './events.ts'
export { customerGrants, ownsCustomer } from './permissions.ts'
export { type CustomerFilters, findCustomer, findCustomerByKode, parseCustomerId } from './queries.ts'
export {
  availableKodes,
  CUSTOMER_CSV_COLUMNS,
  customerChoices,
  customerHistory,
  customerPage,
  customerRows,
  getCustomer,
  listAllCustomers,
} from './reads.ts'
export { createCustomerAsSystem } from './system.ts'
export type { CustomerTables } from './tables.ts'
