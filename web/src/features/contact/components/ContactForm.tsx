import { type FieldErrors, normalise, validate } from '@services/core/validation.ts'
import {
  CONTACT_MESSAGES,
  type ContactRequestInput,
  contactRules,
  JENIS_USAHA_OPTIONS,
  PERMASALAHAN_OPTIONS,
} from '@services/modules/contact/rules.ts'
import { Send } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { submitContactRequest } from '../api/submit-contact-request.ts'

type Field = keyof typeof contactRules
type Values = Record<Field, string>
type Phase = 'idle' | 'sending' | 'sent'
type Notice = { tone: 'success' | 'error'; text: string; detail?: string }

const EMPTY: Values = { nama: '', email: '', no_telp: '', permasalahan: '', jenis_usaha: '', deskripsi: '' }
const FIELD_ORDER = Object.keys(contactRules) as Field[]

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
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [phase, setPhase] = useState<Phase>('idle')
  const [notice, setNotice] = useState<Notice | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()

  useEffect(() => {
    if (notice?.tone !== 'success') return
    const timer = setTimeout(() => setNotice(null), SUCCESS_MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value }
    setValues(next)
    // After a first attempt the messages follow the input, so a corrected field clears at once.
    if (attempted) setErrors(validate(contactRules, next))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase !== 'idle') return
    const found = validate(contactRules, values)
    setErrors(found)
    setAttempted(true)
    const firstInvalid = FIELD_ORDER.find((field) => found[field])
    if (firstInvalid) {
      const control = formRef.current?.elements.namedItem(firstInvalid)
      if (control instanceof HTMLElement) control.focus()
      else if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus()
      return
    }
    setPhase('sending')
    setNotice(null)
    try {
      await submitContactRequest(normalise(contactRules, values) as ContactRequestInput)
      setPhase('sent')
      setValues(EMPTY)
      setAttempted(false)
      setNotice({ tone: 'success', text: CONTACT_MESSAGES.success })
    } catch (error) {
      setPhase('idle')
      setNotice(failureNotice(error))
    }
  }

  const busy = phase === 'sending'
  return (
    <form
      ref={formRef}
      className="form contact-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
    >
      <TextField
        label="Nama"
        name="nama"
        required
        autoComplete="name"
        maxLength={contactRules.nama.maxLength}
        value={values.nama}
        onChange={change}
        error={errors.nama}
      />
      <div className="form__row">
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={contactRules.email.maxLength}
          value={values.email}
          onChange={change}
          error={errors.email}
        />
        <TextField
          label="No Telp"
          name="no_telp"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel"
          maxLength={contactRules.no_telp.maxLength}
          hint="Hanya angka, contoh: 081234567890"
          value={values.no_telp}
          onChange={change}
          error={errors.no_telp}
        />
      </div>
      <SelectField
        label="Permasalahan"
        name="permasalahan"
        required
        placeholder="Pilih jenis hama"
        options={PERMASALAHAN_OPTIONS}
        value={values.permasalahan}
        onChange={change}
        error={errors.permasalahan}
      />
      <RadioGroup
        label="Jenis usaha"
        name="jenis_usaha"
        required
        options={JENIS_USAHA_OPTIONS}
        value={values.jenis_usaha}
        onChange={change}
        error={errors.jenis_usaha}
      />
      <TextArea
        label="Deskripsi"
        name="deskripsi"
        optional
        rows={5}
        maxLength={contactRules.deskripsi.maxLength}
        hint="Ceritakan singkat masalahnya: lokasi, luas area, sejak kapan."
        value={values.deskripsi}
        onChange={change}
        error={errors.deskripsi}
      />
      <div className="form__actions">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || phase !== 'idle'}
          busy={busy}
          icon={<Send aria-hidden="true" size={18} />}
        >
          {phase === 'sending' ? 'Sending...' : phase === 'sent' ? 'Terkirim' : 'Kirim Permintaan'}
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
