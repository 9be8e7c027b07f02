import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  type IncidentDetail,
  incidentContract,
} from '@services/modules/incidents/contract.ts'
import { useState } from 'react'
import { AccessHistoryPanel } from '../../../components/AccessHistoryPanel.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { DeadlineBadge } from './DeadlineBadge.tsx'

const FIELDS = [
  'judul',
  'kejadian',
  'ditemukan_pada',
  'jenis_subjek',
  'jenis_data',
  'perkiraan_jumlah',
  'tindakan',
  'status',
] as const
type Values = Record<(typeof FIELDS)[number] | 'version', string>

// The instant as the picker's local WIB time (YYYY-MM-DDTHH:mm).
const wib = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16)

function valuesOf(incident: IncidentDetail | null): Values {
  return {
    judul: incident?.judul ?? '',
    kejadian: incident?.kejadian ?? '',
    ditemukan_pada: incident ? wib(incident.ditemukan_pada) : '',
    jenis_subjek: incident?.jenis_subjek ?? '',
    jenis_data: incident?.jenis_data ?? '',
    perkiraan_jumlah: incident ? String(incident.perkiraan_jumlah) : '',
    tindakan: incident?.tindakan ?? '',
    status: incident?.status ?? 'baru',
    version: incident ? String(incident.version) : '',
  }
}

// Record or change one incident; an open one shows its deadline, whom to notify with their
// contact, its history and who read it.
export function IncidentFormDialog({
  incident,
  onClose,
  onSave,
  onReload,
  error,
}: {
  incident: IncidentDetail | null
  onClose: () => void
  onSave: (values: Record<string, unknown>) => Promise<void>
  onReload: () => void
  error: unknown
}) {
  const [affected, setAffected] = useState(incident?.pelanggan_terdampak.join(', ') ?? '')
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: incidentContract,
    initialValues: () => valuesOf(incident),
    fields: FIELDS,
  })
  const ids = affected
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => ({ idpelanggan: Number(part) }))
  const formId = incident ? `insiden-edit-${incident.idinsiden}` : 'insiden-tambah'
  return (
    <FormDialog
      title={incident ? `Insiden #${incident.idinsiden}` : 'Catat Insiden'}
      formId={formId}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped((values) => onSave({ ...values, pelanggan_terdampak: ids })))}
      saving={saving}
      size="lg"
      after={
        incident ? (
          <>
            <section aria-labelledby="pihak-title">
              <h3 id="pihak-title">Batas pemberitahuan dan pihak yang diberi tahu</h3>
              <p>
                Batas: {formatDateTime(incident.batas_pemberitahuan)}{' '}
                <DeadlineBadge batas={incident.batas_pemberitahuan} status={incident.status} />
              </p>
              <ul className="incident-notify">
                {incident.pihak_diberitahu.map((pihak) => (
                  <li key={`${pihak.jenis}-${pihak.idpelanggan ?? 'otoritas'}`}>
                    <strong>{pihak.nama}</strong>
                    {pihak.jenis === 'otoritas' ? ' (otoritas)' : ''}
                    {pihak.no_telp ? ` · Telp ${pihak.no_telp}` : ''}
                    {pihak.email ? ` · ${pihak.email}` : ''}
                    {pihak.situs ? (
                      <>
                        {' · '}
                        <a href={pihak.situs} target="_blank" rel="noreferrer">
                          {pihak.situs}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
            <HistoryPanel resource="insiden" id={incident.idinsiden} headingLevel={3} />
            <AccessHistoryPanel resource="insiden" id={incident.idinsiden} headingLevel={3} />
          </>
        ) : null
      }
    >
      <TextField label="Judul" {...bind('judul')} required maxLength={200} />
      <TextArea label="Kejadian" {...bind('kejadian')} required maxLength={4000} hint="Apa yang terjadi." />
      <TextField
        label="Ditemukan Pada"
        type="datetime-local"
        {...bind('ditemukan_pada')}
        required
        hint="Waktu WIB saat insiden diketahui; batas pemberitahuan 3 × 24 jam sesudahnya."
      />
      <TextField
        label="Jenis Subjek Data"
        {...bind('jenis_subjek')}
        required
        hint="Mis. pelanggan, teknisi."
      />
      <TextField label="Jenis Data" {...bind('jenis_data')} required hint="Mis. nama, telepon, alamat." />
      <TextField label="Perkiraan Jumlah Orang" inputMode="numeric" {...bind('perkiraan_jumlah')} required />
      <TextField
        label="ID Pelanggan Terdampak"
        name="pelanggan_terdampak"
        value={affected}
        onChange={(event) => setAffected(event.target.value)}
        optional
        hint="Pisahkan dengan koma, mis. 3, 7. Mereka yang diberi tahu beserta kontaknya."
      />
      <TextArea
        label="Tindakan"
        {...bind('tindakan')}
        optional
        maxLength={4000}
        hint="Langkah yang diambil."
      />
      <SelectField
        label="Status"
        {...bind('status')}
        options={INCIDENT_STATUSES.map((value) => ({ value, label: INCIDENT_STATUS_LABELS[value] }))}
      />
      <SaveError error={error} onReload={onReload} />
    </FormDialog>
  )
}
