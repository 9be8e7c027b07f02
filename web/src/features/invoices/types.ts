import type { Invoice } from '@services/modules/invoices/contract.ts'

export type Tagihan = Invoice
