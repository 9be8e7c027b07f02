import { Readable } from 'node:stream'
import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { attachContractFile, deleteContract, updateContract } from './commands.ts'
import type { ContractValues } from './contract.ts'
import { listContracts } from './queries.ts'

// For the rebuild test: beyond the demo contracts, a change, a file and a deletion, through the
// module's commands.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: 'admin', requestId: 'rebuild-test' }
  const all = (await listContracts(deps.db, {}, { page: 0, limit: 100, offset: 0 })).data
  const [first] = all
  // A contract without visits (a contract its visits point to is not deleted).
  const second = all.find((contract) => contract.periode_kunjungan === 'permintaan')
  const { idkontrak, idpelanggan, jenis_pekerjaan, periode_kunjungan, tanggal_mulai, tanggal_selesai } =
    first!
  const values = {
    idpelanggan,
    jenis_pekerjaan,
    periode_kunjungan,
    tanggal_mulai,
    tanggal_selesai,
  } as ContractValues
  await updateContract(
    deps,
    idkontrak,
    { ...values, nilai_kontrak: 1, idteknisi: null, status_aktif: 'tidak aktif', catatan: 'x' },
    undefined,
    metadata,
  )
  const rules = {
    kinds: ['pdf'] as const,
    maxBytes: 1000,
    messages: { required: 'kosong', tooLarge: 'besar', type: 'jenis' },
  }
  const stored = await deps.files.write('kontrak', Readable.from([Buffer.from('%PDF-1.7\n%%EOF\n')]), rules)
  await attachContractFile(deps, idkontrak, { ...stored, name: 'k.pdf' }, undefined, metadata)
  await deleteContract(deps, second!.idkontrak, undefined, metadata)
}
export default scenario
