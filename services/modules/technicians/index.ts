// The technicians module's public face: what the API, other modules, the demo seed and the SPA may use.

export { TECHNICIAN_MESSAGES, type Technician, type TechnicianInput, TechnicianRecord } from './contract.ts'
export { DEMO_TECHNICIAN_NAME, DEMO_TECHNICIANS, techniciansSeeder } from './demo-seed.ts'
export { techniciansModule } from './module.ts'
export { technicianGrants } from './permissions.ts'
export { getTechnician, listAllTechnicians, parseTechnicianId } from './queries.ts'
export { findTechnician, findTechnicianByName, insertTechnician } from './repository.ts'
export type { TechnicianTables } from './tables.ts'
