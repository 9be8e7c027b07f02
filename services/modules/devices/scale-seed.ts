import { sql } from 'kysely'
import { inBatches, type ScaleContext, stepRandom } from '../../core/scale-data.ts'
import { type SeedRecord, seedRecordStreams, takeIds } from '../../core/scale-streams.ts'
import { deviceNumber } from './codes.ts'
import { JENIS_PERANGKAT_OPTIONS, SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from './contract.ts'
import { DEVICE_STREAM_TYPE, DeviceInstalled, deviceEvents } from './events.ts'
import { devicesProjection } from './projection.ts'

const module = { name: 'devices', events: deviceEvents, projections: [devicesProjection] }
// Mostly bait stations and glue boards, as on a food factory's map.
const MIX = [...JENIS_PERANGKAT_OPTIONS, 'bait station', 'bait station', 'glue board', 'insect light trap']

// The seeded sites' devices (issue 39): 15 to 45 per area, numbered per site, each with a short
// code never given before, placed on its area's plan. Written as DeviceInstalled events with the
// write side's counters and reserved codes, then the devices projection rebuilt.
export async function seedDevicesAtScale(context: ScaleContext): Promise<number> {
  const { db, now } = context
  const random = stepRandom(context, 'devices')
  // The short codes from a stream of their own: one an earlier run took is drawn again here, and
  // those extra draws must not shift the devices' other numbers (install dates, places).
  const codeRandom = stepRandom(context, 'devices: short codes')
  const { rows: areas } = await sql<{ idarea: number; idlokasi: number; kode_lokasi: string }>`
    select a.idarea, a.idlokasi, l.kode_lokasi from areas a join sites l on l.idlokasi = a.idlokasi
    where l.idpelanggan > ${context.customersBefore ?? 0}
      and not exists (select 1 from devices d where d.idlokasi = l.idlokasi)
    order by a.idlokasi, a.idarea`.execute(db)
  const counts = areas.map(() => random.int(15, 45))
  const ids = await takeIds(
    db,
    'device_ids',
    counts.reduce((sum, n) => sum + n, 0),
  )
  const { rows: taken } = await sql<{
    kode_pendek: string
  }>`select kode_pendek from device_short_codes`.execute(db)
  const used = new Set(taken.map((row) => row.kode_pendek))
  const shortCode = () => {
    for (;;) {
      let code = ''
      for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += codeRandom.pick([...SHORT_CODE_ALPHABET])
      if (!used.has(code)) {
        used.add(code)
        return code
      }
    }
  }
  const numbers = new Map<number, number>()
  const devices: SeedRecord[] = []
  const codes: { kode_pendek: string; idperangkat: number }[] = []
  let next = 0
  for (const [index, area] of areas.entries()) {
    const tanggal = random.pastDate(now, 1)
    for (let n = 0; n < counts[index]!; n++) {
      const idperangkat = ids[next++]!
      const nomor = (numbers.get(area.idlokasi) ?? 0) + 1
      numbers.set(area.idlokasi, nomor)
      const kode_pendek = shortCode()
      codes.push({ kode_pendek, idperangkat })
      devices.push({
        id: idperangkat,
        events: [
          {
            type: DeviceInstalled.type,
            at: tanggal.toISOString(),
            data: {
              idperangkat,
              idlokasi: area.idlokasi,
              idarea: area.idarea,
              nomor,
              kode_perangkat: deviceNumber(area.kode_lokasi, nomor),
              kode_pendek,
              jenis_perangkat: random.pick(MIX),
              posisi_x: Math.round(random.next() * 1000) / 1000,
              posisi_y: Math.round(random.next() * 1000) / 1000,
              tanggal_pasang: tanggal.toISOString().slice(0, 10),
              catatan: '',
            },
          },
        ],
      })
    }
  }
  await inBatches(codes, (batch) =>
    sql`insert into device_short_codes (kode_pendek, idperangkat)
      select r.kode_pendek, r.idperangkat from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(kode_pendek text, idperangkat int)`.execute(db),
  )
  const counters = [...numbers].map(([idlokasi, terakhir]) => ({ idlokasi, terakhir }))
  await inBatches(counters, (batch) =>
    sql`insert into device_numbers (idlokasi, terakhir)
      select r.idlokasi, r.terakhir from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(idlokasi int, terakhir int)`.execute(db),
  )
  await seedRecordStreams(db, module, 'devices', DEVICE_STREAM_TYPE, devices)
  return devices.length
}
