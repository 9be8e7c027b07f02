import '../corrective-actions.css'
import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import { type FormEvent, useRef, useState } from 'react'
import { mutate } from 'swr'
import { Button } from '../../../components/Button.tsx'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { toast } from '../../../components/toast.tsx'
import { VisitPhoto } from '../../../components/VisitReport.tsx'
import { ApiError, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { VerifyDialog } from './VerifyDialog.tsx'

// What each role does to an open action: the customer answers, the technician verifies at its
// visit, the admin cancels. One dialog, one note.
type Step = { label: string; path: string; field: string; fieldLabel: string; title: string }
const STEPS: Record<'pelanggan' | 'teknisi' | 'admin', Step> = {
  pelanggan: {
    label: 'Tanggapi',
    path: 'tanggapan',
    field: 'komentar',
    fieldLabel: 'Komentar',
    title: 'Tanggapi Tindakan Korektif',
  },
  teknisi: {
    label: 'Verifikasi',
    path: 'verifikasi',
    field: 'catatan',
    fieldLabel: 'Catatan Verifikasi',
    title: 'Verifikasi Tindakan Korektif',
  },
  admin: {
    label: 'Batalkan',
    path: 'batal',
    field: 'alasan',
    fieldLabel: 'Alasan',
    title: 'Batalkan Tindakan Korektif',
  },
}
const STATUS_LABEL: Record<CorrectiveAction['status'], string> = {
  terbuka: 'Terbuka',
  ditanggapi: 'Ditanggapi',
  terverifikasi: 'Terverifikasi',
  dibatalkan: 'Dibatalkan',
}
const isOpen = (action: CorrectiveAction) => action.status === 'terbuka' || action.status === 'ditanggapi'

export function ActionList({
  actions,
  actor,
  idpenjadwalan,
  reload,
  onVerified,
}: {
  actions: readonly CorrectiveAction[]
  actor: 'pelanggan' | 'teknisi' | 'admin'
  idpenjadwalan?: number
  reload: string
  // After a verification is sent or kept on the phone (the visit's page lists what waits).
  onVerified?: () => Promise<void>
}) {
  const [acting, setActing] = useState<CorrectiveAction | null>(null)
  if (actions.length === 0) return <p className="summary-panel__empty">Tidak ada tindakan korektif</p>
  const step = STEPS[actor]
  return (
    <>
      <ul className="corrective-actions">
        {actions.map((action) => (
          <li
            key={action.idtindakan}
            className="corrective-actions__item"
            aria-label={`Tindakan korektif ${action.idtindakan}`}
          >
            <p>
              <strong>{STATUS_LABEL[action.status]}</strong> · {action.tingkat} · {action.nama_lokasi}
              {action.nama_area ? `, ${action.nama_area}` : ''}
            </p>
            <p>{action.temuan}</p>
            <p>
              Tenggat {formatDate(action.tenggat)}
              {action.terlambat ? (
                <>
                  {' '}
                  <strong className="corrective-actions__overdue">Terlambat</strong>
                </>
              ) : null}
            </p>
            {action.komentar ? <p>Tanggapan pelanggan: {action.komentar}</p> : null}
            {action.catatan_verifikasi ? <p>Verifikasi: {action.catatan_verifikasi}</p> : null}
            {action.foto_verifikasi ? (
              <div className="corrective-actions__photo">
                <VisitPhoto
                  link={action.foto_verifikasi}
                  alt={`Foto verifikasi tindakan korektif ${action.idtindakan}`}
                />
              </div>
            ) : null}
            {action.alasan_batal ? <p>Dibatalkan: {action.alasan_batal}</p> : null}
            {isOpen(action) ? (
              <Button variant="secondary" onClick={() => setActing(action)}>
                {step.label}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {acting && actor === 'teknisi' && idpenjadwalan !== undefined ? (
        <VerifyDialog
          action={acting}
          idpenjadwalan={idpenjadwalan}
          onClose={() => setActing(null)}
          onDone={async () => {
            setActing(null)
            await mutate(reload)
            await onVerified?.()
          }}
        />
      ) : acting ? (
        <StepDialog
          action={acting}
          step={step}
          idpenjadwalan={idpenjadwalan}
          onClose={() => setActing(null)}
          onDone={async () => {
            setActing(null)
            await mutate(reload)
          }}
        />
      ) : null}
    </>
  )
}

function StepDialog({
  action,
  step,
  idpenjadwalan,
  onClose,
  onDone,
}: {
  action: CorrectiveAction
  step: Step
  idpenjadwalan: number | undefined
  onClose: () => void
  onDone: () => Promise<void>
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (text.trim() === '') return setError(`${step.fieldLabel} tidak boleh kosong`)
    setSaving(true)
    try {
      const answer = await api.post<ApiSuccess<CorrectiveAction>>(
        `/tindakanKorektif/${action.idtindakan}/${step.path}`,
        {
          [step.field]: text,
          version: action.version,
          ...(idpenjadwalan === undefined ? {} : { idpenjadwalan }),
        },
      )
      toast.success(answer.message ?? 'Tersimpan')
      await onDone()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Gagal menyimpan')
    } finally {
      setSaving(false)
    }
  }
  return (
    <FormDialog
      title={step.title}
      formId="tindakan-korektif"
      formRef={formRef}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel={step.label}
    >
      <p>{action.temuan}</p>
      <TextArea
        name={step.field}
        label={step.fieldLabel}
        required
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  )
}
