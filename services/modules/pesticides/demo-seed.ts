import { Readable } from 'node:stream'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { renderSimplePdf } from '../../core/simple-pdf.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../technicians/index.ts'
import { recordApplication } from './application-commands.ts'
import { recordLicence, registerPesticide } from './commands.ts'
import type { PesticideInput } from './contract.ts'
import { applicationEvents, licenceEvents, pesticideEvents } from './events.ts'
import { PESTICIDE_FILE_RULES, PESTICIDE_FOLDER } from './files.ts'
import { applicationsProjection, licencesProjection, pesticidesProjection } from './projection.ts'
import type { PesticideTables } from './tables.ts'

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// Three registered products, plausible but marked (contoh): numbers invented.
const PRODUCTS = (today: string): PesticideInput[] => [
  {
    nama_dagang: 'Rodentisida Blok Brodifakum (contoh)',
    bahan_aktif: 'Brodifakum',
    kadar: '0,005 %',
    formulasi: 'umpan',
    nomor_registrasi: 'RI. 0103-0000-001 (contoh)',
    berlaku_sampai: addDays(today, 3 * 365),
    terbatas: true,
    satuan: 'blok',
    hama_sasaran: 'Tikus',
    pengenceran: 'Siap pakai',
  },
  {
    nama_dagang: 'Sipermetrin 100 EC (contoh)',
    bahan_aktif: 'Sipermetrin',
    kadar: '100 g/l',
    formulasi: 'cair (EC/SC)',
    nomor_registrasi: 'RI. 0101-0000-002 (contoh)',
    berlaku_sampai: addDays(today, 2 * 365),
    terbatas: false,
    satuan: 'ml',
    hama_sasaran: 'Nyamuk, lalat, kecoa',
    pengenceran: '10 ml per liter air',
  },
  {
    nama_dagang: 'Gel Kecoa Fipronil (contoh)',
    bahan_aktif: 'Fipronil',
    kadar: '0,05 %',
    formulasi: 'gel',
    nomor_registrasi: 'RI. 0101-0000-003 (contoh)',
    berlaku_sampai: addDays(today, 4 * 365),
    terbatas: false,
    satuan: 'g',
    hama_sasaran: 'Kecoa',
    pengenceran: 'Siap pakai, titik 0,1 g',
  },
]

// The demo register, the demo technician's licences (a valid restricted-use one; a fumigator one
// ending within 30 days, so the admin home warns of it) and applications at the demo customer's
// finished visits of the last six months, recorded through the rules. Only on an empty register.
export const pesticidesSeeder = {
  name: 'pesticides',
  async seed(db: Db, { files }: { files: FileStore }, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<PesticideTables>()
      .selectFrom('pesticides')
      .select('idpestisida')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const kit = composeModules([
      {
        name: 'pesticides',
        events: [...pesticideEvents, ...licenceEvents, ...applicationEvents],
        projections: [pesticidesProjection, licencesProjection, applicationsProjection],
      },
    ])
    const deps = { db, eventStore: createEventStore(db, kit), files }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = todayJakarta(now)
    const products = []
    for (const input of PRODUCTS(today)) {
      const pdf = await renderSimplePdf(`LABEL ${input.nama_dagang}`, [
        `Bahan aktif: ${input.bahan_aktif} ${input.kadar}`,
        `Nomor pendaftaran: ${input.nomor_registrasi}`,
        input.terbatas
          ? 'PESTISIDA TERBATAS: hanya untuk pengguna bersertifikat'
          : 'Pestisida rumah tangga/umum',
      ])
      const stored = await files.write(
        PESTICIDE_FOLDER,
        Readable.from([pdf]),
        PESTICIDE_FILE_RULES,
        'label.pdf',
      )
      products.push(
        await registerPesticide(deps, input, { label: { ...stored, name: 'label (contoh).pdf' } }, metadata),
      )
    }
    const technician = await findTechnicianByName(db, DEMO_TECHNICIAN_NAME)
    if (technician === undefined) return products.length
    for (const licence of [
      { jenis_lisensi: 'pengguna pestisida terbatas', nomor: 'PPT/JTM/0412 (contoh)', days: 2 * 365 },
      { jenis_lisensi: 'fumigator', nomor: 'FUM/JTM/0077 (contoh)', days: 20 },
    ] as const) {
      await recordLicence(
        deps,
        {
          idteknisi: technician.idteknisi,
          jenis_lisensi: licence.jenis_lisensi,
          nomor: licence.nomor,
          berlaku_sampai: addDays(today, licence.days),
        },
        undefined,
        metadata,
      )
    }
    const customer = await findCustomerByKode(db, 'TTSG-sda-001')
    if (customer === undefined) return products.length
    const visits = await db
      .selectFrom('schedules' as never)
      .select(['idpenjadwalan'] as never[])
      .where('idpelanggan' as never, '=', customer.idpelanggan as never)
      .where('status_penjadwalan' as never, '=', 'selesai' as never)
      .where('tanggal' as never, '>=', addDays(today, -183) as never)
      .orderBy('tanggal' as never)
      .execute()
    const [bait, spray, gel] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]]
    for (const [index, visit] of (visits as { idpenjadwalan: number }[]).entries()) {
      const uses = [
        {
          idpestisida: bait.idpestisida,
          jumlah: 12 + (index % 3) * 2,
          metode: 'umpan' as const,
          pengenceran: '',
        },
        index % 2 === 0
          ? {
              idpestisida: spray.idpestisida,
              jumlah: 250,
              metode: 'semprot' as const,
              pengenceran: '10 ml per liter air',
            }
          : { idpestisida: gel.idpestisida, jumlah: 5, metode: 'lainnya' as const, pengenceran: '' },
      ]
      for (const use of uses) {
        await recordApplication(
          deps,
          { idpenjadwalan: visit.idpenjadwalan, ...use, catatan: 'Dicatat teknisi (contoh)' },
          { metadata, actor: 'demo-seed', technician: null },
        )
      }
    }
    return products.length
  },
}
