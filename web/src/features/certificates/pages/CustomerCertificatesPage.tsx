import '../certificates.css'
import type { Certificate } from '@services/modules/certificates/contract.ts'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { downloadCertificateFile } from '../api/certificates-api.ts'
import { ExpiryStatus } from '../components/ExpiryStatus.tsx'

// Sertifikat Rayap in the customer area (/pelanggan/sertifikat_rayap): the customer's own
// certificates, newest first (the server keeps a customer to its own rows), with their expiry state
// and the certificate file. Search and page stay in the address.
export default function CustomerCertificatesPage() {
  const list = useListState('/sertifikat_rayap/getData')
  const result = useListPage<Certificate>(list.key)
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Sertifikat Rayap"
          lead="Sertifikat garansi anti rayap untuk lokasi Anda dan masa berlakunya."
          list={list}
          result={result}
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
            {
              key: 'file',
              header: 'File',
              card: 'action',
              render: (row) => (
                <DownloadButton
                  label="Unduh sertifikat"
                  name={row.nomor_sertifikat}
                  download={() => downloadCertificateFile(row, 'file')}
                />
              ),
            },
          ]}
        />
      </div>
    </main>
  )
}
