import { sql } from 'kysely'
import type { Db } from '../database.ts'
import type { Projection, RebuildResult } from './types.ts'

// A rebuild of several projections over several connections at once (issue 28, docs/adr/0031):
// one transaction rebuilds PostgreSQL's part on one core (its writes, its index builds), so a
// rebuild of every projection in one transaction left the machine's other cores idle.
//
// The projections go in waves: a wave holds those whose `reads` (the projections whose tables
// their replay reads) are rebuilt already, so no lane waits on another's emptied tables. A wave's
// projections are shared among the lanes, the most events first to the lane with the fewest
// (each lane one transaction, one pass over the log); the next wave starts when every lane of this
// one has committed. Each projection is rebuilt whole or not at all: a reader sees it old or
// rebuilt, which hold the same rows. A failed lane is rolled back; the lanes that committed stay.
export async function rebuildInLanes(
  db: Db,
  projections: readonly Projection[],
  lanes: number,
  rebuild: (set: Projection[]) => Promise<RebuildResult>,
): Promise<RebuildResult> {
  const counts = await eventCounts(db)
  const size = (projection: Projection) =>
    projection.eventTypes.reduce((sum, type) => sum + (counts.get(type) ?? 0), 0)
  const rebuilding = new Set(projections.map((projection) => projection.name))
  const rebuilt = new Set<string>()
  let left = [...projections]
  let replayed = 0
  while (left.length > 0) {
    const wave = left.filter((projection) =>
      (projection.reads ?? []).every((name) => !rebuilding.has(name) || rebuilt.has(name)),
    )
    if (wave.length === 0)
      throw new Error(
        `projections that read each other cannot be rebuilt: ${left.map((p) => p.name).join(', ')}`,
      )
    const results = await Promise.allSettled(share(wave, lanes, size).map((lane) => rebuild(lane)))
    for (const result of results) {
      if (result.status !== 'fulfilled') continue
      replayed += result.value.replayed
      for (const name of result.value.projections) rebuilt.add(name)
    }
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) {
      const reason = failed.reason instanceof Error ? failed.reason.message : String(failed.reason)
      const done = projections.filter((p) => rebuilt.has(p.name)).map((p) => p.name)
      throw new Error(`${reason} (dibangun ulang dan tersimpan: ${done.join(', ') || 'tidak ada'})`, {
        cause: failed.reason,
      })
    }
    left = left.filter((projection) => !wave.includes(projection))
  }
  return { projections: projections.map((projection) => projection.name), replayed }
}

// The wave's projections in at most `lanes` sets, the largest first to the lightest set; each set
// keeps the kit's order.
function share(wave: readonly Projection[], lanes: number, size: (p: Projection) => number): Projection[][] {
  const sets = Array.from({ length: Math.min(lanes, wave.length) }, () => ({
    load: 0,
    members: [] as Projection[],
  }))
  for (const projection of [...wave].sort((a, b) => size(b) - size(a))) {
    const lightest = sets.reduce((least, set) => (set.load < least.load ? set : least))
    lightest.load += size(projection)
    lightest.members.push(projection)
  }
  return sets.map((set) => wave.filter((projection) => set.members.includes(projection)))
}

async function eventCounts(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ type: string; n: number }>`
    select type, count(*)::int as n from events group by type`.execute(db)
  return new Map(rows.map((row) => [row.type, row.n]))
}
