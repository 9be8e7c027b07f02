import { applicationContract, METODE_OPTIONS, type Pesticide } from '@services/modules/pesticides/contract.ts'
import type { Schedule } from '@services/modules/schedules/contract.ts'
import { useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'
import { type Outcome, recordApplication } from '../application-queue.ts'

const productLabel = (product: Pesticide) =>
  `${product.nama_dagang} · ${product.nomor_registrasi}${product.terbatas ? ' · terbatas' : ''}`

const newKey = (visit: Schedule) =>
  `pemakaian-${visit.idpenjadwalan}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

// The technician records one product applied at the visit: which product (the register, with its
// registration number and whether it is restricted), how much in the product's own unit, the
// dilution and the method. Checked with the API's contract; the server's refusal (an expired
// registration, a restricted product or fumigation without a valid licence) is shown here.
export function ApplicationForm({
  visit,
  products,
  onDone,
  onCancel,
}: {
  visit: Schedule
  products: readonly Pesticide[]
  onDone: (outcome: Outcome) => Promise<void>
  onCancel: () => void
}) {
  const { values, errors, bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: applicationContract as FormContract<Record<string, unknown>>,
    initialValues: {
      idpenjadwalan: String(visit.idpenjadwalan),
      idpestisida: '',
      jumlah: '',
      pengenceran: '',
      metode: '',
    },
    fields: ['idpestisida', 'jumlah', 'pengenceran', 'metode'],
  })
  const [refused, setRefused] = useState<string | null>(null)
  const product = products.find((item) => String(item.idpestisida) === values.idpestisida)
  const formId = `pemakaian-${visit.idpenjadwalan}`

  return (
    <form
      id={formId}
      ref={formRef}
      className="pesticide-form"
      noValidate
      onSubmit={handleSubmit(async (cleaned) => {
        setRefused(null)
        try {
          const outcome = await recordApplication({
            kind: 'pemakaian',
            idempotency_key: newKey(visit),
            idpenjadwalan: visit.idpenjadwalan,
            body: {
              idpenjadwalan: visit.idpenjadwalan,
              idpestisida: cleaned.idpestisida as number,
              jumlah: cleaned.jumlah as number,
              metode: cleaned.metode as string,
              ...(cleaned.pengenceran ? { pengenceran: cleaned.pengenceran as string } : {}),
            },
            nama_dagang: product?.nama_dagang ?? 'Pestisida',
            satuan: product?.satuan ?? '',
            queuedAt: new Date().toISOString(),
          })
          await onDone(outcome)
        } catch (error) {
          setRefused(error instanceof Error ? error.message : 'Pemakaian tidak dapat dicatat')
        }
      })}
    >
      <SelectField
        label="Pestisida"
        {...bind('idpestisida')}
        required
        placeholder="Pilih pestisida"
        options={products.map((item) => ({ value: String(item.idpestisida), label: productLabel(item) }))}
        error={errors.idpestisida}
      />
      <TextField
        label={product ? `Jumlah (${product.satuan})` : 'Jumlah'}
        {...bind('jumlah')}
        required
        inputMode="decimal"
        hint="Dalam satuan produk; desimal dengan titik, mis. 2.5"
      />
      <TextField
        label="Pengenceran"
        {...bind('pengenceran')}
        optional
        maxLength={120}
        hint={product?.pengenceran ? `Anjuran label: ${product.pengenceran}` : undefined}
      />
      <SelectField
        label="Metode"
        {...bind('metode')}
        required
        placeholder="Pilih metode"
        options={METODE_OPTIONS}
      />
      {refused ? <Alert tone="error">{refused}</Alert> : null}
      <div className="pesticide-form__actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan pemakaian'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Batal
        </Button>
      </div>
    </form>
  )
}
