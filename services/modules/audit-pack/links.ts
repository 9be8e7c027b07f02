import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { GoneError, NotFoundError } from '../../core/errors.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { AUDIT_PACK_MESSAGES, type AuditorLinkInput } from './contract.ts'
import { AUDITOR_LINK_STREAM_TYPE, AuditorLinkCreated, AuditorLinkRevoked } from './events.ts'
import { checkedScope, requestAuditPack } from './record.ts'

// An auditor's read-only link to one site's pack and records for one period (ADR 0091): a random
// token handed out once, kept only as its SHA-256 (a leaked table opens nothing).

export type AuditorLink = {
  idtautan: number
  idlokasi: number
  idpelanggan: number
  idpaket: number
  dari: string
  sampai: string
  nama_auditor: string
  berlaku_sampai: Date
  dicabut_pada: Date | null
  dibuat_pada: Date
}
export type LinkOpening = { waktu: Date; alamat: string; user_agent: string }

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const COLUMNS = sql`idtautan, idlokasi, idpelanggan, idpaket, to_char(dari, 'YYYY-MM-DD') as dari,
  to_char(sampai, 'YYYY-MM-DD') as sampai, nama_auditor, berlaku_sampai, dicabut_pada, dibuat_pada`

// Makes the link and asks for its pack in one transaction; answers the token (shown once).
export async function createAuditorLink(
  deps: { db: Db; eventStore: EventStore },
  input: AuditorLinkInput,
  metadata: EventMetadata,
  // Only the demo's seed gives one (demo-seed.ts); every link made through the API is random.
  demoToken?: string,
): Promise<{ link: AuditorLink; token: string }> {
  const scope = await checkedScope(deps.db, input.idlokasi, { dari: input.dari, sampai: input.sampai })
  const token = demoToken ?? randomBytes(32).toString('base64url')
  const idtautan = await deps.db.transaction().execute(async (trx) => {
    const idpaket = await requestAuditPack(deps, scope, metadata, trx)
    const { rows } = await sql<{ idtautan: number; berlaku_sampai: Date }>`insert into auditor_links
        (token_hash, idlokasi, idpelanggan, idpaket, dari, sampai, nama_auditor, berlaku_sampai)
      values (${hash(token)}, ${scope.idlokasi}, ${scope.idpelanggan}, ${idpaket}, ${scope.dari}, ${scope.sampai},
        ${input.nama_auditor}, now() + make_interval(days => ${input.berlaku_hari}))
      returning idtautan, berlaku_sampai`.execute(trx)
    const row = rows[0]!
    await deps.eventStore.append(
      {
        streamType: AUDITOR_LINK_STREAM_TYPE,
        streamId: String(row.idtautan),
        expectedVersion: 0,
        events: [
          {
            type: AuditorLinkCreated.type,
            data: {
              idtautan: row.idtautan,
              idlokasi: scope.idlokasi,
              idpaket,
              dari: scope.dari,
              sampai: scope.sampai,
              nama_auditor: input.nama_auditor,
              berlaku_sampai: row.berlaku_sampai.toISOString(),
            },
          },
        ],
        metadata,
      },
      trx,
    )
    return row.idtautan
  })
  return { link: (await findAuditorLink(deps.db, idtautan))!, token }
}

export async function findAuditorLink(db: Db, idtautan: number): Promise<AuditorLink | undefined> {
  const { rows } =
    await sql<AuditorLink>`select ${COLUMNS} from auditor_links where idtautan = ${idtautan}`.execute(db)
  return rows[0]
}

export async function auditorLinkOwner(db: Db, idtautan: number) {
  const link = await findAuditorLink(db, idtautan)
  return link ? { idpelanggan: link.idpelanggan } : undefined
}

export async function auditorLinksOfSite(db: Db, idlokasi: number) {
  const { rows } = await sql<AuditorLink & { pembukaan: LinkOpening[] }>`select ${COLUMNS},
      coalesce((select json_agg(json_build_object('waktu', o.waktu, 'alamat', o.alamat, 'user_agent', o.user_agent)
        order by o.waktu desc) from auditor_link_openings o where o.idtautan = l.idtautan), '[]') as pembukaan
    from auditor_links l where idlokasi = ${idlokasi} order by idtautan desc limit 100`.execute(db)
  return rows
}

// Revokes a link once (a second revoke changes nothing).
export async function revokeAuditorLink(
  deps: { db: Db; eventStore: EventStore },
  idtautan: number,
  metadata: EventMetadata,
) {
  await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql`update auditor_links set dicabut_pada = now()
      where idtautan = ${idtautan} and dicabut_pada is null returning idtautan`.execute(trx)
    if (rows.length === 0) return
    const { rows: stream } = await sql<{ version: number }>`select version from streams
      where stream_type = ${AUDITOR_LINK_STREAM_TYPE} and stream_id = ${String(idtautan)} for update`.execute(
      trx,
    )
    await deps.eventStore.append(
      {
        streamType: AUDITOR_LINK_STREAM_TYPE,
        streamId: String(idtautan),
        expectedVersion: stream[0]?.version ?? 0,
        events: [{ type: AuditorLinkRevoked.type, data: { idtautan } }],
        metadata,
      },
      trx,
    )
  })
  const link = await findAuditorLink(deps.db, idtautan)
  if (!link) throw new NotFoundError(AUDIT_PACK_MESSAGES.linkNotFound)
  return link
}

// The link a token opens: 404 for a token that was never given (no hint of what exists), 410
// once expired or revoked. An opening (the page's first call; `visitor` given) is logged with its time, address and browser.
export async function openAuditorLink(
  db: Db,
  token: string,
  visitor: { alamat: string; user_agent: string } | null,
): Promise<AuditorLink> {
  const { rows } = await sql<AuditorLink & { gone: boolean }>`select ${COLUMNS},
      (dicabut_pada is not null or berlaku_sampai <= now()) as gone
    from auditor_links where token_hash = ${hash(token)}`.execute(db)
  const link = rows[0]
  if (!link) throw new NotFoundError(AUDIT_PACK_MESSAGES.linkNotFound)
  if (link.gone) throw new GoneError(AUDIT_PACK_MESSAGES.linkGone)
  if (visitor) {
    await sql`insert into auditor_link_openings (idtautan, alamat, user_agent)
      values (${link.idtautan}, ${visitor.alamat.slice(0, 100)}, ${visitor.user_agent.slice(0, 500)})`.execute(
      db,
    )
  }
  const { gone: _gone, ...rest } = link
  return rest
}
