import {
  CONTACT_MESSAGES,
  contactContract,
  JENIS_USAHA_OPTIONS,
  PERMASALAHAN_OPTIONS,
} from '@services/modules/contact/contract.ts'
import { Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { submitContactRequest } from '../api/submit-contact-request.ts'

type Values = Record<keyof typeof contactContract.rules, string>
type Notice = { tone: 'success' | 'error'; text: string; detail?: string }

const EMPTY: Values = { nama: '', email: '', no_telp: '', permasalahan: '', jenis_usaha: '', deskripsi: '' }

// Spec section 9: the success message shows for 3 s.
export const SUCCESS_MESSAGE_MS = 3000

function failureNotice(error: unknown): Notice {
  // A refusal the visitor can act on (a field the server rejected, too many requests) is named.
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return { tone: 'error', text: CONTACT_MESSAGES.failure, detail: error.message }
  }
  return { tone: 'error', text: CONTACT_MESSAGES.failure }
}

export function ContactForm() {
  // Spec section 4: after success the button stays disabled.
  const [sent, setSent] = useState(false)
  const { bind, saving, formRef, handleSubmit, reset } = useRulesForm({
    contract: contactContract,
    initialValues: EMPTY,
    locked: sent,
  })
  const [notice, setNotice] = useState<Notice | null>(null)
  const hydrated = useHydrated()

  useEffect(() => {
    if (notice?.tone !== 'success') return
    const timer = setTimeout(() => setNotice(null), SUCCESS_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const submit = handleSubmit(async (valid) => {
    setNotice(null)
    try {
      await submitContactRequest(valid)
      setSent(true)
      reset(EMPTY)
      setNotice({ tone: 'success', text: CONTACT_MESSAGES.success })
    } catch (error) {
      setNotice(failureNotice(error))
    }
  })

  return (
    <form
      ref={formRef}
      className="form contact-form"
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
    >
      <TextField
        label="Nama"
        {...bind('nama')}
        required
        autoComplete="name"
        maxLength={contactContract.rules.nama.maxLength}
      />
      <div className="form__row">
        <TextField
          label="Email"
          {...bind('email')}
          type="email"
          required
          autoComplete="email"
          maxLength={contactContract.rules.email.maxLength}
        />
        <TextField
          label="No Telp"
          {...bind('no_telp')}
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel"
          maxLength={contactContract.rules.no_telp.maxLength}
          hint="Hanya angka, contoh: 081234567890"
        />
      </div>
      <SelectField
        label="Permasalahan"
        {...bind('permasalahan')}
        required
        placeholder="Pilih jenis hama"
        options={PERMASALAHAN_OPTIONS}
      />
      <RadioGroup label="Jenis usaha" {...bind('jenis_usaha')} required options={JENIS_USAHA_OPTIONS} />
      <TextArea
        label="Deskripsi"
        {...bind('deskripsi')}
        optional
        rows={5}
        maxLength={contactContract.rules.deskripsi.maxLength}
        hint="Ceritakan singkat masalahnya: lokasi, luas area, sejak kapan."
      />
      <div className="form__actions">
        <p className="contact-form__notice" id="contact-privacy-notice">
          Data yang Anda kirim (nama, email, telepon dan keterangan) kami pakai hanya untuk menghubungi Anda
          tentang permintaan ini dan menyusun penawaran, tidak dibagikan ke pihak lain. Baca{' '}
          <a href={paths.kebijakanPrivasi}>Kebijakan Privasi</a> kami.
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || saving || sent}
          // Enabled by the page's boot script, which holds a press until the app has the form.
          data-held-until-app=""
          aria-describedby="contact-privacy-notice"
          busy={saving}
          icon={<Send aria-hidden="true" size={18} />}
        >
          {saving ? 'Sending...' : sent ? 'Terkirim' : 'Kirim Permintaan'}
        </Button>
      </div>
      {notice ? (
        <Alert tone={notice.tone} title={notice.detail ? notice.text : undefined}>
          {notice.detail ?? notice.text}
        </Alert>
      ) : null}
    </form>
  )
}
