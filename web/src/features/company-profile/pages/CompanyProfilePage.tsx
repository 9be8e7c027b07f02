import { useReloadedRecord } from '../../../lib/use-edited-record.ts'
import '../company-profile.css'
import { useState } from 'react'
import { mutate as mutateKey } from 'swr'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { useCompanyProfile } from '../../../lib/company-profile.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { companyProfileHistoryKey, saveCompanyProfile } from '../api/company-profile-api.ts'
import {
  CompanyProfileForm,
  type CompanyProfileFormValues,
  EMPTY_VALUES,
  valuesOf,
} from '../components/CompanyProfileForm.tsx'
import { CompanyProfileHistory } from '../components/CompanyProfileHistory.tsx'
import { PrivacyNoticeEditor } from '../components/PrivacyNoticeEditor.tsx'

const EXAMPLE_MARK = /\(.*contoh\)/i

// /admin-home/pengaturan: the company's own details (legal name, address, NPWP, PKP and PPN rate,
// bank account, signatory) that every invoice prints. A screen of its own rather than a section of
// /admin-home/profil, which is each user's own account in all three areas.
export default function CompanyProfilePage() {
  const answer = useCompanyProfile({ shouldRetryOnError: false })
  const { error, mutate } = answer
  const {
    loaded,
    setLoaded,
    saveError,
    setSaveError,
    reloading,
    reload,
    generation: formKey,
  } = useReloadedRecord(answer, () => void mutateKey(companyProfileHistoryKey))
  // A new company (a production database starts without a profile) answers 404: the screen then
  // offers the empty form, whose save is the first version (0 expected, so of two admins filling it
  // at once the second is told to reload instead of overwriting the first). Kept once seen, so a
  // revalidation of the 404 never unmounts the form with what the admin typed.
  const [empty, setEmpty] = useState(false)
  if (!empty && loaded === null && error?.status === 404) setEmpty(true)
  const firstTime = empty && loaded === null
  const hasExamples = loaded ? Object.values(loaded).some((value) => EXAMPLE_MARK.test(String(value))) : false

  const form = (initial: CompanyProfileFormValues, version: number) => (
    <section className="panel">
      <CompanyProfileForm
        key={formKey}
        initial={initial}
        saveError={saveError}
        reloading={reloading}
        onReload={() => void reload()}
        onSubmit={async (body) => {
          setSaveError(null)
          try {
            const saved = await saveCompanyProfile({ ...body, version })
            setLoaded(saved.data)
            await mutate({ status: 'sukses', data: saved.data }, { revalidate: false })
            void mutateKey(companyProfileHistoryKey)
            toast.success(saved.message ?? 'Profil perusahaan berhasil disimpan')
          } catch (failure) {
            setSaveError(failure)
            toast.error(failure instanceof Error ? failure.message : 'Gagal menyimpan profil perusahaan')
          }
        }}
      />
    </section>
  )

  return (
    <main id="main" className="page">
      <div className="container company-page">
        <h1>Profil Perusahaan</h1>
        <p className="company-page__lead">
          Data ini dicetak pada setiap tagihan: kop surat, NPWP, rekening pembayaran dan penandatangan. Tarif
          PPN berlaku untuk tagihan yang diterbitkan sesudah disimpan.
        </p>
        {error && !loaded && !firstTime ? <Alert tone="error">{error.message}</Alert> : null}
        {firstTime ? (
          <>
            <Alert tone="info">
              Profil perusahaan belum diisi. Isi data di bawah ini sebelum menerbitkan tagihan pertama.
            </Alert>
            {form(EMPTY_VALUES, 0)}
          </>
        ) : null}
        {!loaded && !error ? <Spinner size="lg" label="Memuat profil perusahaan..." /> : null}
        {loaded ? (
          <>
            {hasExamples ? (
              <Alert tone="warning">
                Sebagian data masih berisi contoh (ditandai "(contoh)"). Ganti dengan data perusahaan yang
                sebenarnya sebelum mencetak tagihan.
              </Alert>
            ) : null}
            <p className="muted">
              Versi {loaded.version} · terakhir diubah {formatDateTime(loaded.updated_at)}
            </p>
            {form(valuesOf(loaded), loaded.version)}
            <CompanyProfileHistory />
          </>
        ) : null}
        <PrivacyNoticeEditor />
      </div>
    </main>
  )
}
