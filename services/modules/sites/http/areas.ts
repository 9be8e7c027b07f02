import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import {
  type ApiDeps,
  eventMetadata,
  expectedVersion,
  IdParams,
  IfMatchHeaders,
  ownedRecords,
  registerCommand,
  registerDownload,
  registerFileRoute,
  registerGet,
  registerHistory,
  registerVersionedRead,
  success,
  successBody,
  upload,
  versionedChange,
} from '../../../http-kit/index.ts'
import {
  AREA_EXAMPLE,
  AREA_MESSAGES,
  AreaRecord,
  areaContract,
  areaHistory,
  areaKeys,
  areasOfSite,
  areaVersionContract,
  createArea,
  deleteArea,
  getArea,
  getSite,
  PLAN_FILE_RULES,
  PLAN_FOLDER,
  planDownload,
  removePlan,
  SITE_MESSAGES,
  siteOwner,
  updateArea,
  uploadPlan,
} from '../index.ts'

const tags = ['area']
const record = { record: AreaRecord, example: AREA_EXAMPLE, what: 'area', tags }
const { idlokasi: _idlokasi, ...areaUpdateSchema } = areaContract.schema.properties
type AreaBody = ContractValue<typeof areaContract>

// The areas of a site and their floor plans (admin keeps them; the customer reads its own).
export default async function areaRoutes(app: FastifyInstance, deps: ApiDeps) {
  const ownedArea = ownedRecords({
    access: 'read:area:own',
    notFound: AREA_MESSAGES.notFound,
    owners: (id) => areaKeys(deps.db, id),
  })
  const ownedSite = ownedRecords({
    access: 'read:area:own',
    notFound: SITE_MESSAGES.notFound,
    owners: (id) => siteOwner(deps.db, id),
  })

  registerGet(
    app,
    {
      path: '/area/lokasi/:id',
      config: ownedSite.one,
      tags,
      summary:
        'Semua area satu lokasi (urut nama) dengan tautan dan tipe denahnya (pelanggan: miliknya saja)',
    },
    { params: IdParams, response: { 200: successBody(Type.Array(AreaRecord), { data: [AREA_EXAMPLE] }) } },
    async (request) => {
      const site = await getSite(deps, (request.params as { id: string }).id)
      return success(await areasOfSite(deps.db, site.idlokasi))
    },
  )

  registerVersionedRead(app, {
    path: '/area/getData/:id',
    config: ownedArea.one,
    tags,
    record: AreaRecord,
    summary: 'Satu area (pelanggan: miliknya saja, lainnya 404)',
    example: AREA_EXAMPLE,
    what: 'area',
    load: (id) => getArea(deps, id),
  })

  registerHistory(app, {
    path: '/area/history/:id',
    config: { access: 'read:area:any' },
    tags,
    summary: 'Riwayat perubahan area (terlama dulu); tetap ada setelah dihapus',
    load: (id) => areaHistory(deps, id),
  })

  registerDownload(app, {
    path: '/area/denah/:id',
    config: ownedArea.one,
    tags,
    summary: 'Denah area seperti diunggah (PNG, JPEG, atau PDF: halaman pertamanya denahnya)',
    answer: 'image/png, image/jpeg atau application/pdf',
    load: (id) => planDownload(deps, id),
  })

  registerCommand<AreaBody>(app, {
    ...record,
    method: 'POST',
    path: '/area/createData',
    config: { access: 'create:area:any' },
    summary: 'Tambah area di satu lokasi (nama yang sudah dipakai di lokasi itu: 409)',
    body: areaContract.schema,
    message: AREA_MESSAGES.created,
    status: 201,
    run: ({ body: { version: _version, ...input }, metadata }) => createArea(deps, input, metadata),
  })

  registerCommand<Omit<AreaBody, 'idlokasi'>>(app, {
    ...record,
    method: 'PUT',
    path: '/area/updateData/:id',
    config: { access: 'update:area:any' },
    summary: 'Ubah nama dan zona area (tetap di lokasinya; versi lama: 409)',
    body: Type.Object(areaUpdateSchema, {
      additionalProperties: false,
      examples: [{ nama_area: 'Gudang bahan baku', zona: 'produksi', version: 1 }],
    }),
    message: AREA_MESSAGES.updated,
    run: versionedChange(deps, updateArea),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/area/deleteData/:id',
    config: { access: 'delete:area:any' },
    summary: "Hapus area; yang masih punya perangkat: 409 'Data masih dipakai oleh perangkat, …'",
    record: Type.Null(),
    example: null,
    message: AREA_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteArea(deps, id, version, metadata)
      return null
    },
  })

  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/area/denah/:id',
    config: { access: 'update:area:any' },
    tags,
    summary:
      'Unggah atau ganti denah area (multipart: denah png/jpg/pdf ≤ 5 Mb, diperiksa isinya; version boleh)',
    headers: IfMatchHeaders,
    form: {
      denah: upload(
        { folder: PLAN_FOLDER, rules: PLAN_FILE_RULES, fallbackName: 'denah', required: true },
        'Denah: png, jpg atau pdf (halaman pertama), maks. 5 Mb',
      ),
      version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' })),
    },
    example: { denah: '(isi file)', version: '1' },
    badForm: AREA_MESSAGES.badMultipart,
    fieldSize: 64,
    parse: (fields) => areaVersionContract.parse(fields),
    answer: { status: 200, ...record, message: AREA_MESSAGES.planUploaded },
    run: ({ id, request, values, files }) =>
      uploadPlan(
        deps,
        id,
        files.denah![0]!,
        expectedVersion(request, values.version),
        eventMetadata(request),
      ),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/area/denah/:id',
    config: { access: 'update:area:any' },
    summary: 'Hapus denah area (posisi perangkat tetap tersimpan)',
    message: AREA_MESSAGES.planRemoved,
    run: ({ id, version, metadata }) => removePlan(deps, id, version, metadata),
  })
}
