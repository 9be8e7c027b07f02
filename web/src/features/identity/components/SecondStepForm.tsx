import { IDENTITY_MESSAGES } from '@services/modules/identity/contract.ts'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { completeSecondStep } from '../../../lib/session.ts'
import type { SessionState } from '../../../lib/session-store.ts'

const FALLBACK_FAILURE = 'Verifikasi gagal, silakan coba lagi'

// The second step of an admin's sign-in (ADR 0060): the 6-digit code of the authenticator app, or,
// with a lost phone, one of the recovery codes. The server's one message for a wrong, used or
// expired code shows above the form; an expired step sends back to the password.
export function SecondStepForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (session: SessionState) => void
  onRestart: () => void
}) {
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  // The field takes the focus when the step appears (and again when the kind of code changes).
  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (code.trim() === '') {
      setFailure(IDENTITY_MESSAGES.codeRequired)
      inputRef.current?.focus()
      return
    }
    setSending(true)
    setFailure(null)
    try {
      onSignedIn(await completeSecondStep(recovery ? { kode_pemulihan: code } : { kode: code }))
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : FALLBACK_FAILURE)
      setCode('')
      setSending(false)
      inputRef.current?.focus()
    }
  }

  const label = recovery ? 'Kode pemulihan' : 'Kode dari aplikasi autentikator'
  return (
    <>
      <h2 className="login-step__title">{IDENTITY_MESSAGES.secondStepNeeded}</h2>
      <p className="login-step__lead">
        {recovery
          ? 'Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan verifikasi dua langkah. Setiap kode hanya berlaku sekali.'
          : 'Buka aplikasi autentikator di ponsel Anda dan masukkan 6 angka yang ditampilkan untuk TTSG Pest Control.'}
      </p>
      {failure ? <Alert className="login-form__alert">{failure}</Alert> : null}
      <form className="login-form form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <div className="field">
          <label htmlFor={`${id}-code`} className="field__label">
            {label}
          </label>
          <input
            ref={inputRef}
            id={`${id}-code`}
            name={recovery ? 'kode_pemulihan' : 'kode'}
            className="field__control"
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={recovery ? 30 : 12}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="btn--block"
          icon={<ShieldCheck aria-hidden="true" size={20} />}
          busy={sending}
          disabled={sending}
        >
          Verifikasi
        </Button>
      </form>
      <div className="login-step__switch">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery((value) => !value)
            setCode('')
            setFailure(null)
            inputRef.current?.focus()
          }}
        >
          {recovery ? 'Pakai kode dari aplikasi autentikator' : 'Ponsel hilang? Pakai kode pemulihan'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Kembali ke login
        </Button>
      </div>
    </>
  )
}
