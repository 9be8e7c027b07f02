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
import { CREATE_FALLBACK_MESSAGE, createCatalogueEntry } from '../api/create-catalogue-entry.ts'
import { CatalogueForm } from '../components/CatalogueForm.tsx'
import { CatalogueFormPage } from '../components/CatalogueFormPage.tsx'
import { EMPTY_CATALOGUE_FORM } from '../form-values.ts'

// /admin-home/addKatalog: all five fields are required.
export default function AddCataloguePage() {
  const navigate = useNavigate()

  async function save(payload: KatalogHargaUpdate) {
    try {
      const answer = await createCatalogueEntry(payload as KatalogHargaInput)
      toast.success(answer.message ?? CATALOGUE_MESSAGES.created)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : CREATE_FALLBACK_MESSAGE)
      throw error
    }
    // The admin home reads the list afresh when it opens.
    navigate(paths.admin.home)
  }

  return (
    <CatalogueFormPage
      title="Tambah Katalog Harga"
      lead="Isi kelima kolom untuk menambah layanan ke katalog."
    >
      <CatalogueForm
        contract={katalogCreateContract}
        initialValues={EMPTY_CATALOGUE_FORM}
        submitLabel="Simpan"
        cancelTo={paths.admin.home}
        onSubmit={save}
      />
    </CatalogueFormPage>
  )
}
