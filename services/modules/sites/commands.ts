import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Download, type FileStore, keepOnlyIfDone, type UploadedFile } from '../../core/file-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import { recordFiles } from '../../core/record-files.ts'
import type { RecordReferences } from '../../core/references.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findCustomer } from '../customers/index.ts'
import {
  AREA_MESSAGES,
  type Area,
  type AreaInput,
  SITE_MESSAGES,
  type Site,
  type SiteInput,
  type SiteUpdateInput,
} from './contract.ts'
import { areaDecider, siteDecider } from './decider.ts'
import { AREA_STREAM_TYPE, SITE_STREAM_TYPE } from './events.ts'
import { planRef } from './files.ts'
import { areaKeys, areaNameTaken, findArea, findSite, findSiteByKode, siteOwner } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore }
type FileDeps = Deps & { files: FileStore }

const siteTarget = recordStream(SITE_STREAM_TYPE, SITE_MESSAGES.notFound)
const areaTarget = recordStream(AREA_STREAM_TYPE, AREA_MESSAGES.notFound)
// A change that replaces or drops the plan locks the area's row till it commits, then removes the
// plan it replaced (never before: a failed change loses no file).
const withPlan = recordFiles({
  table: 'areas',
  id: 'idarea',
  keys: areaKeys,
  notFound: AREA_MESSAGES.notFound,
})

// Two writes racing for one code or one area name: the read table's unique index refuses the
// second inside its append, so its events are never stored.
function uniqueClash(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string }
  if (code === '23505' && constraint === 'sites_kode_idx') throw new ConflictError(SITE_MESSAGES.kodeTaken)
  if (code === '23505' && constraint === 'areas_name_idx') throw new ConflictError(AREA_MESSAGES.nameTaken)
  throw error
}

async function assertKodeFree(db: DbOrTrx, kode: string, self?: number) {
  const holder = await findSiteByKode(db, kode)
  if (holder && holder.idlokasi !== self) throw new ConflictError(SITE_MESSAGES.kodeTaken)
}

const details = (input: SiteUpdateInput) => ({
  kode_lokasi: input.kode_lokasi,
  nama_lokasi: input.nama_lokasi,
  alamat: input.alamat,
  link_maps: input.link_maps ?? '',
})

async function found<T>(read: (id: number) => Promise<T | undefined>, rawId: unknown, notFound: string) {
  const id = parseRecordId(rawId)
  const value = id === null ? undefined : await read(id)
  if (value === undefined) throw new NotFoundError(notFound)
  return value
}

export const getSite = (deps: { db: DbOrTrx }, rawId: unknown): Promise<Site> =>
  found((id) => findSite(deps.db, id), rawId, SITE_MESSAGES.notFound)
export const getArea = (deps: { db: DbOrTrx }, rawId: unknown): Promise<Area> =>
  found((id) => findArea(deps.db, id), rawId, AREA_MESSAGES.notFound)

// createData: a site of an existing customer, its code not in use; active unless said otherwise.
export async function createSite(deps: Deps, input: SiteInput, metadata: EventMetadata): Promise<Site> {
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      await assertKodeFree(trx, input.kode_lokasi)
      const { id } = await trx
        .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('site_ids')]).as('id'))
        .executeTakeFirstOrThrow()
      const events = siteDecider.decide(
        {
          type: 'CreateSite',
          idlokasi: Number(id),
          customerExists: (await findCustomer(trx, input.idpelanggan)) !== undefined,
          idpelanggan: input.idpelanggan,
          details: details(input),
          status_aktif: input.status_aktif ?? 'aktif',
        },
        siteDecider.initialState(),
      )
      await deps.eventStore.append(
        { streamType: SITE_STREAM_TYPE, streamId: String(id), expectedVersion: 0, events, metadata },
        trx,
      )
      return Number(id)
    })
    .catch(uniqueClash)
  return (await findSite(deps.db, id))!
}

// updateData: every field but the customer; without status_aktif the status stays.
export async function updateSite(
  deps: Deps,
  rawId: unknown,
  input: SiteUpdateInput,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Site> {
  const where = siteTarget(rawId, expectedVersion, metadata)
  await assertKodeFree(deps.db, input.kode_lokasi, where.id)
  await handleCommand(deps.eventStore, siteDecider, where, {
    type: 'ChangeSite',
    details: details(input),
    status_aktif: input.status_aktif,
  }).catch(uniqueClash)
  return getSite(deps, where.id)
}

// A site its areas, devices, contracts or visits still name is refused (409) and stays.
export async function deleteSite(
  deps: Deps & { references: RecordReferences },
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const site = await getSite(deps, rawId)
  const usedBy = await deps.references.usage(deps.db, 'sites', site.idlokasi)
  await handleCommand(deps.eventStore, siteDecider, siteTarget(site.idlokasi, expectedVersion, metadata), {
    type: 'DeleteSite',
    usedBy,
  })
}

async function assertAreaNameFree(db: DbOrTrx, idlokasi: number, nama: string, self?: number) {
  if (await areaNameTaken(db, idlokasi, nama, self)) throw new ConflictError(AREA_MESSAGES.nameTaken)
}

// area/createData: an area of an existing site, its name not used in that site.
export async function createArea(deps: Deps, input: AreaInput, metadata: EventMetadata): Promise<Area> {
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const site = await siteOwner(trx, input.idlokasi)
      if (site) await assertAreaNameFree(trx, site.idlokasi, input.nama_area)
      const { id } = await trx
        .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('area_ids')]).as('id'))
        .executeTakeFirstOrThrow()
      const events = areaDecider.decide(
        {
          type: 'CreateArea',
          idarea: Number(id),
          site: site ? { idlokasi: site.idlokasi } : null,
          nama_area: input.nama_area,
          zona: input.zona,
        },
        areaDecider.initialState(),
      )
      await deps.eventStore.append(
        { streamType: AREA_STREAM_TYPE, streamId: String(id), expectedVersion: 0, events, metadata },
        trx,
      )
      return Number(id)
    })
    .catch(uniqueClash)
  return (await findArea(deps.db, id))!
}

// area/updateData: its name and zone; an area stays in its site (its devices are placed there).
export async function updateArea(
  deps: Deps,
  rawId: unknown,
  input: Omit<AreaInput, 'idlokasi'>,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Area> {
  const area = await getArea(deps, rawId)
  await assertAreaNameFree(deps.db, area.idlokasi, input.nama_area, area.idarea)
  await handleCommand(deps.eventStore, areaDecider, areaTarget(area.idarea, expectedVersion, metadata), {
    type: 'ChangeArea',
    nama_area: input.nama_area,
    zona: input.zona,
  }).catch(uniqueClash)
  return getArea(deps, area.idarea)
}

// An area with devices (even removed ones: their readings name it) is refused and stays; its plan
// goes once the deletion is recorded.
export async function deleteArea(
  deps: FileDeps & { references: RecordReferences },
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const area = await getArea(deps, rawId)
  const usedBy = await deps.references.usage(deps.db, 'sites:area', area.idarea)
  await withPlan(deps, area.idarea, async (transaction, before) => {
    await handleCommand(
      deps.eventStore,
      areaDecider,
      { ...areaTarget(area.idarea, expectedVersion, metadata), transaction },
      { type: 'DeleteArea', usedBy },
    )
    return [before.denah_key]
  })
}

// area/denah/{id} (PUT): the plan, checked by content on the way in, kept only if recorded; the
// one it replaces is removed after.
export async function uploadPlan(
  deps: FileDeps,
  rawId: unknown,
  upload: UploadedFile,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Area> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const where = areaTarget(rawId, expectedVersion, metadata)
    await withPlan(deps, where.id, async (transaction, before) => {
      await handleCommand(
        deps.eventStore,
        areaDecider,
        { ...where, transaction },
        { type: 'UploadPlan', file: planRef(upload) },
      )
      return [before.denah_key]
    })
    return getArea(deps, where.id)
  })
}

export async function removePlan(
  deps: FileDeps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Area> {
  const where = areaTarget(rawId, expectedVersion, metadata)
  await withPlan(deps, where.id, async (transaction, before) => {
    await handleCommand(deps.eventStore, areaDecider, { ...where, transaction }, { type: 'RemovePlan' })
    return [before.denah_key]
  })
  return getArea(deps, where.id)
}

// GET area/denah/{id}: the plan as uploaded (a pdf's first page is the plan, drawn by the browser).
export async function planDownload(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const keys = await found((id) => areaKeys(deps.db, id), rawId, AREA_MESSAGES.notFound)
  if (keys.denah_key === null) throw new NotFoundError(AREA_MESSAGES.noPlan)
  return {
    type: keys.denah_tipe ?? 'application/octet-stream',
    name: keys.denah_nama ?? 'denah',
    content: await deps.files.read(keys.denah_key),
    inline: true,
  }
}
