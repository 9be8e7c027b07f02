import {
  noticeVersionLine,
  PRIVACY_MESSAGES,
  type PrivacyNotice,
  privacyNoticeContract,
} from '@services/modules/company-profile/privacy-contract.ts'
import { Save } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { toast } from '../../../components/toast.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'

const KEY = '/profil_perusahaan/kebijakanPrivasi'

// The privacy notice's text, edited here and shown on /kebijakan-privasi; each save is a new
// version, dated, which the contact requests sent from then on record (issue 38).
export function PrivacyNoticeEditor() {
  const { data, error, mutate } = useApi<ApiSuccess<PrivacyNotice>>(KEY)
  const notice = data?.data
  const [teks, setTeks] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (notice && teks === null) setTeks(notice.teks)
  }, [notice, teks])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!notice || teks === null) return
    const problem = privacyNoticeContract.validate({ teks }).teks
    setFieldError(problem)
    if (problem) return
    setSaving(true)
    try {
      const saved = await api.put<ApiSuccess<PrivacyNotice>>(KEY, { teks, version: notice.version })
      await mutate(saved, { revalidate: false })
      setTeks(saved.data.teks)
      toast.success(`${saved.message ?? PRIVACY_MESSAGES.updated}: ${noticeVersionLine(saved.data)}`)
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Gagal menyimpan kebijakan privasi'
      setFieldError(message)
      toast.error(message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Kebijakan Privasi</h2>
      <p className="muted">
        Ditampilkan di halaman <Link to={paths.kebijakanPrivasi}>Kebijakan Privasi</Link> dan ditautkan dari
        formulir kontak. Setiap perubahan menjadi versi baru; permintaan kontak mencatat versi yang berlaku
        saat dikirim.
      </p>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {notice ? <p className="muted">{noticeVersionLine(notice)}</p> : null}
      {teks !== null ? (
        <form className="form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <TextArea
            label="Teks Kebijakan Privasi"
            name="teks"
            value={teks}
            onChange={(event) => setTeks(event.target.value)}
            error={fieldError}
            hint="Pisahkan paragraf dengan satu baris kosong."
            rows={12}
            maxLength={privacyNoticeContract.rules.teks.maxLength}
            required
          />
          <div className="form__actions">
            <Button
              type="submit"
              disabled={saving}
              busy={saving}
              icon={<Save aria-hidden="true" size={18} />}
            >
              Simpan Versi Baru
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
