import '../catalogue.css'
import {
  CATALOGUE_MESSAGES,
  type KatalogHargaInput,
  type KatalogHargaUpdate,
  katalogCreateContract,
} from '@services/modules/catalogue/contract.ts'
import { useNavigate } from 'react-router'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { CREATE_FALLBACK_MESSAGE, createKatalog } from '../api/create-katalog.ts'
import { KatalogForm } from '../components/KatalogForm.tsx'
import { KatalogFormPage } from '../components/KatalogFormPage.tsx'
import { EMPTY_KATALOG_FORM } from '../form-values.ts'

// /admin-home/addKatalog: all five fields are required.
export default function AddKatalogPage() {
  const navigate = useNavigate()

  async function save(payload: KatalogHargaUpdate) {
    try {
      const answer = await createKatalog(payload as KatalogHargaInput)
      toast.success(answer.message ?? CATALOGUE_MESSAGES.created)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : CREATE_FALLBACK_MESSAGE)
      throw error
    }
    // The admin home reads the list afresh when it opens.
    navigate(paths.admin.home)
  }

  return (
    <KatalogFormPage title="Tambah Katalog Harga" lead="Isi kelima kolom untuk menambah layanan ke katalog.">
      <KatalogForm
        contract={katalogCreateContract}
        initialValues={EMPTY_KATALOG_FORM}
        submitLabel="Simpan"
        cancelTo={paths.admin.home}
        onSubmit={save}
      />
    </KatalogFormPage>
  )
}
