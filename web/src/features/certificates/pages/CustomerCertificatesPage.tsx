import '../certificates.css'
import type { Certificate } from '@services/modules/certificates/contract.ts'
import { CustomerListPage, fileColumn } from '../../../components/CustomerListPage.tsx'
import { formatDate } from '../../../lib/format.ts'
import { downloadCertificateFile } from '../api/certificates-api.ts'
import { ExpiryStatus } from '../components/ExpiryStatus.tsx'

// Sertifikat Rayap in the customer area (/pelanggan/sertifikat_rayap): the customer's own
// certificates, newest first (the server keeps a customer to its own rows), with their expiry state
// and the certificate file. Search and page stay in the address.
export default function CustomerCertificatesPage() {
  return (
    <CustomerListPage<Certificate>
      path="/sertifikat_rayap/getData"
      title="Sertifikat Rayap"
      lead="Sertifikat garansi anti rayap untuk lokasi Anda dan masa berlakunya."
      searchLabel="Cari sertifikat"
      searchPlaceholder="Nomor sertifikat"
      caption="Sertifikat Rayap Anda"
      rowKey={(row) => row.idsertifikat_rayap}
      emptyMessage="Data Sertifikat Kosong"
      columns={[
        {
          key: 'nomor',
          header: 'Nomor Sertifikat',
          card: 'title',
          render: (row) => row.nomor_sertifikat,
        },
        { key: 'alamat', header: 'Lokasi', card: 'lead', render: (row) => row.alamat },
        { key: 'tanggal', header: 'Tanggal Pekerjaan', render: (row) => formatDate(row.tanggal) },
        {
          key: 'expired',
          header: 'Berlaku Sampai',
          render: (row) => formatDate(row.tanggal_expired),
        },
        {
          key: 'status',
          header: 'Status',
          card: 'badge',
          render: (row) => <ExpiryStatus tanggalExpired={row.tanggal_expired} />,
        },
        fileColumn(
          'Unduh sertifikat',
          (row) => row.nomor_sertifikat,
          (row) => downloadCertificateFile(row, 'file'),
        ),
      ]}
    />
  )
}
