import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findCustomer } from '../customers/index.ts'
import {
  AUTHORITY,
  INCIDENT_MESSAGES,
  type IncidentBody,
  type IncidentDetail,
  type IncidentValues,
  incidentInstant,
} from './contract.ts'
import { incidentDecider } from './decider.ts'
import { INCIDENT_STREAM } from './events.ts'
import { findIncident } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore; now?: () => Date }

const target = recordStream(INCIDENT_STREAM, INCIDENT_MESSAGES.notFound)

function valuesOf(body: IncidentBody, current?: IncidentValues): IncidentValues {
  const instant = incidentInstant(body.ditemukan_pada)
  if (instant === null)
    throw new ValidationError(INCIDENT_MESSAGES.badTime, { ditemukan_pada: INCIDENT_MESSAGES.badTime })
  return {
    judul: body.judul,
    kejadian: body.kejadian,
    ditemukan_pada: instant,
    jenis_subjek: body.jenis_subjek,
    jenis_data: body.jenis_data,
    perkiraan_jumlah: body.perkiraan_jumlah,
    pelanggan_terdampak: [...new Set((body.pelanggan_terdampak ?? []).map((entry) => entry.idpelanggan))],
    tindakan: body.tindakan ?? '',
    status: body.status ?? current?.status ?? 'baru',
  }
}

async function unknownCustomers(db: Db, ids: number[]): Promise<number[]> {
  const found = await Promise.all(ids.map(async (id) => ((await findCustomer(db, id)) ? null : id)))
  return found.filter((id): id is number => id !== null)
}

// One incident with those to notify: each affected customer with its contact, then the authority.
export async function readIncident(deps: { db: Db }, rawId: unknown): Promise<IncidentDetail> {
  const id = parseRecordId(rawId)
  const incident = id === null ? undefined : await findIncident(deps.db, id)
  if (!incident) throw new NotFoundError(INCIDENT_MESSAGES.notFound)
  const persons = await Promise.all(
    incident.pelanggan_terdampak.map(async (idpelanggan) => {
      const customer = await findCustomer(deps.db, idpelanggan)
      return {
        jenis: 'subjek' as const,
        idpelanggan,
        nama: customer
          ? customer.nama_kontak
            ? `${customer.nama_pelanggan} (${customer.nama_kontak})`
            : customer.nama_pelanggan
          : `Pelanggan #${idpelanggan}`,
        no_telp: customer?.no_telp ?? '',
        email: customer?.email ?? '',
        situs: '',
      }
    }),
  )
  return {
    ...incident,
    pihak_diberitahu: [
      ...persons,
      {
        jenis: 'otoritas',
        idpelanggan: null,
        nama: AUTHORITY.nama,
        no_telp: '',
        email: '',
        situs: AUTHORITY.situs,
      },
    ],
  }
}

export async function recordIncident(deps: Deps, body: IncidentBody, metadata: EventMetadata) {
  const values = valuesOf(body)
  const { rows } = await sql<{ id: number }>`select nextval('incident_ids')::int as id`.execute(deps.db)
  const id = rows[0]!.id
  await handleCommand(deps.eventStore, incidentDecider, target(id, 0, metadata), {
    type: 'RecordIncident',
    idinsiden: id,
    values,
    now: (deps.now?.() ?? new Date()).toISOString(),
    unknownCustomers: await unknownCustomers(deps.db, values.pelanggan_terdampak),
  })
  return readIncident(deps, id)
}

export async function changeIncident(
  deps: Deps,
  rawId: unknown,
  body: IncidentBody,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
) {
  const where = target(rawId, expectedVersion, metadata)
  const current = await findIncident(deps.db, where.id)
  const values = valuesOf(body, current)
  await handleCommand(deps.eventStore, incidentDecider, where, {
    type: 'ChangeIncident',
    values,
    now: (deps.now?.() ?? new Date()).toISOString(),
    unknownCustomers: await unknownCustomers(deps.db, values.pelanggan_terdampak),
  })
  return readIncident(deps, where.id)
}
