import type { ContactRequest } from '@services/modules/contact/contract.ts'
import { PersonRecordDialog } from '../../../components/PersonRecordDialog.tsx'
import { formatDateTime } from '../../../lib/format.ts'

// The website contact request a prospect came from (issue 38: the visitor's own record), with the
// notice it was sent under, the export and the erasure of the visitor's data, and who opened it.
export function ContactRequestDialog({
  request,
  onClose,
  onErased,
}: {
  request: ContactRequest
  onClose: () => void
  onErased: () => void
}) {
  return (
    <PersonRecordDialog
      title="Permintaan Kontak"
      jenis="kontak"
      id={request.id}
      onClose={onClose}
      onErased={onErased}
      fields={[
        { label: 'Dikirim', value: formatDateTime(request.created_at) },
        { label: 'Nama', value: request.nama },
        { label: 'No Telp', value: request.no_telp },
        { label: 'Email', value: request.email },
        { label: 'Permasalahan', value: request.permasalahan },
        { label: 'Jenis Usaha', value: request.jenis_usaha },
        { label: 'Deskripsi', value: request.deskripsi },
        {
          label: 'Kebijakan Privasi',
          value: request.versi_kebijakan_privasi === null ? '-' : `versi ${request.versi_kebijakan_privasi}`,
        },
      ]}
    />
  )
}
