import type { Invoice } from '@services/modules/invoices/contract.ts'
import {
  INVOICE_MESSAGES,
  PAYMENT_PROOF_MAX_BYTES,
  pembayaranContract,
} from '@services/modules/invoices/contract.ts'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatDate, formatRupiah } from '../../../lib/format.ts'
import { todayInJakarta } from '../form-values.ts'

const PROOF_TYPES = /\.(jpe?g|png|pdf)$/i

// Records the payment of an invoice: the date it was paid (today unless changed; not before the
// invoice, not in the future) and, optionally, the proof (jpg, png or pdf up to 5 Mb), sent as
// multipart with the payment.
export function PaymentDialog({
  invoice,
  onClose,
  onSubmit,
  saveError,
  onReload,
}: {
  invoice: Invoice
  onClose: () => void
  onSubmit: (change: { tanggal_bayar: string; bukti: File | null }) => Promise<void>
  saveError: unknown
  onReload: () => void
}) {
  const today = todayInJakarta()
  const [tanggal, setTanggal] = useState(today)
  const [bukti, setBukti] = useState<File | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  function check(date: string, file: File | null): Record<string, string> {
    const found: Record<string, string> = {
      ...pembayaranContract.validate({ status_pembayaran: 'lunas', tanggal_bayar: date }),
    }
    if (!date) found.tanggal_bayar = INVOICE_MESSAGES.paymentDateRequired
    else if (!found.tanggal_bayar && date < invoice.tanggal_tagihan)
      found.tanggal_bayar = INVOICE_MESSAGES.paymentBeforeInvoice
    else if (!found.tanggal_bayar && date > today) found.tanggal_bayar = INVOICE_MESSAGES.paymentInFuture
    if (file && !PROOF_TYPES.test(file.name)) found.bukti_bayar = INVOICE_MESSAGES.proofType
    else if (file && file.size > PAYMENT_PROOF_MAX_BYTES) found.bukti_bayar = INVOICE_MESSAGES.proofTooLarge
    return found
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const found = check(tanggal, bukti)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await onSubmit({ tanggal_bayar: tanggal, bukti })
    } catch {
      // Shown by SaveError; the dialog keeps what was chosen.
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title={`Catat Pembayaran ${invoice.nomor_tagihan}`}
      formId="payment-form"
      formRef={formRef}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel="Catat Pembayaran"
    >
      <p>
        {invoice.nama_pelanggan} · jumlah dibayar <strong>{formatRupiah(invoice.jumlah_dibayar)}</strong> ·
        tanggal tagihan {formatDate(invoice.tanggal_tagihan)}
      </p>
      <DatePickerField
        label="Tanggal Bayar"
        name="tanggal_bayar"
        required
        value={tanggal}
        minValue={invoice.tanggal_tagihan}
        maxValue={today}
        onChange={(value) => {
          setTanggal(value)
          if (errors.tanggal_bayar) setErrors(check(value, bukti))
        }}
        error={errors.tanggal_bayar}
      />
      <TextField
        label="Bukti Bayar"
        name="bukti_bayar"
        type="file"
        optional
        accept=".jpg,.jpeg,.png,.pdf"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0] ?? null
          setBukti(file)
          setErrors(check(tanggal, file))
        }}
        error={errors.bukti_bayar}
        hint="jpg, png atau pdf, maksimal 5 Mb"
      />
      <SaveError error={saveError} onReload={onReload} />
    </FormDialog>
  )
}
