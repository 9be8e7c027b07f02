import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { type ScaleContext, stepRandom } from '../../core/scale-data.ts'
import { type SeedRecord, seedRecordStreams, takeIds } from '../../core/scale-streams.ts'
import { HAMA_PENAMPAKAN_OPTIONS, SUMBER_PENAMPAKAN_OPTIONS, TINDAK_LANJUT_OPTIONS } from './contract.ts'
import { SIGHTING_STREAM_TYPE, SightingFollowedUp, SightingReported, sightingEvents } from './events.ts'
import { sightingsProjection } from './projection.ts'

const module = { name: 'sightings', events: sightingEvents, projections: [sightingsProjection] }
const NOTES = ['', 'Terlihat di dekat wastafel', 'Di sudut gudang', 'Bekas gigitan pada karung', 'Malam hari']
const HOURS_48 = 48 * 3_600_000

// The sightings at scale (issue 40 item 5): each site of this run's customers has had one to
// forty reported over the last year, most of them followed up. Written as SightingReported (and
// SightingFollowedUp) events in their own streams, then the sightings projection rebuilt; the relay
// passes seeded events by, so no email goes out.
export async function seedSightingsAtScale(context: ScaleContext): Promise<number> {
  const { db, now } = context
  const random = stepRandom(context, 'sightings')
  const { rows: sites } = await sql<{ idlokasi: number; idpelanggan: number; areas: number[] }>`
    select s.idlokasi, s.idpelanggan,
      coalesce(array_agg(a.idarea order by a.idarea) filter (where a.idarea is not null), '{}') as areas
    from sites s left join areas a on a.idlokasi = s.idlokasi
    where s.idpelanggan > ${context.customersBefore ?? 0}
    group by s.idlokasi order by s.idlokasi`.execute(db)
  const planned = sites.flatMap((site) => Array.from({ length: random.int(1, 40) }, () => site))
  const ids = await takeIds(db, 'sighting_ids', planned.length)
  const records: SeedRecord[] = planned.map((site, index) => {
    const idpenampakan = ids[index]!
    const reported = random.pastDate(now, 1)
    const waktu = reported.toISOString()
    const events: SeedRecord['events'] = [
      {
        type: SightingReported.type,
        at: waktu,
        data: {
          idpenampakan,
          idlokasi: site.idlokasi,
          idpelanggan: site.idpelanggan,
          idarea: site.areas.length && random.next() < 0.8 ? random.pick(site.areas) : null,
          hama: random.pick(HAMA_PENAMPAKAN_OPTIONS),
          catatan: random.pick(NOTES),
          sumber: random.pick(SUMBER_PENAMPAKAN_OPTIONS),
          waktu,
          batas_tanggapan: new Date(reported.getTime() + HOURS_48).toISOString(),
          foto: null,
        },
      },
    ]
    const answered = new Date(reported.getTime() + random.int(1, 72) * 3_600_000)
    if (answered < now && random.next() < 0.9)
      events.push({
        type: SightingFollowedUp.type,
        at: answered.toISOString(),
        data: {
          tindak_lanjut: random.pick(TINDAK_LANJUT_OPTIONS),
          catatan: '',
          waktu: answered.toISOString(),
        },
      })
    return { id: idpenampakan, events }
  })
  await seedRecordStreams(db, module, 'sightings', SIGHTING_STREAM_TYPE, records)
  return records.length
}

// The bench's site for the sightings list: the one with the most sightings.
export async function busiestSightingSite(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ idlokasi: number }>`select idlokasi from sightings
    group by idlokasi order by count(*) desc, idlokasi limit 1`.execute(db)
  return rows[0]?.idlokasi
}
