import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { type ContactRequestInput, contactEventParts, submitContactRequest } from '../contact/index.ts'
import { addProspect } from './commands.ts'
import type { ProspectStatus, ProspectValues } from './contract.ts'
import { prospectEventParts } from './event-parts.ts'
import { syncWebsiteProspects } from './website.ts'

// Example prospects for `npm start`, marked "(contoh)": three come from demo contact requests
// through the same subscription the worker runs, the others were taken by phone or WhatsApp.
export const DEMO_CONTACT_REQUESTS: ContactRequestInput[] = [
  {
    nama: 'Ibu Ratna Wulandari (contoh)',
    email: 'ratna.contoh@example.com',
    no_telp: '081331234567',
    permasalahan: 'Rayap',
    jenis_usaha: 'Rumah',
    deskripsi: 'Kusen pintu dapur keropos, ada serbuk kayu di lantai.',
  },
  {
    nama: 'Warung Makan Bu Sri (contoh)',
    email: 'warung.contoh@example.com',
    no_telp: '085733120987',
    permasalahan: 'Kecoa',
    jenis_usaha: 'Bisnis',
    deskripsi: 'Banyak kecoa di dapur pada malam hari.',
  },
  {
    nama: 'Gudang Sembako Makmur (contoh)',
    email: 'gudang.contoh@example.com',
    no_telp: '082244556677',
    permasalahan: 'Tikus',
    jenis_usaha: 'Bisnis',
    deskripsi: 'Karung beras digigit tikus.',
  },
]

export const DEMO_PROSPECTS: { values: ProspectValues; status: ProspectStatus }[] = [
  {
    values: {
      nama: 'Bapak Hendra Gunawan (contoh)',
      no_telp: '081230098765',
      alamat: 'Perum Taman Pinang Indah Blok C3-10, Sidoarjo',
      permasalahan: 'Nyamuk',
      jenis_usaha: 'Rumah',
      jenis_pekerjaan: 'Pest Control',
      sumber: 'Telepon',
      tanggal_survei: '2026-11-27',
      catatan: 'Minta survei pagi hari',
    },
    status: 'survei',
  },
  {
    values: {
      nama: 'Klinik Sehat Sentosa (contoh)',
      no_telp: '0318945612',
      email: 'klinik.contoh@example.com',
      alamat: 'Jl. Raya Gedangan No. 45, Sidoarjo',
      permasalahan: 'Semut',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Disinfeksi',
      sumber: 'WhatsApp',
    },
    status: 'penawaran',
  },
  {
    values: {
      nama: 'Ibu Lestari (contoh)',
      no_telp: '087852341290',
      alamat: 'Jl. Kahuripan Nirwana Blok AA-7, Sidoarjo',
      permasalahan: 'Lalat',
      jenis_usaha: 'Rumah',
      sumber: 'Datang langsung',
    },
    status: 'dihubungi',
  },
]

const SEED_METADATA = { userId: null, role: null, requestId: 'demo-seed' }

export const prospectsSeeder = {
  name: 'pemesanan',
  async seed(db: Db): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*) as n from prospects`.execute(db)
    if (Number(rows[0]!.n) > 0) return 0
    const eventStore = createEventStore(db, composeModules([contactEventParts, prospectEventParts]))
    for (const request of DEMO_CONTACT_REQUESTS)
      await submitContactRequest({ eventStore, db }, request, SEED_METADATA)
    // The requests are read back only below the oldest transaction open in the whole cluster
    // (committed-reader.ts): another session's open transaction hides them for a while, and no
    // worker may be running to catch up later, so the seed waits for them (a minute at most).
    // A worker started beside the API (its website-prospects loop) may convert them first: the
    // seed waits for their prospects, whoever made them, not for its own (it waited the whole
    // minute when a worker won; found by faults/several-processes.test.ts).
    let created = 0
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      created += await syncWebsiteProspects({ db, eventStore })
      const { rows: now } = await sql<{ n: string }>`select count(*) as n from prospects`.execute(db)
      if (Number(now[0]!.n) >= DEMO_CONTACT_REQUESTS.length) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    for (const prospect of DEMO_PROSPECTS) {
      await addProspect({ db, eventStore }, prospect.values, prospect.status, SEED_METADATA)
      created += 1
    }
    return created
  },
}
