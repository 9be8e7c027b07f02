import type { FastifyInstance } from 'fastify'
import type { ApiDeps } from '../deps.ts'
import identityRoutes from './identity.ts'
import catalogueRoutes from './katalog-harga.ts'
import contactRoutes from './kontak.ts'
import contractRoutes from './kontrak.ts'
import customerRoutes from './pelanggan.ts'
import prospectRoutes from './pemesanan.ts'
import scheduleRoutes from './penjadwalan.ts'
import companyProfileRoutes from './profil-perusahaan.ts'
import invoiceRoutes from './tagihan.ts'
import technicianRoutes from './teknisi.ts'

// Every module's routes, mounted under /api. Each route declares its access (see plugins/access.ts).
export async function registerApiRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  await api.register(contactRoutes, deps)
  await api.register(catalogueRoutes, deps)
  await api.register(identityRoutes, deps)
  await api.register(customerRoutes, deps)
  await api.register(technicianRoutes, deps)
  await api.register(companyProfileRoutes, deps)
  await api.register(contractRoutes, deps)
  await api.register(prospectRoutes, deps)
  await api.register(scheduleRoutes, deps)
  await api.register(invoiceRoutes, deps)
}
