// The contracts module's public face: what the API, the demo seed, the scale seed and the SPA may use.
export {
  attachContractFile,
  contractFile,
  contractNumber,
  createContract,
  deleteContract,
  getContract,
  parseContractId,
  updateContract,
} from './commands.ts'
export {
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MESSAGES,
  type Contract,
  ContractRecord,
  type ContractValues,
  kontrakContract,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
  STATUS_KONTRAK_OPTIONS,
} from './contract.ts'
export { contractsSeeder, DEMO_CONTRACTS } from './demo-seed.ts'
export {
  ContractCreated,
  ContractDeleted,
  ContractFileAttached,
  ContractUpdated,
  contractEvents,
} from './events.ts'
export { contractHistory } from './history.ts'
export { contractGrants } from './permissions.ts'
export { contractsProjection } from './projection.ts'
export {
  allContracts,
  type ContractFilters,
  findContract,
  findContractFile,
  listContracts,
} from './queries.ts'
export type { ContractTables } from './tables.ts'
