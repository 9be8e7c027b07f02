import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { CONTRACT_MESSAGES, findContract } from '../contracts/index.ts'
import { lockContractVisits, planInTransaction, readFacts, type ScheduleDeps } from './commands.ts'
import { SCHEDULE_MESSAGES, type ScheduleValues } from './contract.ts'
import { contractVisitNumbers } from './planning-queries.ts'
import { planVisitDates } from './visit-plan.ts'

export type GeneratedVisits = { dibuat: number; jumlah_kunjungan: number }

// POST /api/kontrak/buatJadwal/{id}: the contract's visits for its whole period, numbered 1, 2, ...
// in date order. Visit n is planned only when the contract has no visit n yet, under the contract's
// lock, so a second run adds none and a lengthened contract adds only its new visits.
export async function generateContractVisits(
  deps: ScheduleDeps,
  rawContractId: unknown,
  idteknisi: number | undefined,
  metadata: EventMetadata,
): Promise<GeneratedVisits> {
  const id = parseRecordId(rawContractId)
  const contract = id === null ? undefined : await findContract(deps.db, id)
  if (contract === undefined) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  const technician = idteknisi ?? contract.idteknisi
  if (technician === null) {
    throw new ValidationError(SCHEDULE_MESSAGES.technicianRequired, {
      idteknisi: SCHEDULE_MESSAGES.technicianRequired,
    })
  }
  const dates = planVisitDates(contract.periode_kunjungan, contract.tanggal_mulai, contract.tanggal_selesai)
  const base: Omit<ScheduleValues, 'tanggal'> = {
    idpelanggan: contract.idpelanggan,
    idteknisi: technician,
    idkontrak: contract.idkontrak,
    // The contract's site goes with its visits (issue 39).
    idlokasi: contract.idlokasi ?? null,
    jam: null,
    jenis_pekerjaan: contract.jenis_pekerjaan as ScheduleValues['jenis_pekerjaan'],
    lokasi: null,
    catatan: '',
  }
  const facts = await readFacts(deps.db, { ...base, tanggal: contract.tanggal_mulai })
  return deps.db.transaction().execute(async (trx) => {
    await lockContractVisits(trx, contract.idkontrak)
    const existing = new Set(await contractVisitNumbers(trx, contract.idkontrak))
    let dibuat = 0
    for (const [index, tanggal] of dates.entries()) {
      const number = index + 1
      if (existing.has(number)) continue
      await planInTransaction(deps, trx, { ...base, tanggal }, facts, metadata, number)
      dibuat += 1
    }
    return { dibuat, jumlah_kunjungan: existing.size + dibuat }
  })
}
