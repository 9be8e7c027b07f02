import { IDENTITY_MESSAGES } from '@services/modules/identity/contract.ts'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { getSession, setSession } from '../../../lib/session-store.ts'
import {
  disableTwoStep,
  renewRecoveryCodes,
  type TwoStepSetup as Setup,
  setRequirement,
  startTwoStep,
  useTwoStep,
} from '../api/two-step.ts'
import { RecoveryCodes } from './RecoveryCodes.tsx'
import { TwoStepSetup } from './TwoStepSetup.tsx'

// Two-step is set up: the session and the profile forget that the admin must set it up.
function setUpDone(): void {
  const session = getSession()
  if (session.user?.harus_atur_dua_langkah)
    setSession({ ...session, user: { ...session.user, harus_atur_dua_langkah: false } })
}

// "Verifikasi dua langkah" on an admin's profile (ADR 0060): turn it on (QR code, secret, a code,
// then the recovery codes), make new recovery codes or turn it off with a current code, and the
// company's "wajib untuk semua admin".
export function TwoStepSection() {
  const { data, error, mutate } = useTwoStep(true)
  const status = data?.data
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const [busy, setBusy] = useState<'mulai' | 'kode' | 'wajib' | null>(null)

  async function begin() {
    setBusy('mulai')
    try {
      const answer = await startTwoStep()
      setSetup(answer.data)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal memulai pengaturan')
    } finally {
      setBusy(null)
    }
  }

  async function withCode(action: 'renew' | 'disable', event?: FormEvent) {
    event?.preventDefault()
    if (code.trim() === '') return setCodeError(IDENTITY_MESSAGES.codeRequired)
    setBusy('kode')
    setCodeError(undefined)
    try {
      if (action === 'renew') {
        const answer = await renewRecoveryCodes(code)
        toast.success(answer.message ?? IDENTITY_MESSAGES.recoveryCodesRenewed)
        setCodes(answer.data.kode_pemulihan)
      } else {
        const answer = await disableTwoStep({ kode: code })
        toast.success(answer.message)
      }
      setCode('')
      await mutate()
    } catch (failure) {
      setCodeError(failure instanceof Error ? failure.message : 'Gagal')
      setCode('')
    } finally {
      setBusy(null)
    }
  }

  async function toggleRequirement(wajib: boolean) {
    if (!status) return
    setBusy('wajib')
    try {
      const answer = await setRequirement(wajib, status.version)
      toast.success(answer.message ?? '')
      await mutate({ status: 'sukses', data: answer.data }, { revalidate: false })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal menyimpan pengaturan')
      await mutate()
    } finally {
      setBusy(null)
    }
  }

  let body: ReactNode
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
  } else if (setup) {
    body = (
      <TwoStepSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(fresh) => {
          setSetup(null)
          setCodes(fresh)
          setUpDone()
          void mutate()
        }}
      />
    )
  } else if (!status) {
    body = error ? <Alert>{error.message}</Alert> : <Spinner label="Memuat verifikasi dua langkah..." />
  } else if (!status.aktif) {
    body = (
      <>
        {status.harus_atur ? <Alert tone="warning">{IDENTITY_MESSAGES.twoStepSetupRequired}</Alert> : null}
        <p className="muted">
          Selain password, login akan meminta kode 6 angka dari aplikasi autentikator di ponsel Anda. Password
          yang dicuri saja tidak cukup untuk membuka akun admin.
        </p>
        <Button onClick={() => void begin()} busy={busy === 'mulai'} disabled={busy !== null}>
          Aktifkan Verifikasi Dua Langkah
        </Button>
      </>
    )
  } else {
    body = (
      <>
        <dl className="profile-summary">
          <div>
            <dt>Status</dt>
            <dd>Aktif{status.sejak ? ` sejak ${formatDateTime(status.sejak)}` : ''}</dd>
          </div>
          <div>
            <dt>Sisa kode pemulihan</dt>
            <dd>{status.sisa_kode_pemulihan}</dd>
          </div>
        </dl>
        <form className="form" onSubmit={(event) => void withCode('renew', event)} noValidate>
          <TextField
            label="Kode dari aplikasi autentikator"
            name="kode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            hint="Diperlukan untuk membuat kode pemulihan baru atau menonaktifkan verifikasi dua langkah."
            value={code}
            error={codeError}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="form__actions">
            <Button type="submit" variant="secondary" busy={busy === 'kode'} disabled={busy !== null}>
              Buat Kode Pemulihan Baru
            </Button>
            <Button variant="danger" onClick={() => void withCode('disable')} disabled={busy !== null}>
              Nonaktifkan
            </Button>
          </div>
        </form>
      </>
    )
  }

  return (
    <section className="panel two-step" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Verifikasi dua langkah</h2>
      {body}
      {status && !setup && !codes ? (
        <div className="two-step__policy">
          <label className="form-check">
            <input
              type="checkbox"
              name="wajib"
              checked={status.wajib}
              disabled={busy !== null || (!status.aktif && !status.wajib)}
              onChange={(event) => void toggleRequirement(event.target.checked)}
            />
            <span>Wajib untuk semua admin</span>
          </label>
          <p className="muted">
            {status.aktif || status.wajib
              ? 'Bila diwajibkan, admin tanpa verifikasi dua langkah diarahkan untuk mengaturnya saat login.'
              : 'Aktifkan verifikasi dua langkah untuk akun Anda terlebih dahulu.'}
          </p>
        </div>
      ) : null}
    </section>
  )
}
