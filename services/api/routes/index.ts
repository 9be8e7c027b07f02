import type { FastifyInstance } from 'fastify'
import type { ApiDeps } from '../deps.ts'
import identityRoutes from './identity.ts'
import katalogHargaRoutes from './katalog-harga.ts'
import kontakRoutes from './kontak.ts'
import kontrakRoutes from './kontrak.ts'
import pelangganRoutes from './pelanggan.ts'
import pemesananRoutes from './pemesanan.ts'
import profilPerusahaanRoutes from './profil-perusahaan.ts'
import teknisiRoutes from './teknisi.ts'

// Every module's routes, mounted under /api. Each route declares its access (see plugins/access.ts).
export async function registerApiRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  await api.register(kontakRoutes, deps)
  await api.register(katalogHargaRoutes, deps)
  await api.register(identityRoutes, deps)
  await api.register(pelangganRoutes, deps)
  await api.register(teknisiRoutes, deps)
  await api.register(profilPerusahaanRoutes, deps)
  await api.register(kontrakRoutes, deps)
  await api.register(pemesananRoutes, deps)
}
