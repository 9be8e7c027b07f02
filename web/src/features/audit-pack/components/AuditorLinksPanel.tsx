import { useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { type AuditorLinkView, createLink, revokeLink, useLinks } from '../api/audit-pack-api.ts'
import { lastQuarter, waktu } from './period.ts'

// "Tautan auditor" of one site: give an auditor a read-only link that expires, see every opening,
// revoke it. The link is shown once, right after it is made (only its hash is kept).
export function AuditorLinksPanel({ idlokasi }: { idlokasi: string }) {
  const links = useLinks(idlokasi)
  const [values, setValues] = useState({ ...lastQuarter(), nama_auditor: '', berlaku_hari: '14' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<string>()
  const [revoking, setRevoking] = useState<AuditorLinkView>()
  const create = async () => {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await createLink({
        ...values,
        idlokasi: Number(idlokasi),
        berlaku_hari: Number(values.berlaku_hari),
      })
      setMade(answer.data.tautan)
      toast.success(answer.message ?? 'Tautan auditor dibuat')
      await links.mutate()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Tautan auditor gagal dibuat')
    } finally {
      setBusy(false)
    }
  }
  const revoke = async (link: AuditorLinkView) => {
    try {
      const answer = await revokeLink(link.idtautan)
      toast.success(`${answer.message ?? 'Tautan auditor dicabut'}: ${link.nama_auditor}`)
      await links.mutate()
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : 'Tautan auditor gagal dicabut')
    } finally {
      setRevoking(undefined)
    }
  }
  return (
    <section aria-labelledby="tautan-auditor-heading" className="audit-panel">
      <h2 id="tautan-auditor-heading">Tautan auditor</h2>
      <form
        className="audit-form"
        onSubmit={(event) => {
          event.preventDefault()
          void create()
        }}
      >
        <TextField
          name="nama_auditor"
          label="Nama auditor"
          required
          maxLength={120}
          value={values.nama_auditor}
          onChange={(event) => setValues({ ...values, nama_auditor: event.target.value })}
        />
        <DatePickerField
          name="dari"
          label="Dari"
          required
          value={values.dari}
          onChange={(dari) => setValues({ ...values, dari })}
        />
        <DatePickerField
          name="sampai"
          label="Sampai"
          required
          value={values.sampai}
          onChange={(sampai) => setValues({ ...values, sampai })}
        />
        <TextField
          name="berlaku_hari"
          label="Berlaku (hari)"
          type="number"
          min={1}
          max={30}
          required
          hint="1 sampai 30 hari"
          value={values.berlaku_hari}
          onChange={(event) => setValues({ ...values, berlaku_hari: event.target.value })}
        />
        <Button type="submit" busy={busy}>
          Buat tautan auditor
        </Button>
      </form>
      {error ? <Alert>{error}</Alert> : null}
      {made ? (
        <Alert tone="success" title="Tautan auditor dibuat">
          <p>Salin dan kirimkan tautan ini ke auditor; tautan hanya ditampilkan sekali.</p>
          <p>
            <a href={made} className="audit-link">
              {made}
            </a>
          </p>
        </Alert>
      ) : null}
      <ul className="audit-links" aria-label="Daftar tautan auditor">
        {(links.data?.data ?? []).map((link) => (
          <li key={link.idtautan} className="audit-links__item">
            <p>
              <strong>{link.nama_auditor}</strong> · {link.dari} s.d. {link.sampai} ·{' '}
              {link.berlaku
                ? `berlaku sampai ${waktu(link.berlaku_sampai)}`
                : link.dicabut_pada
                  ? `dicabut ${waktu(link.dicabut_pada)}`
                  : 'kedaluwarsa'}
            </p>
            <p>Dibuka {link.pembukaan.length} kali</p>
            {link.pembukaan.length > 0 ? (
              <ul aria-label={`Pembukaan tautan ${link.nama_auditor}`}>
                {link.pembukaan.map((opening) => (
                  <li key={opening.waktu + opening.alamat}>
                    {waktu(opening.waktu)} · {opening.alamat} ·{' '}
                    {opening.user_agent || 'peramban tidak diketahui'}
                  </li>
                ))}
              </ul>
            ) : null}
            {link.berlaku ? (
              <Button variant="danger" size="sm" onClick={() => setRevoking(link)}>
                Cabut tautan {link.nama_auditor}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {links.data && links.data.data.length === 0 ? <p>Belum ada tautan auditor.</p> : null}
      <ConfirmDialog
        open={revoking !== undefined}
        title="Cabut tautan auditor"
        confirmLabel="Cabut"
        message={`Cabut tautan untuk ${revoking?.nama_auditor ?? ''}? Sesudahnya tautan tidak dapat dibuka lagi.`}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onCancel={() => setRevoking(undefined)}
      />
    </section>
  )
}
