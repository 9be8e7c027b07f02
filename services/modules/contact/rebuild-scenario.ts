import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { submitContactRequest } from './submit.ts'

// For the rebuild test: contact requests beyond the demo's, as the form sends them.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const requests = [
    { nama: 'Budi', email: 'budi@example.co.id', permasalahan: 'Rayap', jenis_usaha: 'Rumah', deskripsi: '' },
    {
      nama: 'Sari',
      email: 'sari@example.co.id',
      permasalahan: 'Tikus',
      jenis_usaha: 'Bisnis',
      deskripsi: 'Gudang',
    },
    {
      nama: 'Agus',
      email: 'agus@example.co.id',
      permasalahan: 'Dll',
      jenis_usaha: 'Rumah',
      deskripsi: 'Tawon\nbesar',
    },
  ] as const
  for (const request of requests)
    await submitContactRequest(deps, { ...request, no_telp: '081234567890' }, metadata)
}
export default scenario
