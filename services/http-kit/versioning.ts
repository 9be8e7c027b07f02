import type { FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from '../core/errors.ts'

// Versions of event-sourced records travel as HTTP entity tags as well as the body's `version`
// (domain-model.md): a read answers `ETag: "<version>"`, a change may send `If-Match: "<version>"`.
// Either becomes the event store's expected version, so a stale one answers 409.

const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$/

export const BAD_IF_MATCH = 'Header If-Match tidak valid'
export const VERSION_MISMATCH = 'Versi pada If-Match dan pada data berbeda'

// The version the caller last read, or undefined to apply the change to the current state.
export function expectedVersion(
  request: FastifyRequest,
  bodyVersion: number | undefined,
): number | undefined {
  const header = request.headers['if-match']
  if (header === undefined || header.trim() === '*') return bodyVersion
  const match = ENTITY_TAG.exec(header.trim())
  if (!match) throw new ValidationError(BAD_IF_MATCH)
  const version = Number(match[1])
  if (bodyVersion !== undefined && bodyVersion !== version) throw new ValidationError(VERSION_MISMATCH)
  return version
}

export function sendVersionTag(reply: FastifyReply, version: number): void {
  reply.header('etag', `"${version}"`)
}
