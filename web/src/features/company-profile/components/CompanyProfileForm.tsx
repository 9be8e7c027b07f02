import {
  COMPANY_PROFILE_MESSAGES,
  type CompanyProfile,
  companyProfileContract,
} from '@services/modules/company-profile/contract.ts'
import { Save } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useRulesForm } from '../../../lib/use-rules-form.ts'

export type CompanyProfileFormValues = {
  nama_perusahaan: string
  alamat: string
  npwp: string
  pkp: string
  ppn_persen: string
  nama_bank: string
  nomor_rekening: string
  atas_nama_rekening: string
  penandatangan_nama: string
  penandatangan_jabatan: string
}

const FIELDS = [
  'nama_perusahaan',
  'alamat',
  'npwp',
  'pkp',
  'ppn_persen',
  'nama_bank',
  'nomor_rekening',
  'atas_nama_rekening',
  'penandatangan_nama',
  'penandatangan_jabatan',
] as const

export const valuesOf = (profile: CompanyProfile): CompanyProfileFormValues => ({
  nama_perusahaan: profile.nama_perusahaan,
  alamat: profile.alamat,
  npwp: profile.npwp,
  pkp: String(profile.pkp),
  ppn_persen: String(profile.ppn_persen),
  nama_bank: profile.nama_bank,
  nomor_rekening: profile.nomor_rekening,
  atas_nama_rekening: profile.atas_nama_rekening,
  penandatangan_nama: profile.penandatangan_nama,
  penandatangan_jabatan: profile.penandatangan_jabatan,
})

// The first profile of a new company (production starts without one): every field empty, PKP not
// yet chosen, so the admin states each value instead of saving a guess.
export const EMPTY_VALUES: CompanyProfileFormValues = {
  nama_perusahaan: '',
  alamat: '',
  npwp: '',
  pkp: '',
  ppn_persen: '',
  nama_bank: '',
  nomor_rekening: '',
  atas_nama_rekening: '',
  penandatangan_nama: '',
  penandatangan_jabatan: '',
}

// The PPN rate a PKP charges today; choosing PKP with no rate yet (or the 0 of "Bukan PKP") starts
// there, and the admin may still change it.
const STANDARD_PPN = '11'

const PKP_OPTIONS = [
  { value: 'true', label: 'Ya, PKP (memungut PPN)' },
  { value: 'false', label: 'Bukan PKP (PPN 0%)' },
]

// The company's details that invoices print, checked with the API's own contract. A company that is
// not a PKP charges no PPN: choosing "Bukan PKP" sets the rate to 0 and the rate cannot be changed
// until PKP is chosen again (the API refuses any other rate with the same message).
export function CompanyProfileForm({
  initial,
  onSubmit,
  saveError,
  onReload,
  reloading,
}: {
  initial: CompanyProfileFormValues
  onSubmit: (body: Record<string, unknown>) => Promise<void>
  saveError: unknown
  onReload: () => void
  reloading: boolean
}) {
  const { values, setValues, bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: companyProfileContract,
    initialValues: initial,
    fields: FIELDS,
    validate: (next): Record<string, string> =>
      next.pkp === 'false' && next.ppn_persen.trim() !== '0'
        ? { ppn_persen: COMPANY_PROFILE_MESSAGES.ppnWithoutPkp }
        : {},
  })
  const notPkp = values.pkp === 'false'
  const text = (
    field: Exclude<(typeof FIELDS)[number], 'alamat' | 'pkp'>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => <TextField label={label} {...bind(field)} required {...extra} />
  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={handleSubmit(async (cleaned) => {
        await onSubmit(cleaned as Record<string, unknown>)
      })}
    >
      <fieldset className="company-form__group">
        <legend>Identitas</legend>
        {text('nama_perusahaan', 'Nama Perusahaan', { autoComplete: 'organization' })}
        <TextArea label="Alamat" {...bind('alamat')} required rows={3} />
      </fieldset>
      <fieldset className="company-form__group">
        <legend>Pajak</legend>
        {text('npwp', 'NPWP', { hint: '15 atau 16 digit, mis. 01.234.567.8-123.000', inputMode: 'numeric' })}
        <RadioGroup
          label="Status PKP"
          {...bind('pkp')}
          required
          options={PKP_OPTIONS}
          onChange={(event) => {
            const pkp = event.target.value
            const rate = values.ppn_persen.trim()
            const ppn_persen =
              pkp === 'false' ? '0' : rate === '' || rate === '0' ? STANDARD_PPN : values.ppn_persen
            setValues({ ...values, pkp, ppn_persen })
          }}
        />
        {text('ppn_persen', 'Tarif PPN (%)', {
          inputMode: 'numeric',
          readOnly: notPkp,
          hint: notPkp
            ? 'Perusahaan bukan PKP: PPN 0%.'
            : 'Dipakai untuk tagihan baru; tagihan yang sudah terbit tetap dengan tarifnya.',
        })}
      </fieldset>
      <fieldset className="company-form__group">
        <legend>Rekening Pembayaran</legend>
        {text('nama_bank', 'Nama Bank')}
        {text('nomor_rekening', 'Nomor Rekening', { inputMode: 'numeric' })}
        {text('atas_nama_rekening', 'Atas Nama Rekening')}
      </fieldset>
      <fieldset className="company-form__group">
        <legend>Penandatangan Tagihan</legend>
        {text('penandatangan_nama', 'Nama Penandatangan')}
        {text('penandatangan_jabatan', 'Jabatan Penandatangan')}
      </fieldset>
      <SaveError error={saveError} onReload={onReload} reloading={reloading} />
      <div className="form__actions">
        <Button type="submit" icon={<Save aria-hidden="true" size={18} />} busy={saving} disabled={saving}>
          Simpan Profil Perusahaan
        </Button>
      </div>
    </form>
  )
}
