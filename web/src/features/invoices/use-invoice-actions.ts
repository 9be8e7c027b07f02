import type { Invoice } from '@services/modules/invoices/contract.ts'
import { useState } from 'react'
import { mutate as mutateKey } from 'swr'
import { toast } from '../../components/toast.tsx'
import { downloadFile } from '../../lib/download.ts'
import { cancelInvoice, setPayment } from './api/invoices-api.ts'
import { newIdempotencyKey } from './idempotency-key.ts'

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)
const historyKey = (invoice: Invoice) => `/tagihan/history/${invoice.idtagihan}`

// The row actions of the invoice list that change an invoice: each says what it did (toast) and
// reads the list again, so a refusal for a stale version (409) leaves the current version on
// screen for the next attempt.
export function useInvoiceActions(refreshList: () => Promise<unknown>) {
  const [paying, setPaying] = useState<Invoice | null>(null)
  const [payError, setPayError] = useState<unknown>(null)
  const [payKey, setPayKey] = useState(newIdempotencyKey)
  const [reversing, setReversing] = useState<Invoice | null>(null)
  const [cancelling, setCancelling] = useState<Invoice | null>(null)
  const [busy, setBusy] = useState(false)

  async function afterChange(invoice: Invoice) {
    void mutateKey(historyKey(invoice))
    await refreshList()
  }

  return {
    paying,
    payError,
    startPayment(invoice: Invoice) {
      setPayError(null)
      setPayKey(newIdempotencyKey())
      setPaying(invoice)
    },
    closePayment: () => setPaying(null),
    async reloadPayment() {
      setPayError(null)
      setPaying(null)
      await refreshList()
    },
    async recordPayment(change: { tanggal_bayar: string; bukti: File | null }) {
      if (!paying) return
      setPayError(null)
      try {
        const answer = await setPayment(paying, { status_pembayaran: 'lunas', ...change }, payKey)
        toast.success(`Pembayaran ${answer.data.nomor_tagihan} dicatat`)
        setPaying(null)
        await afterChange(paying)
      } catch (error) {
        setPayError(error)
        toast.error(messageOf(error, 'Gagal mencatat pembayaran'))
        throw error
      }
    },
    reversing,
    setReversing,
    async reversePayment() {
      const target = reversing
      if (!target) return
      setBusy(true)
      try {
        const answer = await setPayment(target, { status_pembayaran: 'belum lunas' }, newIdempotencyKey())
        toast.success(`Pembayaran ${answer.data.nomor_tagihan} dibatalkan`)
      } catch (error) {
        toast.error(messageOf(error, 'Gagal membatalkan pembayaran'))
      } finally {
        setBusy(false)
        setReversing(null)
      }
      await afterChange(target)
    },
    cancelling,
    setCancelling,
    async cancelInvoice() {
      const target = cancelling
      if (!target) return
      setBusy(true)
      try {
        await cancelInvoice(target)
        toast.success(`Tagihan ${target.nomor_tagihan} dibatalkan`)
      } catch (error) {
        toast.error(messageOf(error, 'Gagal membatalkan tagihan'))
      } finally {
        setBusy(false)
        setCancelling(null)
      }
      await afterChange(target)
    },
    busy,
    async downloadPdf(invoice: Invoice) {
      try {
        const name = await downloadFile(`/tagihan/pdf/${invoice.idtagihan}`, {
          fallbackName: `${invoice.nomor_tagihan.replaceAll('/', '-')}.pdf`,
          fallbackMessage: 'Gagal membuat PDF tagihan',
        })
        toast.success(`PDF ${name} diunduh`)
      } catch (error) {
        toast.error(messageOf(error, 'Gagal mengunduh PDF tagihan'))
      }
    },
  }
}
