import { JENIS_PEKERJAAN_OPTIONS, PERIODE_KUNJUNGAN_OPTIONS } from '@services/modules/customers/contract.ts'
import type { Prospect } from '@services/modules/prospects/contract.ts'
import { conversionContract } from '@services/modules/prospects/conversion-contract.ts'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useRulesForm } from '../../../lib/use-rules-form.ts'

type Cleaned = ReturnType<typeof conversionContract.parse>

// Converts a prospect into a customer: the customer's code and visit frequency, and the prospect's
// address and job type to confirm; the server takes the rest from the prospect.
export function ConversionDialog({
  prospect,
  onClose,
  onConvert,
  error,
}: {
  prospect: Prospect
  onClose: () => void
  onConvert: (values: Cleaned) => Promise<void>
  error: unknown
}) {
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: conversionContract,
    initialValues: () => ({
      kode_pelanggan: '',
      periode_kunjungan: '',
      nama_pelanggan: prospect.nama,
      alamat: prospect.alamat,
      jenis_pekerjaan: prospect.jenis_pekerjaan,
    }),
    fields: ['kode_pelanggan', 'periode_kunjungan', 'nama_pelanggan', 'alamat', 'jenis_pekerjaan'],
  })
  const formId = `konversi-${prospect.idpemesanan}`
  return (
    <FormDialog
      title={`Jadikan Pelanggan: ${prospect.nama}`}
      formId={formId}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onConvert))}
      saving={saving}
      submitLabel="Jadikan Pelanggan"
    >
      <TextField label="Kode Pelanggan" {...bind('kode_pelanggan')} required hint="Contoh: TTSG-sda-028" />
      <SelectField
        label="Periode Kunjungan"
        {...bind('periode_kunjungan')}
        required
        placeholder="Pilih"
        options={PERIODE_KUNJUNGAN_OPTIONS}
      />
      <TextField label="Nama Pelanggan" {...bind('nama_pelanggan')} />
      <TextField label="Alamat" {...bind('alamat')} />
      <SelectField
        label="Jenis Pekerjaan"
        {...bind('jenis_pekerjaan')}
        placeholder="Pilih"
        options={JENIS_PEKERJAAN_OPTIONS}
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
