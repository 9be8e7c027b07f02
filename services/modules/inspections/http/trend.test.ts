import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { customerMonthReadings } from '../index.ts'
import { key, record, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

type Month = {
  bulan: string
  tangkapan: { hama: string; jumlah: number }[]
  total_tangkapan: number
  bait_station_aktif: number
  perangkat_diperiksa: number
  hilang: number
}

async function install(idlokasi: number, idarea: number, jenis_perangkat: string) {
  const made = await send('POST', '/perangkat/createData', {
    idlokasi,
    idarea,
    jenis_perangkat,
    tanggal_pasang: '2026-01-01',
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json().data as { kode_pendek: string }
}

// A site with two areas and readings over three months (one month quiet), recorded through the API.
async function siteWithHistory() {
  const { site, areas } = await siteWithAreas(ids.pelanggan, ['Gudang', 'Dapur'])
  const [gudang, dapur] = areas as unknown as [{ idarea: number }, { idarea: number }]
  const ilt = await install(site.idlokasi, gudang.idarea, 'insect light trap')
  const board = await install(site.idlokasi, gudang.idarea, 'glue board')
  const station = await install(site.idlokasi, dapur.idarea, 'bait station')
  const months = [
    {
      waktu: '2026-09-30T23:30:00+07:00',
      lalat: 7,
      tikus: 1,
      kecoa: 2,
      aktivitas: 'gigitan',
      kondisi: 'baik',
    },
    {
      waktu: '2026-11-01T00:10:00+07:00',
      lalat: 3,
      tikus: 0,
      kecoa: 5,
      aktivitas: 'tidak ada',
      kondisi: 'hilang',
    },
  ]
  for (const month of months) {
    const visit = await visitOf(site.idlokasi)
    const answer = await record(visit.idpenjadwalan, [
      {
        idempotency_key: key(),
        kode: ilt.kode_pendek,
        waktu: month.waktu,
        kondisi: 'baik',
        tangkapan: [
          { hama: 'Lalat', jumlah: month.lalat },
          { hama: 'Serangga terbang lain', jumlah: 1 },
        ],
        lem_diganti: true,
      },
      {
        idempotency_key: key(),
        kode: board.kode_pendek,
        waktu: month.waktu,
        kondisi: 'baik',
        tangkapan: [
          { hama: 'Tikus', jumlah: month.tikus },
          { hama: 'Kecoa', jumlah: month.kecoa },
        ],
      },
      month.kondisi === 'hilang'
        ? { idempotency_key: key(), kode: station.kode_pendek, waktu: month.waktu, kondisi: 'hilang' }
        : {
            idempotency_key: key(),
            kode: station.kode_pendek,
            waktu: month.waktu,
            kondisi: 'baik',
            umpan_dimakan: 25,
            aktivitas: month.aktivitas,
            umpan_diganti: true,
          },
    ])
    expect(answer.statusCode, answer.body).toBe(200)
  }
  return { site, gudang, dapur }
}

// The raw readings of the site, summed here by hand per Jakarta month: what the trend must equal.
async function rawSums(idlokasi: number) {
  const rows = await t.database.db
    .selectFrom('inspections' as never)
    .select(['waktu', 'jenis_perangkat', 'kondisi', 'aktivitas', 'tangkapan'] as never[])
    .where('idlokasi' as never, '=', idlokasi as never)
    .execute()
  const sums = new Map<
    string,
    { total: number; byPest: Record<string, number>; read: number; missing: number; active: number }
  >()
  for (const row of rows as unknown as {
    waktu: Date
    jenis_perangkat: string
    kondisi: string
    aktivitas: string | null
    tangkapan: { hama: string; jumlah: number }[]
  }[]) {
    const month = new Date(row.waktu.getTime() + 7 * 3_600_000).toISOString().slice(0, 7)
    const sum = sums.get(month) ?? { total: 0, byPest: {}, read: 0, missing: 0, active: 0 }
    sum.read += 1
    if (row.kondisi === 'hilang') sum.missing += 1
    if (row.jenis_perangkat === 'bait station' && row.aktivitas && row.aktivitas !== 'tidak ada')
      sum.active += 1
    for (const catch_ of row.tangkapan) {
      sum.total += catch_.jumlah
      sum.byPest[catch_.hama] = (sum.byPest[catch_.hama] ?? 0) + catch_.jumlah
    }
    sums.set(month, sum)
  }
  return sums
}

// The trend's months against the raw readings' sums (answered for more checks).
async function expectRawSums(idlokasi: number, months: Month[]) {
  const sums = await rawSums(idlokasi)
  for (const month of months) {
    const sum = sums.get(month.bulan) ?? { total: 0, byPest: {}, read: 0, missing: 0, active: 0 }
    expect(month.total_tangkapan).toBe(sum.total)
    expect(Object.fromEntries(month.tangkapan.map((c) => [c.hama, c.jumlah]))).toEqual(
      Object.fromEntries(Object.entries(sum.byPest).filter(([, n]) => n > 0)),
    )
    expect(month.perangkat_diperiksa).toBe(sum.read)
    expect(month.hilang).toBe(sum.missing)
    expect(month.bait_station_aktif).toBe(sum.active)
  }
  return sums
}

const trend = (idlokasi: number, query: string, token: string | null = tokens.admin!) =>
  send('GET', `/lokasi/tren/${idlokasi}?${query}`, undefined, { token })

describe('tren lokasi: monthly sums of the readings', () => {
  it('equals the sums of the raw readings, month by Jakarta month, empty months included', async () => {
    const { site } = await siteWithHistory()
    const answer = await trend(site.idlokasi, 'dari=2026-08&sampai=2026-11')
    expect(answer.statusCode, answer.body).toBe(200)
    const months = answer.json().data.bulan as Month[]
    expect(months.map((m) => m.bulan)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11'])
    const sums = await expectRawSums(site.idlokasi, months)
    expect([...sums.keys()].sort()).toEqual(['2026-09', '2026-11'])
    // What a person reads: September's 7 flies and 1 rat, November's missing bait station.
    expect(months[1]).toMatchObject({ total_tangkapan: 11, bait_station_aktif: 1, perangkat_diperiksa: 3 })
    expect(months[1]!.tangkapan[0]).toEqual({ hama: 'Lalat', jumlah: 7 })
    expect(months[3]).toMatchObject({ total_tangkapan: 9, hilang: 1, bait_station_aktif: 0 })
    expect(months[2]).toMatchObject({ total_tangkapan: 0, perangkat_diperiksa: 0, tangkapan: [] })
  })

  it("gives the monthly report the API's figures for the 12 months ending with its month", async () => {
    const { site } = await siteWithHistory()
    const answer = await trend(site.idlokasi, 'dari=2025-12&sampai=2026-11')
    expect(answer.statusCode, answer.body).toBe(200)
    const sites = await customerMonthReadings(t.database.db, ids.pelanggan, 11, 2026)
    const drawn = sites.find((one) => one.idlokasi === site.idlokasi)
    expect(drawn?.tren).toEqual(answer.json().data)
    expect(drawn?.tren.bulan).toHaveLength(12)
  })

  // Without an area the sums come from the monthly rollup (ADR 0127), with one from the readings:
  // a corrected reading moves both alike.
  it('follows a corrected reading, the rollup as the readings and the areas adding up to the site', async () => {
    const { site, gudang, dapur } = await siteWithHistory()
    const readings = (await t.database.db
      .selectFrom('inspections' as never)
      .select(['idpemeriksaan', 'version', 'jenis_perangkat'] as never[])
      .where('idlokasi' as never, '=', site.idlokasi as never)
      .where('waktu' as never, '<', new Date('2026-10-01T00:00:00+07:00') as never)
      .execute()) as unknown as { idpemeriksaan: number; version: number; jenis_perangkat: string }[]
    const reading = (jenis: string) => readings.find((r) => r.jenis_perangkat === jenis)!
    const board = reading('glue board')
    const fixed = await send(
      'PUT',
      `/pemeriksaan/koreksi/${board.idpemeriksaan}`,
      {
        kondisi: 'baik',
        tangkapan: [{ hama: 'Tikus', jumlah: 4 }],
        alasan_koreksi: 'Salah hitung',
        version: board.version,
      },
      { token: tokens.teknisi! },
    )
    expect(fixed.statusCode, fixed.body).toBe(200)
    const station = reading('bait station')
    const lost = await send(
      'PUT',
      `/pemeriksaan/koreksi/${station.idpemeriksaan}`,
      { kondisi: 'hilang', alasan_koreksi: 'Ternyata hilang', version: station.version },
      { token: tokens.teknisi! },
    )
    expect(lost.statusCode, lost.body).toBe(200)
    const period = 'dari=2026-09&sampai=2026-11'
    const whole = (await trend(site.idlokasi, period)).json().data.bulan as Month[]
    await expectRawSums(site.idlokasi, whole)
    expect(whole[0]).toMatchObject({ total_tangkapan: 12, hilang: 1, bait_station_aktif: 0 })
    expect(whole[0]!.tangkapan).toEqual([
      { hama: 'Lalat', jumlah: 7 },
      { hama: 'Tikus', jumlah: 4 },
      { hama: 'Serangga terbang lain', jumlah: 1 },
    ])
    const parts = await Promise.all(
      [gudang, dapur].map(
        async (area) =>
          (await trend(site.idlokasi, `${period}&idarea=${area.idarea}`)).json().data.bulan as Month[],
      ),
    )
    const added = (key: 'total_tangkapan' | 'perangkat_diperiksa' | 'hilang' | 'bait_station_aktif') =>
      whole.map((_, i) => parts[0]![i]![key] + parts[1]![i]![key])
    for (const key of ['total_tangkapan', 'perangkat_diperiksa', 'hilang', 'bait_station_aktif'] as const)
      expect(added(key)).toEqual(whole.map((m) => m[key]))
  })

  it('narrows to an area, a device type and a pest', async () => {
    const { site, gudang, dapur } = await siteWithHistory()
    const period = 'dari=2026-09&sampai=2026-11'
    const inDapur = (await trend(site.idlokasi, `${period}&idarea=${dapur.idarea}`)).json().data
      .bulan as Month[]
    expect(inDapur.map((m) => [m.perangkat_diperiksa, m.total_tangkapan, m.bait_station_aktif])).toEqual([
      [1, 0, 1],
      [0, 0, 0],
      [1, 0, 0],
    ])
    const boards = (
      await trend(site.idlokasi, `${period}&idarea=${gudang.idarea}&jenis_perangkat=glue%20board`)
    ).json().data.bulan as Month[]
    expect(boards.map((m) => m.total_tangkapan)).toEqual([3, 0, 5])
    const rats = (await trend(site.idlokasi, `${period}&hama=Tikus`)).json().data.bulan as Month[]
    expect(rats.map((m) => m.tangkapan)).toEqual([[{ hama: 'Tikus', jumlah: 1 }], [], []])
  })

  it("shows the customer its own site's trend and answers another customer's site with 404", async () => {
    const { site } = await siteWithHistory()
    const own = await trend(site.idlokasi, 'dari=2026-09&sampai=2026-09', tokens.pelanggan!)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data.bulan[0].total_tangkapan).toBe(11)
    const other = await trend(site.idlokasi, 'dari=2026-09&sampai=2026-09', tokens.otherPelanggan!)
    expect(other.statusCode).toBe(404)
    expect(other.json().errMessage).toBe('Data lokasi tidak ditemukan')
    expect((await trend(999_999, 'dari=2026-09&sampai=2026-09')).statusCode).toBe(404)
    expect((await trend(site.idlokasi, 'dari=2026-09&sampai=2026-09', null)).statusCode).toBe(401)
  })

  it("refuses a bad period, type, pest or another site's area with its Indonesian message", async () => {
    const { site } = await siteWithHistory()
    const other = await siteWithAreas(ids.pelanggan, ['Lain'])
    const cases: [string, string][] = [
      ['sampai=2026-09', 'Bulan awal (dari) harus berformat YYYY-MM'],
      ['dari=2026-13&sampai=2026-09', 'Bulan awal (dari) harus berformat YYYY-MM'],
      ['dari=2026-10&sampai=2026-09', 'Bulan awal tidak boleh setelah bulan akhir'],
      ['dari=2024-01&sampai=2026-09', 'Periode tren paling lama 24 bulan'],
      ['dari=2026-09&sampai=2026-09&jenis_perangkat=roket', 'Jenis Perangkat tidak valid'],
      ['dari=2026-09&sampai=2026-09&hama=Naga', 'Hama tidak valid'],
      [`dari=2026-09&sampai=2026-09&idarea=${other.areas[0]!.idarea}`, 'Area bukan milik lokasi ini'],
    ]
    for (const [query, message] of cases) {
      const answer = await trend(site.idlokasi, query)
      expect(answer.statusCode, query).toBe(400)
      expect(answer.json().errMessage, query).toBe(message)
    }
  })
})
