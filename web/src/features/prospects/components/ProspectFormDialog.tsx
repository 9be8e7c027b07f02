import { JENIS_USAHA_OPTIONS, PERMASALAHAN_OPTIONS } from '@services/modules/contact/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '@services/modules/customers/contract.ts'
import {
  PROSPECT_FIELDS,
  PROSPECT_LABELS,
  PROSPECT_STATUS_OPTIONS,
  type Prospect,
  prospectContract,
  SUMBER_OPTIONS,
} from '@services/modules/prospects/contract.ts'
import { AccessHistoryPanel } from '../../../components/AccessHistoryPanel.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { PersonalDataPanel } from '../../../components/PersonalDataPanel.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'

const FIELDS = PROSPECT_FIELDS
type Values = Record<(typeof FIELDS)[number] | 'version', string>
type Cleaned = ReturnType<typeof prospectContract.parse>

function valuesOf(prospect: Prospect | null): Values {
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, prospect ? String(prospect[field] ?? '') : '']),
  ) as Values
  if (!prospect) {
    values.sumber = 'Telepon'
    values.status = 'baru'
  }
  values.version = prospect ? String(prospect.version) : ''
  return values
}

// The status choices a prospect may move to (deal comes only from conversion).
const statusOptions = (current: string) =>
  PROSPECT_STATUS_OPTIONS.filter((status) => status !== 'deal' || current === 'deal')

// Add or edit one prospect, every field with its message next to it; an edit sends the version it
// read (a stale one is answered 409 and the form keeps what was typed) and shows the history.
export function ProspectFormDialog({
  prospect,
  onClose,
  onSave,
  onReload,
  error,
}: {
  prospect: Prospect | null
  onClose: () => void
  onSave: (values: Cleaned) => Promise<void>
  onReload: () => void
  error: unknown
}) {
  const { values, bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: prospectContract,
    initialValues: () => valuesOf(prospect),
    fields: FIELDS,
  })
  const formId = prospect ? `prospek-edit-${prospect.idpemesanan}` : 'prospek-tambah'
  const text = (
    field: 'nama' | 'no_telp' | 'email' | 'tanggal_survei',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      {...bind(field)}
      required={prospectContract.rules[field].required !== undefined}
      optional={prospectContract.rules[field].required === undefined}
      {...extra}
    />
  )
  const select = (
    field: 'permasalahan' | 'jenis_usaha' | 'jenis_pekerjaan' | 'sumber' | 'status',
    label: string,
    options: readonly string[],
  ) => (
    <SelectField
      label={label}
      {...bind(field)}
      options={options}
      placeholder={prospectContract.rules[field].required ? undefined : 'Pilih'}
    />
  )
  return (
    <FormDialog
      title={prospect ? 'Edit Prospek' : 'Tambah Prospek'}
      formId={formId}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onSave))}
      saving={saving}
      size="lg"
      after={
        prospect ? (
          <>
            {prospect.versi_kebijakan_privasi !== null ? (
              <p className="muted" data-testid="prospect-consent">
                Dikirim dari formulir kontak di bawah Kebijakan Privasi versi{' '}
                {prospect.versi_kebijakan_privasi}
                {prospect.persetujuan_kebijakan_pada
                  ? `, ${formatDateTime(prospect.persetujuan_kebijakan_pada)}`
                  : ''}
              </p>
            ) : null}
            <HistoryPanel
              resource="pemesanan"
              id={prospect.idpemesanan}
              fieldLabels={PROSPECT_LABELS}
              headingLevel={3}
            />
            <PersonalDataPanel
              jenis="pemesanan"
              id={prospect.idpemesanan}
              onErased={onReload}
              headingLevel={3}
            />
            <AccessHistoryPanel resource="pemesanan" id={prospect.idpemesanan} headingLevel={3} />
          </>
        ) : null
      }
    >
      {text('nama', 'Nama', { maxLength: 120 })}
      {text('no_telp', 'No Telp', {
        type: 'tel',
        inputMode: 'tel',
        maxLength: 16,
        hint: 'Contoh: 081234567890',
      })}
      {text('email', 'Email', { type: 'email', maxLength: 254 })}
      <TextArea label="Alamat" {...bind('alamat')} optional maxLength={500} />
      {select('permasalahan', 'Permasalahan', PERMASALAHAN_OPTIONS)}
      {select('jenis_usaha', 'Jenis Usaha', JENIS_USAHA_OPTIONS)}
      {select('jenis_pekerjaan', 'Jenis Pekerjaan', JENIS_PEKERJAAN_OPTIONS)}
      <TextArea label="Deskripsi" {...bind('deskripsi')} optional maxLength={2000} />
      {select('sumber', 'Sumber', SUMBER_OPTIONS)}
      {select('status', 'Status', statusOptions(values.status))}
      {text('tanggal_survei', 'Tanggal Survei', { type: 'date' })}
      <TextArea label="Catatan" {...bind('catatan')} optional maxLength={2000} />
      <SaveError error={error} onReload={onReload} />
    </FormDialog>
  )
}
