import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { ValidationError } from '../core/errors.ts'
import type { Caller } from '../core/event-sourcing/idempotency.ts'
import type { EventMetadata } from '../core/tables.ts'
import { type ERRORS, errorAnswers } from './error-answers.ts'
import { type RouteHead, registerGet } from './get-route.ts'
import { HistoryBody } from './history.ts'
import { callerOf, eventMetadata } from './request-context.ts'
import { success, successBody } from './responses.ts'
import { IdempotencyHeaders, IdParams, IfMatchHeaders, VersionQuery, versionTagHeader } from './schemas.ts'
import { expectedVersion, sendVersionTag } from './versioning.ts'

// The routes every back-office record repeats: one record with its version as ETag, its change
// history, and its commands (create, update, delete, status changes) with If-Match and idempotency
// keys. Each resource states what differs (path, access, summary, schema, the one call into its
// module); the route shape, the answer envelope and the headers are written here.

type Versioned = { version: number }
const hasVersion = (value: unknown): value is Versioned =>
  typeof value === 'object' && value !== null && typeof (value as Versioned).version === 'number'

const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? ''

// `GET /{resource}/getData/:id` (or a single record without id): the record, and its version as
// `ETag` so the next change can send `If-Match`.
export function registerVersionedRead(
  app: FastifyInstance,
  route: RouteHead & {
    record: TSchema
    example: unknown
    // Names the version in the ETag's description ("kontrak", "tagihan").
    what: string
    withId?: boolean
    load: (id: string, request: FastifyRequest) => Promise<Versioned>
  },
) {
  const withId = route.withId ?? true
  registerGet(
    app,
    // Opening one record is logged (who read what); a single record without id is the company's.
    withId ? { accessLog: 'baca', ...route } : route,
    {
      ...(withId ? { params: IdParams } : {}),
      response: {
        200: { ...successBody(route.record, { data: route.example }), ...versionTagHeader(route.what) },
        ...(withId ? errorAnswers(404) : {}),
      },
    },
    async (request, reply) => {
      const record = await route.load(idOf(request), request)
      sendVersionTag(reply, record.version)
      return success(record)
    },
  )
}

// History entries of records whose changed values may be lists or objects (invoice items).
export const HistoryBodyAnyValue = successBody(
  Type.Array(
    Type.Object({
      waktu: Type.String({ format: 'date-time' }),
      oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
      jenis: Type.String(),
      perubahan: Type.Array(
        Type.Object({ field: Type.String(), dari: Type.Unknown(), menjadi: Type.Unknown() }),
      ),
    }),
  ),
)

// `GET /{resource}/history/:id`: who changed what and when, oldest first.
export function registerHistory(
  app: FastifyInstance,
  route: RouteHead & {
    answer?: TSchema
    withId?: boolean
    load: (id: string) => Promise<unknown>
  },
) {
  const withId = route.withId ?? true
  registerGet(
    app,
    route,
    {
      ...(withId ? { params: IdParams } : {}),
      response: { 200: route.answer ?? HistoryBody, ...errorAnswers(404) },
    },
    async (request) => success(await route.load(idOf(request))),
  )
}

// A version sent as `?version=` (a delete has no body).
export function queryVersion(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ValidationError('Versi tidak valid')
  return Number(raw.trim())
}

// What a command's one call into its module receives.
export type CommandInput<Body> = {
  id: string
  body: Body
  // The version the caller based the change on (body `version`, If-Match or `?version=`), or
  // undefined to apply it to the current state.
  version: number | undefined
  metadata: EventMetadata
  // With the idempotency key of the body (`idempotency_key`) or the header; for `idempotent` routes.
  caller: Caller
  request: FastifyRequest
}

// A versioned record's change as a command's `run`: the module's call gets the body without its
// `version` (which the kit already took as the change's version, with If-Match and `?version=`).
export const versionedChange =
  <Deps, Input>(
    deps: Deps,
    change: (
      deps: Deps,
      id: string,
      input: Input,
      version: number | undefined,
      metadata: EventMetadata,
    ) => Promise<unknown>,
  ) =>
  ({
    id,
    body: { version: _version, ...input },
    version,
    metadata,
  }: CommandInput<Input & { version?: number }>) =>
    change(deps, id, input as Input, version, metadata)

type Method = 'POST' | 'PUT' | 'DELETE'

// A command: create (`POST …/createData`, 201), update or status change (`PUT …/:id`) or delete
// (`DELETE …/:id`, the version as If-Match or `?version=`). The answer is the record the command
// leaves, with its message and, for a versioned record, its new version as ETag.
export function registerCommand<Body = undefined>(
  app: FastifyInstance,
  route: RouteHead & {
    method: Method
    // The body's contract schema (checked and cleaned by the contract alone).
    body?: TSchema
    // The answer's record, its example and message. `what` names the version of a versioned record
    // (If-Match and ETag); a record without versions leaves it out.
    record: TSchema
    example: unknown
    message: string | ((result: unknown, body: Body) => string)
    what?: string
    status?: 200 | 201
    // Takes an idempotency key (body `idempotency_key` or the Idempotency-Key header).
    idempotent?: boolean
    errors?: (keyof typeof ERRORS)[]
    run: (input: CommandInput<Body>) => Promise<unknown>
  },
) {
  const withId = route.path.includes('/:id')
  const status = route.status ?? 200
  const example = typeof route.message === 'string' ? route.message : undefined
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: route.config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(withId ? { params: IdParams } : {}),
      ...(route.idempotent ? { headers: IdempotencyHeaders } : route.what ? { headers: IfMatchHeaders } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.method === 'DELETE' && route.what ? { querystring: VersionQuery } : {}),
      response: {
        [status]: {
          ...successBody(route.record, { data: route.example, ...(example ? { message: example } : {}) }),
          ...(route.what ? versionTagHeader(route.what) : {}),
        },
        ...errorAnswers(...(route.errors ?? (route.what ? [409] : []))),
      },
    },
    handler: async (request, reply) => {
      const body = request.body as Body & { version?: number; idempotency_key?: string }
      const fromQuery = () => queryVersion((request.query as { version?: string } | undefined)?.version)
      const input: CommandInput<Body> = {
        id: idOf(request),
        body,
        version: route.what ? expectedVersion(request, body?.version ?? fromQuery()) : undefined,
        metadata: eventMetadata(request),
        caller: route.idempotent
          ? callerOf(request, body?.idempotency_key)
          : { metadata: eventMetadata(request), actor: request.actor?.userId ?? '' },
        request,
      }
      const result = await route.run(input)
      return sendRecord(
        reply,
        status,
        result,
        typeof route.message === 'string' ? route.message : route.message(result, body),
      )
    },
  })
}

// The success envelope with the record's version as ETag.
export function sendRecord(reply: FastifyReply, status: number, result: unknown, message?: string) {
  if (hasVersion(result)) sendVersionTag(reply, result.version)
  return reply.status(status).send(success(result, message))
}
