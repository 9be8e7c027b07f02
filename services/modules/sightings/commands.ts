import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { Download, FileStore, UploadedFile } from '../../core/file-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { PageRequest } from '../../core/paging.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { areasOfSite, findArea, findSite } from '../sites/index.ts'
import {
  BATAS_TANGGAPAN_JAM,
  HAMA_PENAMPAKAN_OPTIONS,
  type Poster,
  type PosterPage,
  SIGHTING_MESSAGES,
  type Sighting,
  type SumberPenampakan,
} from './contract.ts'
import { posterDecider, sightingDecider } from './decider.ts'
import { POSTER_STREAM_TYPE, SIGHTING_STREAM_TYPE } from './events.ts'
import { findSighting, posterByToken, posterOfSite, sightingOwner, sightingsOfSite } from './queries.ts'

export type SightingDeps = { db: Db; eventStore: EventStore; now?: () => Date }
const nowOf = (deps: Pick<SightingDeps, 'now'>) => (deps.now ?? (() => new Date()))()

export type SightingInput = { idarea?: number | undefined; hama: string; catatan?: string | undefined }

async function existingSite(db: DbOrTrx, rawId: unknown) {
  const id = parseRecordId(rawId)
  const site = id === null ? undefined : await findSite(db, id)
  if (site === undefined) throw new NotFoundError(SIGHTING_MESSAGES.siteNotFound)
  return site
}

async function nextSightingId(db: DbOrTrx): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval('sighting_ids')::int as id`.execute(db)
  return rows[0]!.id
}

// A sighting of a site, from the portal or the poster: it waits for the company's answer until
// `batas_tanggapan` (ADR 0095). The photo is already stored; the route keeps it only if this
// succeeds.
export async function reportSighting(
  deps: SightingDeps,
  rawSite: unknown,
  input: SightingInput,
  photo: UploadedFile | undefined,
  sumber: SumberPenampakan,
  metadata: EventMetadata,
): Promise<Sighting> {
  const site = await existingSite(deps.db, rawSite)
  const idarea = input.idarea ?? null
  if (idarea !== null && (await findArea(deps.db, idarea))?.idlokasi !== site.idlokasi)
    throw new ValidationError(SIGHTING_MESSAGES.areaOtherSite, { idarea: SIGHTING_MESSAGES.areaOtherSite })
  const now = nowOf(deps)
  const idpenampakan = await nextSightingId(deps.db)
  await handleCommand(
    deps.eventStore,
    sightingDecider,
    { streamType: SIGHTING_STREAM_TYPE, streamId: String(idpenampakan), metadata },
    {
      type: 'Report',
      facts: {
        idpenampakan,
        idlokasi: site.idlokasi,
        idpelanggan: site.idpelanggan,
        idarea,
        hama: input.hama,
        catatan: input.catatan ?? '',
        sumber,
        waktu: now.toISOString(),
        batas_tanggapan: new Date(now.getTime() + BATAS_TANGGAPAN_JAM * 3_600_000).toISOString(),
        foto: photo
          ? { file_key: photo.key, nama_file: photo.name, tipe: photo.type, ukuran: photo.size }
          : null,
      },
    },
  )
  return (await findSighting(deps.db, idpenampakan, now))!
}

// A site's log (the admin's any site, the customer's own: the route checked it); an unknown or
// malformed site id answers 404.
export async function siteLog(
  deps: Pick<SightingDeps, 'db' | 'now'>,
  rawSite: unknown,
  filters: { cari?: string | undefined },
  page: PageRequest,
) {
  const site = await existingSite(deps.db, rawSite)
  return sightingsOfSite(deps.db, site.idlokasi, filters, page, nowOf(deps))
}

export async function getSighting(deps: Pick<SightingDeps, 'db' | 'now'>, rawId: unknown): Promise<Sighting> {
  const id = parseRecordId(rawId)
  const found = id === null ? undefined : await findSighting(deps.db, id, nowOf(deps))
  if (found === undefined) throw new NotFoundError(SIGHTING_MESSAGES.notFound)
  return found
}

// The admin's answer: a visit planned, or the sighting handled (ADR 0095).
export async function followUpSighting(
  deps: SightingDeps,
  rawId: unknown,
  input: { tindak_lanjut: 'kunjungan dijadwalkan' | 'ditangani'; catatan?: string | undefined },
  version: number | undefined,
  metadata: EventMetadata,
): Promise<Sighting> {
  const current = await getSighting(deps, rawId)
  await handleCommand(
    deps.eventStore,
    sightingDecider,
    {
      streamType: SIGHTING_STREAM_TYPE,
      streamId: String(current.idpenampakan),
      expectedVersion: version,
      metadata,
    },
    {
      type: 'FollowUp',
      tindak_lanjut: input.tindak_lanjut,
      catatan: input.catatan ?? '',
      waktu: nowOf(deps).toISOString(),
    },
  )
  return getSighting(deps, current.idpenampakan)
}

export async function sightingPhoto(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const id = parseRecordId(rawId)
  const row = id === null ? undefined : await sightingOwner(deps.db, id)
  if (row?.foto_key == null) throw new NotFoundError('Foto penampakan tidak ditemukan')
  const file = await deps.files.open(row.foto_key)
  return {
    type: row.foto_tipe ?? 'application/octet-stream',
    name: row.foto_nama ?? 'foto-penampakan',
    content: file.stream,
    size: file.size,
    inline: true,
  }
}

// ---- the site's QR poster (ADR 0096) ----

export const posterUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/lapor/${token}`

export async function getPoster(deps: { db: DbOrTrx }, rawSite: unknown, publicUrl: string): Promise<Poster> {
  const site = await existingSite(deps.db, rawSite)
  const poster = await posterOfSite(deps.db, site.idlokasi)
  return {
    idlokasi: site.idlokasi,
    tautan: poster ? posterUrl(publicUrl, poster.token) : null,
    dibuat: poster ? poster.dibuat.toISOString() : null,
    version: poster?.version ?? 0,
  }
}

// A new random token for the site's poster: the printed poster before it stops working.
export async function issuePosterToken(
  deps: SightingDeps,
  rawSite: unknown,
  version: number | undefined,
  metadata: EventMetadata,
  publicUrl: string,
): Promise<Poster> {
  const site = await existingSite(deps.db, rawSite)
  await handleCommand(
    deps.eventStore,
    posterDecider,
    { streamType: POSTER_STREAM_TYPE, streamId: String(site.idlokasi), expectedVersion: version, metadata },
    {
      type: 'IssueToken',
      idlokasi: site.idlokasi,
      token: randomBytes(24).toString('base64url'),
      waktu: nowOf(deps).toISOString(),
    },
  )
  return getPoster(deps, site.idlokasi, publicUrl)
}

// The poster's site, or the same 404 for a token never issued, replaced or malformed.
export async function siteOfToken(db: DbOrTrx, token: string): Promise<number> {
  const poster = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await posterByToken(db, token) : undefined
  const site = poster && (await findSite(db, poster.idlokasi))
  if (poster === undefined || site === undefined || site.status_aktif !== 'aktif')
    throw new NotFoundError(SIGHTING_MESSAGES.posterNotFound)
  return poster.idlokasi
}

export async function posterPage(db: DbOrTrx, token: string): Promise<PosterPage> {
  const idlokasi = await siteOfToken(db, token)
  const site = (await findSite(db, idlokasi))!
  const areas = await areasOfSite(db, idlokasi)
  return {
    nama_lokasi: site.nama_lokasi,
    area: areas.map((a) => ({ idarea: a.idarea, nama_area: a.nama_area })),
    hama: [...HAMA_PENAMPAKAN_OPTIONS],
  }
}
