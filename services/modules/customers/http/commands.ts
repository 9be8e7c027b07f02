import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { registerCommand, versionedChange } from '../../../http-kit/index.ts'
import {
  CUSTOMER_EXAMPLE,
  CUSTOMER_MESSAGES,
  CustomerRecord,
  changeCustomerStatus,
  changeVisitFrequency,
  createCustomer,
  customerContract,
  customerStatusContract,
  deleteCustomer,
  periodeKunjunganContract,
  updateCustomer,
} from '../index.ts'

const tags = ['pelanggan']
const record = { record: CustomerRecord, example: CUSTOMER_EXAMPLE, what: 'pelanggan', tags }
type CustomerBody = ContractValue<typeof customerContract>

// Changes to customers (admin): each is one or more events; a stale version answers 409.
export default async function customerCommandRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerCommand<CustomerBody>(app, {
    ...record,
    method: 'POST',
    path: '/pelanggan/createData',
    config: { access: 'create:pelanggan:any' },
    summary: 'Tambah pelanggan (kode yang sudah dipakai: 409)',
    body: customerContract.schema,
    message: CUSTOMER_MESSAGES.created,
    status: 201,
    run: ({ body: { version: _version, ...input }, metadata }) => createCustomer(deps, input, metadata),
  })

  registerCommand<CustomerBody>(app, {
    ...record,
    method: 'PUT',
    path: '/pelanggan/updateData/:id',
    config: { access: 'update:pelanggan:any' },
    summary: 'Ubah pelanggan (semua kolom; tanpa status_aktif status tetap; versi lama: 409)',
    body: customerContract.schema,
    message: CUSTOMER_MESSAGES.updated,
    run: versionedChange(deps, updateCustomer),
  })

  registerCommand<ContractValue<typeof periodeKunjunganContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/pelanggan/updatePeriodeKunjungan',
    config: { access: 'update:pelanggan:any' },
    summary: 'Ubah periode kunjungan pelanggan (idpelanggan di body; versi lama: 409)',
    body: periodeKunjunganContract.schema,
    message: CUSTOMER_MESSAGES.periodeChanged,
    run: ({ body, version, metadata }) =>
      changeVisitFrequency(deps, body.idpelanggan, body.periode_kunjungan, version, metadata),
  })

  registerCommand<ContractValue<typeof customerStatusContract>>(app, {
    ...record,
    method: 'PUT',
    path: '/pelanggan/editStatus/:id',
    config: { access: 'update:pelanggan:any' },
    summary: 'Aktifkan atau nonaktifkan pelanggan (versi lama: 409)',
    body: customerStatusContract.schema,
    message: CUSTOMER_MESSAGES.statusChanged,
    run: ({ id, body, version, metadata }) =>
      changeCustomerStatus(deps, id, body.status_aktif, version, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/pelanggan/deleteData/:id',
    config: { access: 'delete:pelanggan:any' },
    summary: "Hapus pelanggan; yang masih dipakai: 409 'Data masih dipakai oleh …, nonaktifkan saja'",
    record: Type.Null(),
    example: null,
    message: CUSTOMER_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteCustomer(deps, id, version, metadata)
      return null
    },
  })
}
