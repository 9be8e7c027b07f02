import '../catalogue.css'
import {
  CATALOGUE_MESSAGES,
  type KatalogHarga,
  type KatalogHargaUpdate,
  katalogUpdateContract,
} from '@services/modules/catalogue/contract.ts'
import { useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { buttonClass } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { useCatalogueEntry } from '../api/get-catalogue-entry.ts'
import { updateCatalogueEntry } from '../api/update-catalogue-entry.ts'
import { CatalogueForm } from '../components/CatalogueForm.tsx'
import { CatalogueFormPage } from '../components/CatalogueFormPage.tsx'
import { formValuesOf } from '../form-values.ts'

const GENERIC_FAILURE = 'Gagal mengedit data katalog harga'

// /admin-home/editKatalog/{idKatalog}: loads the entry, shows its id read-only; name,
// description and price are required.
export default function EditCataloguePage() {
  const { idKatalog = '' } = useParams()
  const navigate = useNavigate()
  const { data, error, isValidating } = useCatalogueEntry(idKatalog)
  // The entry as this visit's answer gave it (never a copy cached by an earlier edit). Kept once
  // set: the form stays mounted with what the admin typed, whatever SWR's copy does afterwards.
  const [loaded, setLoaded] = useState<{ id: string; entry: KatalogHarga } | null>(null)
  const entry = loaded?.id === idKatalog ? loaded.entry : null
  if (entry === null && data && !isValidating) setLoaded({ id: idKatalog, entry: data.data })
  // Spec section 8: a failed save without a message of the server's own repeats the last one.
  const lastError = useRef<string>(GENERIC_FAILURE)

  async function save(payload: KatalogHargaUpdate) {
    if (!entry) return
    const id = entry.idkatalog_harga
    try {
      const answer = await updateCatalogueEntry(id, { ...payload, idkatalog_harga: id }, lastError.current)
      toast.success(answer.message ?? CATALOGUE_MESSAGES.updated)
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : lastError.current
      lastError.current = message
      toast.error(message)
      throw failure
    }
    // The admin home reads the list afresh when it opens.
    navigate(paths.admin.home)
  }

  const lead = 'Nama layanan, deskripsi, dan harga wajib diisi.'
  if (error && !entry) {
    return (
      <CatalogueFormPage title="Edit Katalog Harga" lead={lead}>
        <Alert tone="error">{error.message}</Alert>
        <p className="katalog-form-page__after-alert">
          <Link to={paths.admin.home} className={buttonClass('secondary')}>
            Kembali ke Katalog Harga
          </Link>
        </p>
      </CatalogueFormPage>
    )
  }
  return (
    <CatalogueFormPage title="Edit Katalog Harga" lead={lead}>
      {entry ? (
        <CatalogueForm
          key={entry.idkatalog_harga}
          contract={katalogUpdateContract}
          initialValues={formValuesOf(entry)}
          entryId={entry.idkatalog_harga}
          submitLabel="Simpan Perubahan"
          cancelTo={paths.admin.home}
          onSubmit={save}
        />
      ) : (
        <Spinner size="lg" label="Memuat data katalog harga..." />
      )}
    </CatalogueFormPage>
  )
}
