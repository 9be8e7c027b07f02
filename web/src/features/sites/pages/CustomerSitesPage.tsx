import type { Site } from '@services/modules/sites/contract.ts'
import { Link } from 'react-router'
import { CustomerListPage } from '../../../components/CustomerListPage.tsx'
import { paths } from '../../../lib/paths.ts'

// Lokasi in the customer area (/pelanggan/lokasi): the customer's own sites (the server keeps a
// customer to its own), each opening its page (trend and indices), map and trend, read-only.
export default function CustomerSitesPage() {
  return (
    <CustomerListPage<Site>
      path="/lokasi/getData"
      title="Lokasi"
      lead="Lokasi Anda yang kami pantau, dengan denah dan perangkat monitoringnya."
      searchLabel="Cari lokasi"
      searchPlaceholder="Kode, nama atau alamat lokasi"
      caption="Lokasi Anda"
      rowKey={(row) => row.idlokasi}
      emptyMessage="Data Lokasi Kosong"
      columns={[
        { key: 'kode', header: 'Kode', card: 'title', render: (row) => row.kode_lokasi },
        {
          key: 'nama',
          header: 'Nama Lokasi',
          card: 'lead',
          render: (row) => <Link to={paths.pelanggan.lokasiDetail(row.idlokasi)}>{row.nama_lokasi}</Link>,
        },
        { key: 'alamat', header: 'Alamat', card: 'wide', render: (row) => row.alamat },
        { key: 'area', header: 'Area', render: (row) => row.jumlah_area },
        {
          key: 'audit',
          header: 'Audit',
          render: (row) => (
            <Link
              to={paths.pelanggan.auditLokasi(row.idlokasi)}
              aria-label={`Paket audit ${row.nama_lokasi}`}
            >
              Paket audit
            </Link>
          ),
        },
        {
          key: 'peta',
          header: 'Peta',
          render: (row) => (
            <Link
              to={paths.pelanggan.petaLokasi(row.idlokasi)}
              aria-label={`Peta perangkat ${row.nama_lokasi}`}
            >
              Lihat peta perangkat
            </Link>
          ),
        },
        {
          key: 'penampakan',
          header: 'Penampakan',
          render: (row) => (
            <Link
              to={paths.pelanggan.penampakanLokasi(row.idlokasi)}
              aria-label={`Penampakan hama ${row.nama_lokasi}`}
            >
              Laporkan hama
            </Link>
          ),
        },
        {
          key: 'tren',
          header: 'Tren',
          render: (row) => (
            <Link
              to={paths.pelanggan.trenLokasi(row.idlokasi)}
              aria-label={`Tren aktivitas ${row.nama_lokasi}`}
            >
              Lihat tren
            </Link>
          ),
        },
      ]}
    />
  )
}
