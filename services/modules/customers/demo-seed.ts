import type { Db } from '../../core/database.ts'
import type { CustomerInput } from './contract.ts'
import { findCustomerByKode, insertCustomer } from './repository.ts'

// Households and businesses around Sidoarjo and Surabaya, the company's home area. The first one
// is the customer of the demo 'pelanggan' account.
export const DEMO_CUSTOMERS: CustomerInput[] = [
  {
    kode_pelanggan: 'TTSG-sda-001',
    nama_pelanggan: 'PT Sinar Jaya Abadi',
    alamat: 'Jl. Raya Gedangan No. 45, Gedangan, Sidoarjo',
    no_telp: '081231234501',
    email: 'ga@sinarjayaabadi.co.id',
    jenis_pekerjaan: 'Pest Control',
  },
  {
    kode_pelanggan: 'TTSG-sda-002',
    nama_pelanggan: 'Rumah Makan Lesehan Pak Sholeh',
    alamat: 'Jl. Pahlawan No. 12, Sidoarjo',
    no_telp: '085732110842',
    email: 'lesehanpaksholeh@gmail.com',
    jenis_pekerjaan: 'Rodent Control',
  },
  {
    kode_pelanggan: 'TTSG-sda-003',
    nama_pelanggan: 'CV Berkah Pangan Nusantara',
    alamat: 'Kawasan Industri Berbek Blok C-9, Waru, Sidoarjo',
    no_telp: '0318661245',
    email: 'gudang@berkahpangan.co.id',
    jenis_pekerjaan: 'Fumigasi',
  },
  {
    kode_pelanggan: 'TTSG-sby-001',
    nama_pelanggan: 'Hotel Graha Kenjeran',
    alamat: 'Jl. Kenjeran No. 210, Tambaksari, Surabaya',
    no_telp: '0313812777',
    email: 'engineering@grahakenjeran.com',
    jenis_pekerjaan: 'Pest Control',
  },
  {
    kode_pelanggan: 'TTSG-sby-002',
    nama_pelanggan: 'Ibu Ratna Dewi',
    alamat: 'Jl. Dharmahusada Indah Utara No. 18, Mulyorejo, Surabaya',
    no_telp: '081330457712',
    email: 'ratna.dewi@yahoo.co.id',
    jenis_pekerjaan: 'Termite Control',
  },
  {
    kode_pelanggan: 'TTSG-sby-003',
    nama_pelanggan: 'Klinik Pratama Medika Rungkut',
    alamat: 'Jl. Rungkut Madya No. 88, Gunung Anyar, Surabaya',
    no_telp: '0318702390',
    email: 'admin@medikarungkut.id',
    jenis_pekerjaan: 'Disinfeksi',
  },
]

export const DEMO_CUSTOMER_KODE = 'TTSG-sda-001'

// Adds the demo customers that are missing (by code), so a restart never duplicates them.
export const customersSeeder = {
  name: 'pelanggan',
  async seed(db: Db): Promise<number> {
    let created = 0
    for (const customer of DEMO_CUSTOMERS) {
      if (await findCustomerByKode(db, customer.kode_pelanggan)) continue
      await insertCustomer(db, customer)
      created += 1
    }
    return created
  },
}
