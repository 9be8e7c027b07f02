import { NotFoundError } from '../../core/errors.ts'
import { type AccountNames, changes, readHistory } from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { ACTION_MESSAGES } from './contract.ts'
import { type ThresholdState, type ThresholdValues, thresholdDecider } from './decider.ts'
import { THRESHOLD_STREAM_TYPE, type ThresholdEvent } from './events.ts'
import { siteNames } from './site-facts.ts'

// GET /api/ambang/history/{idlokasi}: the changes of a site's thresholds, oldest first, each with
// the threshold's key and values before and after (a site's thresholds are one stream, so one
// history). A site whose thresholds were never changed has an empty one; an unknown site: 404.

export const THRESHOLD_FIELDS = [
  'idarea',
  'zona',
  'jenis_perangkat',
  'hama',
  'periode',
  'peringatan',
  'kritis',
] as const satisfies readonly (keyof ThresholdValues)[]

const flat = (values: ThresholdValues | undefined) =>
  values ? Object.fromEntries(THRESHOLD_FIELDS.map((field) => [field, values[field]])) : null

export async function thresholdHistory(
  deps: { db: DbOrTrx; eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
) {
  const id = parseRecordId(rawId)
  if (id === null || (await siteNames(deps.db, id)) === undefined)
    throw new NotFoundError(ACTION_MESSAGES.siteNotFound)
  return readHistory<ThresholdState, ThresholdEvent>(
    deps.eventStore,
    deps.accountNames,
    { streamType: THRESHOLD_STREAM_TYPE, streamId: String(id) },
    thresholdDecider,
    (before, event) => {
      const old = flat(before.thresholds.get(event.data.idambang))
      if (event.type === 'ThresholdRemoved') {
        // The removed threshold's values, so that the history says which one went.
        const perubahan = old
          ? changes(THRESHOLD_FIELDS, null, old).map((c) => ({ ...c, dari: c.menjadi, menjadi: null }))
          : []
        return { jenis: 'Ambang dihapus', perubahan }
      }
      const after = flat(event.data) as Record<string, unknown>
      return {
        jenis: old ? 'Ambang diubah' : 'Ambang ditambahkan',
        perubahan: changes(THRESHOLD_FIELDS, old, after),
      }
    },
  )
}
