// The technicians module's public face: what the API, other modules, the demo seed and the SPA may use.

export {
  STATUS_AKTIF_OPTIONS,
  type StatusAktif,
  TECHNICIAN_LABELS,
  TECHNICIAN_MESSAGES,
  type Technician,
  type TechnicianInput,
  TechnicianRecord,
  type TechnicianValues,
  technicianContract,
} from './contract.ts'
export { DEMO_TECHNICIAN_NAME, DEMO_TECHNICIANS, techniciansSeeder } from './demo-seed.ts'
export { technicianGrants } from './permissions.ts'
export {
  createTechnician,
  editTechnician,
  getTechnician,
  listActiveTechnicians,
  listAllTechnicians,
  parseTechnicianId,
  removeTechnician,
  technicianHistory,
} from './queries.ts'
export {
  exportTechnicians,
  findTechnician,
  findTechnicianByName,
  insertTechnician,
  pageTechnicians,
  type TechnicianFilters,
} from './repository.ts'
export type { TechnicianTables } from './tables.ts'
