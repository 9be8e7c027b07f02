import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findArea, siteOwner } from '../sites/index.ts'
import { reserveShortCode, takeDeviceNumber } from './codes.ts'
import {
  DEVICE_MESSAGES,
  type Device,
  type DeviceInput,
  type DeviceMoveInput,
  type DeviceUpdateInput,
  type StatusPerangkat,
} from './contract.ts'
import { type AreaFacts, deviceDecider } from './decider.ts'
import { DEVICE_STREAM_TYPE } from './events.ts'
import { findDevice } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore }
const target = recordStream(DEVICE_STREAM_TYPE, DEVICE_MESSAGES.notFound)

export async function getDevice(deps: { db: DbOrTrx }, rawId: unknown): Promise<Device> {
  const id = parseRecordId(rawId)
  const device = id === null ? undefined : await findDevice(deps.db, id)
  if (device === undefined) throw new NotFoundError(DEVICE_MESSAGES.notFound)
  return device
}

async function areaFacts(db: DbOrTrx, idarea: number): Promise<AreaFacts> {
  const area = await findArea(db, idarea)
  return area ? { idarea: area.idarea, idlokasi: area.idlokasi } : null
}

const position = (input: { posisi_x?: number | undefined; posisi_y?: number | undefined }) => ({
  posisi_x: input.posisi_x ?? null,
  posisi_y: input.posisi_y ?? null,
})

// createData: the device's number counts per site and its short code is new, both taken in the
// installing transaction; the area must be of the site, the spot on its plan.
export async function installDevice(
  deps: Deps,
  input: DeviceInput,
  metadata: EventMetadata,
): Promise<Device> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const site = await siteOwner(trx, input.idlokasi)
    const { id } = await trx
      .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('device_ids')]).as('id'))
      .executeTakeFirstOrThrow()
    const idperangkat = Number(id)
    const numbered = site
      ? await takeDeviceNumber(trx, site.idlokasi, site.kode_lokasi)
      : { nomor: 0, kode_perangkat: '' }
    const events = deviceDecider.decide(
      {
        type: 'InstallDevice',
        idperangkat,
        ...numbered,
        kode_pendek: site ? await reserveShortCode(trx, idperangkat) : '',
        site: site ? { idlokasi: site.idlokasi, status_aktif: site.status_aktif } : null,
        area: await areaFacts(trx, input.idarea),
        jenis_perangkat: input.jenis_perangkat,
        ...position(input),
        tanggal_pasang: input.tanggal_pasang,
        catatan: input.catatan ?? '',
      },
      deviceDecider.initialState(),
    )
    await deps.eventStore.append(
      { streamType: DEVICE_STREAM_TYPE, streamId: String(idperangkat), expectedVersion: 0, events, metadata },
      trx,
    )
    return idperangkat
  })
  return (await findDevice(deps.db, id))!
}

export async function updateDevice(
  deps: Deps,
  rawId: unknown,
  input: DeviceUpdateInput,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Device> {
  const where = target(rawId, expectedVersion, metadata)
  await handleCommand(deps.eventStore, deviceDecider, where, {
    type: 'ChangeDeviceDetails',
    jenis_perangkat: input.jenis_perangkat,
    tanggal_pasang: input.tanggal_pasang,
    catatan: input.catatan ?? '',
  })
  return getDevice(deps, where.id)
}

// pindah: within its site only; a spot off the plan is refused (the map's drag and arrow keys).
export async function moveDevice(
  deps: Deps,
  rawId: unknown,
  input: DeviceMoveInput,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Device> {
  const where = target(rawId, expectedVersion, metadata)
  await handleCommand(deps.eventStore, deviceDecider, where, {
    type: 'MoveDevice',
    area: await areaFacts(deps.db, input.idarea),
    ...position(input),
  })
  return getDevice(deps, where.id)
}

// gantiLabel: a new short code (the old label no longer opens the device).
export async function replaceLabel(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Device> {
  const where = target(rawId, expectedVersion, metadata)
  await deps.db.transaction().execute(async (transaction) => {
    const kode_pendek = await reserveShortCode(transaction, where.id)
    await handleCommand(
      deps.eventStore,
      deviceDecider,
      { ...where, transaction },
      { type: 'ReplaceLabel', kode_pendek },
    )
  })
  return getDevice(deps, where.id)
}

// status: hilang (missing), aktif (found again) or dicabut (removed, for good).
export async function changeDeviceStatus(
  deps: Deps,
  rawId: unknown,
  input: { status_perangkat: StatusPerangkat; catatan?: string | undefined },
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Device> {
  const where = target(rawId, expectedVersion, metadata)
  await handleCommand(deps.eventStore, deviceDecider, where, {
    type: 'ChangeDeviceStatus',
    status_perangkat: input.status_perangkat,
    alasan: input.catatan ?? '',
  })
  return getDevice(deps, where.id)
}
