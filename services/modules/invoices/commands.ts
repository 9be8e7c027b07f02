import type { Transaction } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { type Caller, runOnce } from '../../core/event-sourcing/idempotency.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import { takeYearlyNumber, yearlyNumber } from '../../core/event-sourcing/yearly-numbers.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  type UploadedFile,
} from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { CoreTables, EventMetadata } from '../../core/tables.ts'
import { COMPANY_PROFILE_MESSAGES, getCompanyProfile } from '../company-profile/index.ts'
import { getContract } from '../contracts/index.ts'
import { findCustomer } from '../customers/index.ts'
import { findSchedule } from '../schedules/index.ts'
import {
  DEFAULT_TERM_DAYS,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceValues,
  type TagihanInput,
} from './contract.ts'
import { invoiceDecider, type ProofFile } from './decider.ts'
import { INVOICE_STREAM_TYPE } from './events.ts'
import { findInvoice, findInvoiceProof } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore }

// Who runs the command: the idempotency key belongs to this actor.
export type { Caller }

export const parseInvoiceId = parseRecordId

export async function getInvoice(deps: { db: DbOrTrx }, rawId: unknown): Promise<Invoice> {
  const id = parseInvoiceId(rawId)
  const invoice = id === null ? undefined : await findInvoice(deps.db, id)
  if (invoice === undefined) throw new NotFoundError(INVOICE_MESSAGES.notFound)
  return invoice
}

export const invoiceNumber = yearlyNumber('INV')
export const invoiceNumbering = {
  counter: 'invoice_numbers',
  sequence: 'invoices_idtagihan_seq',
  number: invoiceNumber,
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// The body as the decider takes it: dates defaulted (today in Asia/Jakarta and 14 days later, or
// on a change the invoice's own dates), optional fields filled.
export function invoiceValues(body: TagihanInput, current?: Invoice, today = todayJakarta()): InvoiceValues {
  const tanggal_tagihan = body.tanggal_tagihan ?? current?.tanggal_tagihan ?? today
  const jatuh_tempo =
    body.jatuh_tempo ??
    (current !== undefined && body.tanggal_tagihan === undefined
      ? current.jatuh_tempo
      : addDays(tanggal_tagihan, DEFAULT_TERM_DAYS))
  return {
    idpelanggan: body.idpelanggan,
    idkontrak: body.idkontrak ?? null,
    idpenjadwalan: body.idpenjadwalan ?? null,
    tanggal_tagihan,
    jatuh_tempo,
    items: body.items.map((item) => ({
      deskripsi: item.deskripsi,
      jumlah: item.jumlah,
      satuan: item.satuan,
      harga_satuan: item.harga_satuan,
      idkatalog_harga: item.idkatalog_harga ?? null,
    })),
    diskon: body.diskon ?? 0,
    potong_pph23: body.potong_pph23 ?? false,
    catatan: body.catatan ?? '',
  }
}

const refused = (field: string, message: string) => new ValidationError(message, { [field]: message })

// The customer must exist; a contract or a visit, when named, must exist and be that customer's.
async function checkReferences(db: Db, values: InvoiceValues): Promise<void> {
  if ((await findCustomer(db, values.idpelanggan)) === undefined) {
    throw refused('idpelanggan', INVOICE_MESSAGES.customerNotFound)
  }
  if (values.idpenjadwalan !== null) {
    const visit = await findSchedule(db, values.idpenjadwalan)
    if (visit === undefined) throw refused('idpenjadwalan', INVOICE_MESSAGES.scheduleNotFound)
    if (visit.idpelanggan !== values.idpelanggan) {
      throw refused('idpenjadwalan', INVOICE_MESSAGES.scheduleOfOther)
    }
  }
  if (values.idkontrak === null) return
  const contract = await getContract({ db }, values.idkontrak).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw refused('idkontrak', INVOICE_MESSAGES.contractNotFound)
    throw error
  })
  if (contract.idpelanggan !== values.idpelanggan)
    throw refused('idkontrak', INVOICE_MESSAGES.contractOfOther)
}

// The PPN rate of the company profile at issue time: 0 unless the company is a PKP.
async function ppnRate(db: Db): Promise<number> {
  const profile = await getCompanyProfile({ db }).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new ValidationError(COMPANY_PROFILE_MESSAGES.notSet)
    throw error
  })
  return profile.pkp ? profile.ppn_persen : 0
}

// The number counter of the year of tanggal_tagihan is raised inside the transaction that appends
// InvoiceIssued (and stores the idempotency key's answer): concurrent issues of one year queue on
// its row, and an issue that fails rolls its number back, so the numbers of a year run 0001, 0002,
// ... without gaps. A retry with the same key answers the first invoice and takes no number.
export async function issueInvoice(deps: Deps, values: InvoiceValues, caller: Caller): Promise<Invoice> {
  await checkReferences(deps.db, values)
  const ppn_persen = await ppnRate(deps.db)
  // Refused input must take no number: decide once before the transaction (pure, cheap).
  invoiceDecider.decide(
    { type: 'IssueInvoice', idtagihan: 0, nomor_tagihan: '', ppn_persen, values },
    invoiceDecider.initialState(),
  )
  const { result } = await runOnce(
    deps.db,
    { key: caller.idempotencyKey, actor: caller.actor, operation: 'tagihan.createData' },
    async (trx) => {
      const taken = await takeYearlyNumber(trx, invoiceNumbering, Number(values.tanggal_tagihan.slice(0, 4)))
      const idtagihan = taken.id
      const events = invoiceDecider.decide(
        {
          type: 'IssueInvoice',
          idtagihan,
          nomor_tagihan: taken.nomor,
          ppn_persen,
          values,
        },
        invoiceDecider.initialState(),
      )
      await deps.eventStore.append(
        {
          streamType: INVOICE_STREAM_TYPE,
          streamId: String(idtagihan),
          expectedVersion: 0,
          events,
          metadata: caller.metadata,
        },
        trx,
      )
      return getInvoice({ db: trx }, idtagihan)
    },
  )
  return result
}

const target = recordStream(INVOICE_STREAM_TYPE, INVOICE_MESSAGES.notFound)

export async function changeInvoice(
  deps: Deps,
  rawId: unknown,
  body: TagihanInput,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Invoice> {
  const where = target(rawId, expectedVersion, metadata)
  const current = await getInvoice(deps, where.id)
  const values = invoiceValues(body, current)
  await checkReferences(deps.db, values)
  await handleCommand(deps.eventStore, invoiceDecider, where, { type: 'ChangeInvoice', values })
  return getInvoice(deps, where.id)
}

export type PaymentChange =
  | { status_pembayaran: 'lunas'; tanggal_bayar: string | undefined; bukti: ProofFile | null }
  | { status_pembayaran: 'belum lunas' }

// `lunas` records a payment (date required), `belum lunas` reverses the recorded one. With an
// idempotency key a retry answers the first result; `recorded` says whether this call wrote.
export async function recordPayment(
  deps: Deps,
  rawId: unknown,
  change: PaymentChange,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<{ invoice: Invoice; recorded: boolean }> {
  const where = target(rawId, expectedVersion, caller.metadata)
  if (change.status_pembayaran === 'lunas' && change.tanggal_bayar === undefined) {
    throw refused('tanggal_bayar', INVOICE_MESSAGES.paymentDateRequired)
  }
  const command =
    change.status_pembayaran === 'lunas'
      ? {
          type: 'RecordPayment' as const,
          tanggal_bayar: change.tanggal_bayar!,
          today: todayJakarta(),
          bukti: change.bukti,
        }
      : { type: 'ReversePayment' as const }
  let recorded = false
  const { result, replayed } = await runOnce(
    deps.db,
    { key: caller.idempotencyKey, actor: caller.actor, operation: `tagihan.editStatus:${where.id}` },
    async (trx: Transaction<CoreTables>) => {
      const done = await handleCommand(
        deps.eventStore,
        invoiceDecider,
        { ...where, transaction: trx },
        command,
      )
      recorded = done.events.length > 0
      return getInvoice({ db: trx }, where.id)
    },
  )
  return { invoice: result, recorded: recorded && !replayed }
}

// editStatus: the payment with the proof the route uploaded into the file store, kept only with a
// payment this call records (a reversal, a refusal, a stale version or a replay removes it).
export async function changePayment(
  deps: Deps & { files: FileStore },
  rawId: unknown,
  change: {
    status_pembayaran: 'lunas' | 'belum lunas'
    tanggal_bayar?: string | undefined
    bukti: UploadedFile | null
  },
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<Invoice> {
  const proof = change.status_pembayaran === 'lunas' ? change.bukti : null
  if (change.bukti && proof === null) await deps.files.discard(change.bukti.key)
  return keepOnlyIfDone(deps.files, [proof], async () => {
    const bukti =
      proof === null
        ? null
        : { file_key: proof.key, nama_file: proof.name, tipe: proof.type, ukuran: proof.size }
    const payment: PaymentChange =
      change.status_pembayaran === 'lunas'
        ? { status_pembayaran: 'lunas', tanggal_bayar: change.tanggal_bayar, bukti }
        : { status_pembayaran: 'belum lunas' }
    const { invoice, recorded } = await recordPayment(deps, rawId, payment, expectedVersion, caller)
    if (!recorded) await deps.files.discard(proof?.key)
    return invoice
  })
}

// GET /api/tagihan/bukti/{id}: the payment's proof as the admin uploaded it.
export async function invoiceProof(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const id = parseInvoiceId(rawId)
  const stored = id === null ? undefined : await findInvoiceProof(deps.db, id)
  if (stored === undefined) throw new NotFoundError(INVOICE_MESSAGES.notFound)
  if (stored.bukti_key === null) throw new NotFoundError(INVOICE_MESSAGES.noProof)
  return {
    type: stored.bukti_tipe ?? 'application/octet-stream',
    name: stored.bukti_nama ?? 'bukti-bayar',
    ...(await streamedContent(deps.files, stored.bukti_key)),
  }
}

// Cancelling keeps the invoice and its number, as `batal`.
export async function cancelInvoice(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Invoice> {
  const where = target(rawId, expectedVersion, metadata)
  await handleCommand(deps.eventStore, invoiceDecider, where, { type: 'CancelInvoice', idtagihan: where.id })
  return getInvoice(deps, where.id)
}
