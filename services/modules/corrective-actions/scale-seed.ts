import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { type Random, type ScaleContext, stepRandom } from '../../core/scale-data.ts'
import { type SeedRecord, seedRecordStreams } from '../../core/scale-streams.ts'
import { ZONA_OPTIONS } from '../sites/index.ts'
import { PERIODE_OPTIONS } from './contract.ts'
import { correctiveActionEvents, THRESHOLD_STREAM_TYPE, ThresholdRemoved, ThresholdSet } from './events.ts'
import { correctiveActionsProjection } from './projection.ts'

const module = {
  name: 'corrective-actions',
  events: correctiveActionEvents,
  projections: [correctiveActionsProjection],
}
const DEVICE_TYPES = ['bait station', 'glue board', 'insect light trap'] as const

// A threshold's id as the command makes one (a UUID), drawn from the step's stream: the same N
// gives the same ids.
const seededUuid = (random: Random) => {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
}

// The thresholds at scale (issue 40 item 1): each site of this run's customers has had its
// thresholds set, raised or lowered and now and then removed, one to thirty changes over two
// years. Written as ThresholdSet / ThresholdRemoved events in the site's stream, then the
// corrective-actions projection rebuilt (its actions come from their own events, untouched).
export async function seedThresholdsAtScale(context: ScaleContext): Promise<number> {
  const { db, now } = context
  const random = stepRandom(context, 'thresholds')
  const { rows: sites } = await sql<{ idlokasi: number }>`select idlokasi from sites
    where idpelanggan > ${context.customersBefore ?? 0}
      and not exists (select 1 from streams where stream_type = ${THRESHOLD_STREAM_TYPE}
        and stream_id = sites.idlokasi::text)
    order by idlokasi`.execute(db)
  let changes = 0
  const records: SeedRecord[] = []
  for (const { idlokasi } of sites) {
    const count = random.int(1, 30)
    const set = new Map<string, { idambang: string; jenis_perangkat: string; zona: string }>()
    const times = Array.from({ length: count }, () => random.pastDate(now, 2).toISOString()).sort()
    const events = times.map((at) => {
      const zona = random.pick(ZONA_OPTIONS)
      const jenis_perangkat = random.pick(DEVICE_TYPES)
      const key = `${zona}|${jenis_perangkat}`
      const current = set.get(key)
      if (current && random.next() < 0.2) {
        set.delete(key)
        return { type: ThresholdRemoved.type, at, data: { idambang: current.idambang } }
      }
      const idambang = current?.idambang ?? seededUuid(random)
      set.set(key, { idambang, jenis_perangkat, zona })
      const peringatan = random.int(1, 10)
      const data = {
        idambang,
        idlokasi,
        idarea: null,
        zona,
        jenis_perangkat,
        hama: null,
        periode: PERIODE_OPTIONS[0],
        peringatan,
        kritis: peringatan + random.int(0, 10),
      }
      return { type: ThresholdSet.type, at, data }
    })
    changes += events.length
    records.push({ id: idlokasi, events })
  }
  await seedRecordStreams(db, module, 'corrective-actions', THRESHOLD_STREAM_TYPE, records)
  return changes
}

// The bench's site for the threshold history: the one with the most changes.
export async function busiestThresholdSite(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ stream_id: string }>`select stream_id from streams
    where stream_type = ${THRESHOLD_STREAM_TYPE} order by version desc, stream_id limit 1`.execute(db)
  return rows[0]?.stream_id
}
