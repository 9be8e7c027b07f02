import { Eye, EyeOff, LockKeyhole, UserRound } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { signIn } from '../../../lib/session.ts'
import type { SessionState } from '../../../lib/session-store.ts'
import { continueAfterLogin, landingAfterLogin } from '../redirect.ts'
import { SecondStepForm } from './SecondStepForm.tsx'

const FALLBACK_FAILURE = 'Login gagal, silakan coba lagi'

// Spec sections 2 and 5: username and password with their placeholders, no client-side checks,
// and the server's errMessage in a red banner above the form.
export function LoginForm() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [secondStep, setSecondStep] = useState(false)
  const navigate = useNavigate()
  const id = useId()

  function enter(session: SessionState) {
    const user = session.user
    // A page asked for before signing in (a device's QR opened by the phone's camera) comes next,
    // unless the account must first change its password or set up two-step sign-in.
    const mustAct = user?.harus_ganti_password || user?.harus_atur_dua_langkah
    const asked = mustAct ? null : continueAfterLogin(window.location.search)
    navigate(
      asked ?? landingAfterLogin(session.role, user?.harus_ganti_password, user?.harus_atur_dua_langkah),
      {
        replace: true,
      },
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setFailure(null)
    try {
      const result = await signIn(username, password)
      if ('secondStep' in result) {
        setPassword('')
        setSending(false)
        setSecondStep(true)
        return
      }
      enter(result)
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : FALLBACK_FAILURE)
      setPassword('')
      setSending(false)
      passwordRef.current?.focus()
    }
  }

  if (secondStep)
    return (
      <SecondStepForm
        onSignedIn={enter}
        onRestart={() => {
          setSecondStep(false)
          setFailure(null)
        }}
      />
    )

  return (
    <>
      {failure ? <Alert className="login-form__alert">{failure}</Alert> : null}
      <form className="login-form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
        <div className="login-field">
          <label htmlFor={`${id}-username`} className="visually-hidden">
            Username
          </label>
          <UserRound className="login-field__icon" aria-hidden="true" size={20} />
          <input
            id={`${id}-username`}
            name="username"
            className="field__control login-field__control"
            placeholder="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="login-field">
          <label htmlFor={`${id}-password`} className="visually-hidden">
            Password
          </label>
          <LockKeyhole className="login-field__icon" aria-hidden="true" size={20} />
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            className="field__control login-field__control login-field__control--reveal"
            placeholder="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="login-field__reveal"
            aria-label="Tampilkan password"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((value) => !value)}
          >
            {showPassword ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          </button>
        </div>
        <Button type="submit" size="lg" className="btn--block" busy={sending} disabled={sending}>
          Login
        </Button>
      </form>
    </>
  )
}
