import type { Db } from '../../core/database.ts'
import type { TechnicianInput } from './contract.ts'
import { findTechnicianByName, insertTechnician } from './repository.ts'

// The first one is the technician of the demo 'teknisi' account.
export const DEMO_TECHNICIANS: TechnicianInput[] = [
  { nama_teknisi: 'Agus Setiawan', no_telp: '081233870114', alamat: 'Jl. Raya Candi No. 7, Candi, Sidoarjo' },
  {
    nama_teknisi: 'Dedi Kurniawan',
    no_telp: '085655023781',
    alamat: 'Jl. Ngagel Jaya Selatan No. 31, Gubeng, Surabaya',
  },
  {
    nama_teknisi: 'Rudi Hermawan',
    no_telp: '082140339265',
    alamat: 'Perum Griya Krian Asri Blok D-12, Krian, Sidoarjo',
  },
  {
    nama_teknisi: 'Eko Prasetyo',
    no_telp: '081359902446',
    alamat: 'Jl. Wonocolo Gg. III No. 5, Taman, Sidoarjo',
  },
]

export const DEMO_TECHNICIAN_NAME = 'Agus Setiawan'

// Adds the demo technicians that are missing (by name), so a restart never duplicates them.
export const techniciansSeeder = {
  name: 'teknisi',
  async seed(db: Db): Promise<number> {
    let created = 0
    for (const technician of DEMO_TECHNICIANS) {
      if (await findTechnicianByName(db, technician.nama_teknisi)) continue
      await insertTechnician(db, technician)
      created += 1
    }
    return created
  },
}
