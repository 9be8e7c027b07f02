import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { reloadContractLists, saveContract, uploadContractFile } from '../api/contracts-api.ts'
import { ContractForm, EMPTY_CONTRACT } from '../components/ContractForm.tsx'

// /admin-home/addKontrak: a new contract; the server gives its number KTR/{tahun}/{nnnn}.
export default function AddContractPage() {
  const navigate = useNavigate()
  const [saveError, setSaveError] = useState<unknown>(null)
  return (
    <main id="main" className="page">
      <div className="container">
        <h1>Tambah Kontrak</h1>
        <p>Nomor kontrak diberikan otomatis saat disimpan.</p>
        <ContractForm
          initial={EMPTY_CONTRACT}
          customer={null}
          technician={null}
          submitLabel="Simpan"
          saveError={saveError}
          onReload={() => setSaveError(null)}
          onSubmit={async (body, file) => {
            setSaveError(null)
            try {
              const saved = await saveContract(null, body)
              toast.success(saved.message ?? 'Data kontrak berhasil ditambahkan')
              if (file) {
                await uploadContractFile(saved.data.idkontrak, file, saved.data.version)
                toast.success('File kontrak berhasil diunggah')
              }
              await reloadContractLists()
              navigate(paths.admin.kontrak)
            } catch (error) {
              setSaveError(error)
              toast.error(error instanceof Error ? error.message : 'Gagal menyimpan data kontrak')
            }
          }}
        />
      </div>
    </main>
  )
}
