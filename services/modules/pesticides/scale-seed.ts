import { sql } from 'kysely'
import { fakePerson, type ScaleContext, stepRandom } from '../../core/scale-data.ts'
import { type SeedRecord, seedRecordStreams, takeIds } from '../../core/scale-streams.ts'
import {
  APPLICATION_STREAM_TYPE,
  applicationEvents,
  LICENCE_STREAM_TYPE,
  licenceEvents,
  PESTICIDE_STREAM_TYPE,
  PesticideApplied,
  PesticideRegistered,
  pesticideEvents,
  TechnicianLicenceRecorded,
} from './events.ts'
import { FORMULASI_OPTIONS } from './options.ts'
import { applicationsProjection, licencesProjection, pesticidesProjection } from './projection.ts'

const day = (date: Date) => date.toISOString().slice(0, 10)
const PRODUCTS = [
  { bahan_aktif: 'Brodifakum', kadar: '0,005 %', satuan: 'blok', hama: 'Tikus', metode: 'umpan' },
  { bahan_aktif: 'Sipermetrin', kadar: '100 g/l', satuan: 'ml', hama: 'Nyamuk, kecoa', metode: 'semprot' },
  { bahan_aktif: 'Fipronil', kadar: '0,05 %', satuan: 'g', hama: 'Kecoa, semut', metode: 'umpan' },
  { bahan_aktif: 'Imidakloprid', kadar: '2,15 %', satuan: 'g', hama: 'Kecoa', metode: 'umpan' },
  { bahan_aktif: 'Deltametrin', kadar: '25 g/l', satuan: 'ml', hama: 'Lalat, nyamuk', metode: 'pengasapan' },
  { bahan_aktif: 'Bifentrin', kadar: '25 g/l', satuan: 'L', hama: 'Rayap', metode: 'injeksi tanah' },
] as const

// The register, licences and applications at scale (issue 39): forty products (a few restricted,
// some registrations run out), a licence for most technicians, and one or two applications at each
// done visit naming a seeded site. Written as their events, then the three projections rebuilt.
export async function seedPesticidesAtScale(context: ScaleContext): Promise<number> {
  const { db, now } = context
  const random = stepRandom(context, 'pesticides')
  const { rows: visits } = await sql<{
    idpenjadwalan: number
    idpelanggan: number
    idteknisi: number | null
    tanggal: string
    idlokasi: number
  }>`select s.idpenjadwalan, s.idpelanggan, s.idteknisi, s.tanggal::text, s.idlokasi from schedules s
    where s.idpelanggan > ${context.customersBefore ?? 0} and s.idlokasi is not null
      and s.status_penjadwalan = 'selesai'
      and not exists (select 1 from pesticide_applications a where a.idpenjadwalan = s.idpenjadwalan)
    order by s.idpenjadwalan`.execute(db)
  // This run's technicians only: each run of N then licenses as many.
  const { rows: technicians } = await sql<{ idteknisi: number }>`select t.idteknisi from technicians t
    where t.idteknisi > ${context.techniciansBefore ?? 0}
      and not exists (select 1 from technician_licences l where l.idteknisi = t.idteknisi)
    order by t.idteknisi`.execute(db)
  const { rows: areaRows } = await sql<{
    idarea: number
    idlokasi: number
  }>`select idarea, idlokasi from areas
    where idlokasi = any(${[...new Set(visits.map((visit) => visit.idlokasi))]}::int[])`.execute(db)
  const areas = new Map<number, number[]>()
  for (const area of areaRows) areas.set(area.idlokasi, [...(areas.get(area.idlokasi) ?? []), area.idarea])

  const productIds = await takeIds(db, 'pesticides_id_seq', 40)
  const products: SeedRecord[] = productIds.map((idpestisida, index) => {
    const kind = PRODUCTS[index % PRODUCTS.length]!
    const registered = random.pastDate(now, 3)
    return {
      id: idpestisida,
      events: [
        {
          type: PesticideRegistered.type,
          at: registered.toISOString(),
          data: {
            idpestisida,
            nama_dagang: `${kind.bahan_aktif} ${kind.kadar} ${idpestisida}`,
            bahan_aktif: kind.bahan_aktif,
            kadar: kind.kadar,
            formulasi: kind.metode === 'umpan' ? 'umpan' : random.pick(FORMULASI_OPTIONS),
            satuan: kind.satuan,
            hama_sasaran: kind.hama,
            pengenceran: kind.satuan === 'ml' ? '10 ml per liter air' : 'Siap pakai',
            nomor_registrasi: `RI. 01${String(index).padStart(2, '0')}-${idpestisida}`,
            berlaku_sampai: day(new Date(now.getTime() + random.int(-60, 1500) * 86_400_000)),
            terbatas: kind.bahan_aktif === 'Brodifakum' && index % 2 === 0,
            label: null,
            sds: null,
          },
        },
      ],
    }
  })
  const licensed = technicians.filter(() => random.next() < 0.7)
  const licenceIds = await takeIds(db, 'technician_licences_id_seq', licensed.length)
  const licences: SeedRecord[] = licensed.map(({ idteknisi }, index) => ({
    id: licenceIds[index]!,
    events: [
      {
        type: TechnicianLicenceRecorded.type,
        at: random.pastDate(now, 2).toISOString(),
        data: {
          idlisensi: licenceIds[index]!,
          idteknisi,
          jenis_lisensi: random.next() < 0.8 ? 'pengguna pestisida terbatas' : 'fumigator',
          nomor: `${fakePerson(random).split(' ')[0]!.toUpperCase()}/${licenceIds[index]}/2026`,
          berlaku_sampai: day(new Date(now.getTime() + random.int(30, 1000) * 86_400_000)),
          file: null,
        },
      },
    ],
  }))
  const planned = visits.flatMap((visit) => Array.from({ length: random.int(1, 2) }, () => visit))
  const applicationIds = await takeIds(db, 'pesticide_applications_id_seq', planned.length)
  const applications: SeedRecord[] = planned.map((visit, index) => {
    const product = index % productIds.length
    const kind = PRODUCTS[product % PRODUCTS.length]!
    const idpemakaian = applicationIds[index]!
    return {
      id: idpemakaian,
      events: [
        {
          type: PesticideApplied.type,
          at: `${visit.tanggal}T05:00:00.000Z`,
          data: {
            idpemakaian,
            idpenjadwalan: visit.idpenjadwalan,
            idpelanggan: visit.idpelanggan,
            idteknisi: visit.idteknisi,
            tanggal: visit.tanggal,
            idpestisida: productIds[product]!,
            jumlah: random.int(1, 40) * (kind.satuan === 'ml' ? 25 : 1),
            satuan: kind.satuan,
            pengenceran: '',
            idarea: random.next() < 0.8 ? random.pick(areas.get(visit.idlokasi) ?? [null]) : null,
            metode: kind.metode,
            catatan: '',
          },
        },
      ],
    }
  })
  const module = {
    name: 'pesticides',
    events: [...pesticideEvents, ...licenceEvents, ...applicationEvents],
    projections: [pesticidesProjection, licencesProjection, applicationsProjection],
  }
  await seedRecordStreams(db, module, 'pesticides', PESTICIDE_STREAM_TYPE, products)
  await seedRecordStreams(db, module, 'technician-licences', LICENCE_STREAM_TYPE, licences)
  await seedRecordStreams(db, module, 'pesticide-applications', APPLICATION_STREAM_TYPE, applications)
  return products.length + licences.length + applications.length
}
