import { IDENTITY_MESSAGES } from '@services/modules/identity/contract.ts'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/Button.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { confirmTwoStep, type TwoStepSetup as Setup } from '../api/two-step.ts'

// The QR code and the secret as text (for an app that cannot scan), then a code from the app to
// confirm that it holds the secret; the answer is the ten recovery codes.
export function TwoStepSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup
  onConfirmed: (codes: string[]) => void
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (code.trim() === '') return setError(IDENTITY_MESSAGES.codeRequired)
    setSaving(true)
    setError(undefined)
    try {
      const answer = await confirmTwoStep(code)
      toast.success(answer.message ?? IDENTITY_MESSAGES.twoStepEnabled)
      onConfirmed(answer.data.kode_pemulihan)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Gagal mengaktifkan verifikasi dua langkah')
      setCode('')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="two-step__setup">
      <ol className="two-step__steps">
        <li>
          Pasang aplikasi autentikator di ponsel Anda (misalnya Google Authenticator, Microsoft Authenticator
          atau Aegis).
        </li>
        <li>Pindai kode QR ini dengan aplikasi tersebut, atau ketik kunci rahasianya.</li>
        <li>Masukkan 6 angka yang muncul di aplikasi untuk mengonfirmasi.</li>
      </ol>
      <img
        className="two-step__qr"
        src={setup.qr_svg}
        alt="Kode QR untuk aplikasi autentikator"
        width={200}
        height={200}
      />
      <dl className="profile-summary">
        <div>
          <dt>Kunci rahasia</dt>
          <dd>
            <code className="two-step__secret" data-testid="two-step-secret">
              {setup.secret}
            </code>
          </dd>
        </div>
      </dl>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Kode dari aplikasi autentikator"
          name="kode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="form__actions">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Batal
          </Button>
          <Button
            type="submit"
            icon={<ShieldCheck aria-hidden="true" size={18} />}
            busy={saving}
            disabled={saving}
          >
            Konfirmasi dan Aktifkan
          </Button>
        </div>
      </form>
    </div>
  )
}
