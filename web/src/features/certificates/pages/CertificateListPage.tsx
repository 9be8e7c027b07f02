import '../certificates.css'
import { CERTIFICATE_LABELS, type Certificate } from '@services/modules/certificates/contract.ts'
import { QrCode, ShieldCheck } from 'lucide-react'
import { DialogListPage } from '../../../components/DialogListPage.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { yearOptions } from '../../../lib/year-options.ts'
import {
  createCertificate,
  downloadCertificateFile,
  downloadQr,
  updateCertificate,
} from '../api/certificates-api.ts'
import { CertificateFile } from '../components/CertificateFile.tsx'
import { CertificateFormDialog } from '../components/CertificateFormDialog.tsx'
import { ExpiryStatus } from '../components/ExpiryStatus.tsx'

// Data Sertifikat Rayap (/admin-home/sertifikat_rayap, spec section 2): search by number, id or
// customer name, filter by expiry year, cards on phones and a table on wide screens (each row with
// the certificate's id and its file, which opens a preview), add and edit dialogs, the shared
// delete dialog, the files and the QR code of the verification page.
export default function CertificateListPage() {
  const list = useListState('/sertifikat_rayap/getData', { filters: ['tanggal_expired'] })
  const result = useListPage<Certificate>(list.key)
  const page = useDialogList<Certificate>(() => result.mutate())
  const { setEditing, run } = page

  return (
    <DialogListPage
      page={page}
      title="Data Sertifikat Rayap"
      export={{ path: '/sertifikat_rayap/export', fallbackName: 'sertifikat-rayap.csv' }}
      list={list}
      result={result}
      searchLabel="Cari sertifikat"
      searchPlaceholder="Nomor atau id sertifikat, nama pelanggan"
      filters={[
        {
          name: 'tanggal_expired',
          label: 'Tahun Expired',
          options: yearOptions(3, 6),
          allLabel: 'Semua tahun',
        },
      ]}
      caption="Data Sertifikat Rayap"
      rowKey={(row) => row.idsertifikat_rayap}
      emptyMessage="Data Sertifikat Kosong"
      columns={[
        {
          key: 'nomor',
          header: 'Nomor Sertifikat',
          card: 'title',
          render: (row) => row.nomor_sertifikat,
        },
        {
          key: 'pelanggan',
          header: 'Pelanggan',
          card: 'lead',
          render: (row) => `${row.nama_pelanggan} (${row.kode_pelanggan})`,
        },
        { key: 'alamat', header: 'Alamat', card: 'note', render: (row) => row.alamat },
        { key: 'tanggal', header: 'Tanggal Pekerjaan', render: (row) => formatDate(row.tanggal) },
        {
          key: 'expired',
          header: 'Tanggal Expired',
          render: (row) => formatDate(row.tanggal_expired),
        },
        {
          key: 'status',
          header: 'Status',
          card: 'badge',
          render: (row) => <ExpiryStatus tanggalExpired={row.tanggal_expired} />,
        },
        { key: 'id', header: 'ID Sertifikat', render: (row) => row.idsertifikat_rayap },
        {
          key: 'file',
          header: 'File Sertifikat',
          card: 'wide',
          render: (row) => <CertificateFile certificate={row} />,
        },
        actionsColumn<Certificate>(
          (row) => row.nomor_sertifikat,
          (row) => [
            rowAction.edit(() => setEditing(row)),
            rowAction.download(
              'file',
              'Unduh sertifikat',
              () => void run(() => downloadCertificateFile(row, 'file')),
            ),
            Boolean(row.file_bukti_tf) &&
              rowAction.download(
                'bukti',
                'Unduh bukti transfer',
                () => void run(() => downloadCertificateFile(row, 'buktiTf')),
              ),
            {
              id: 'qr-png',
              label: 'Kode QR (PNG)',
              icon: <QrCode aria-hidden="true" size={16} />,
              onAction: () => void run(() => downloadQr(row, 'png')),
            },
            {
              id: 'qr-svg',
              label: 'Kode QR (SVG)',
              icon: <QrCode aria-hidden="true" size={16} />,
              onAction: () => void run(() => downloadQr(row, 'svg')),
            },
            {
              id: 'verifikasi',
              label: 'Halaman verifikasi',
              icon: <ShieldCheck aria-hidden="true" size={16} />,
              onAction: () => window.open(paths.verifikasi(row.kode_verifikasi), '_blank', 'noopener'),
            },
            rowAction.history(() => page.setHistory(row)),
            rowAction.remove(() => page.setDeleting(row)),
          ],
        ),
      ]}
      form={(editing, save) => (
        <CertificateFormDialog
          certificate={editing}
          onClose={page.closeForm}
          error={page.saveError}
          onSave={(fields, files) =>
            save(() =>
              editing === null ? createCertificate(fields, files) : updateCertificate(editing, fields, files),
            )
          }
        />
      )}
      historyKey={(certificate) => `/sertifikat_rayap/history/${certificate.idsertifikat_rayap}`}
      history={(certificate) => ({
        title: `Riwayat ${certificate.nomor_sertifikat}`,
        resource: 'sertifikat_rayap',
        id: certificate.idsertifikat_rayap,
        fieldLabels: CERTIFICATE_LABELS,
      })}
      deletePath={(certificate) => `/sertifikat_rayap/deleteData/${certificate.idsertifikat_rayap}`}
    />
  )
}
