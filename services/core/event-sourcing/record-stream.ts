import { NotFoundError } from '../errors.ts'
import { parseRecordId } from '../lists.ts'
import type { EventMetadata } from '../tables.ts'

// Where a command on one record appends (issue 37: it was written once per module): the record's
// stream, whose id is the record's id. An id from the address that names no record answers the
// module's 404, as a missing record does.
export function recordStream(streamType: string, notFound: string) {
  return (rawId: unknown, expectedVersion: number | undefined, metadata: EventMetadata) => {
    const id = parseRecordId(rawId)
    if (id === null) throw new NotFoundError(notFound)
    return { id, streamType, streamId: String(id), expectedVersion, metadata }
  }
}
