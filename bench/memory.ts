import autocannon from 'autocannon'
import type { Server } from './processes.ts'
import type { Settings } from './settings.ts'

export type Memory = { afterFirst: number; afterTotal: number; growth: number; first: number; total: number }

// Public traffic (catalogue and health in turn), a fixed number of requests.
function send(api: string, amount: number): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: api,
        connections: 50,
        amount,
        timeout: 10,
        requests: [{ path: '/api/katalog_harga/getData' }, { path: '/api/health' }],
      },
      (error) => (error ? reject(error) : resolve()),
    )
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000))

// Resident memory of the API after `first` requests and again after `total`: a leak shows as
// growth that keeps going once the process has warmed up.
export async function memoryGrowth(api: Server, settings: Settings): Promise<Memory> {
  const { first, total } = settings.memory
  await send(api.url, first)
  await settle()
  const afterFirst = api.rssMiB()
  await send(api.url, total - first)
  await settle()
  const afterTotal = api.rssMiB()
  return { afterFirst, afterTotal, growth: afterTotal / afterFirst - 1, first, total }
}
