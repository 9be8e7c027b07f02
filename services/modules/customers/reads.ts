import type { CsvColumn } from '../../core/csv.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { Paged, PageRequest } from '../../core/paging.ts'
import { freeKodes, isKodeArea } from './codes.ts'
import { CUSTOMER_FIELD_LABELS, CUSTOMER_FIELDS, CUSTOMER_MESSAGES, type Customer } from './contract.ts'
import { type CustomerState, customerDecider } from './decider.ts'
import { CUSTOMER_STREAM_TYPE, type CustomerEvent } from './events.ts'
import {
  allFilteredCustomers,
  type CustomerFilters,
  customerChoicesJson,
  findCustomer,
  listCustomers,
  pageCustomers,
  parseCustomerId,
  usedKodeNumbers,
} from './queries.ts'

// Who may read which customer is checked before these run (permissions.ts, the route's owner check).

export async function getCustomer(deps: { db: Db }, rawId: unknown): Promise<Customer> {
  const id = parseCustomerId(rawId)
  const customer = id === null ? undefined : await findCustomer(deps.db, id)
  if (!customer) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return customer
}

export function listAllCustomers(deps: { db: Db }): Promise<Customer[]> {
  return listCustomers(deps.db)
}

// Every customer as a pick-list entry, as JSON text ready to send (see customerChoicesJson).
export function customerChoices(deps: { db: Db }): Promise<string> {
  return customerChoicesJson(deps.db)
}

export async function customerPage(
  deps: { db: Db },
  filters: CustomerFilters,
  page: PageRequest,
): Promise<Paged<Customer>> {
  return pageCustomers(deps.db, filters, page)
}

// GET export: the list with the same filters, every page, as CSV rows.
export function customerRows(deps: { db: Db }, filters: CustomerFilters): Promise<Customer[]> {
  return allFilteredCustomers(deps.db, filters)
}

export const CUSTOMER_CSV_COLUMNS: CsvColumn<Customer>[] = [
  { label: CUSTOMER_FIELD_LABELS.idpelanggan!, value: (c) => c.idpelanggan },
  ...CUSTOMER_FIELDS.map((field) => ({
    label: CUSTOMER_FIELD_LABELS[field]!,
    // The switch reads as the form's words, not true / false.
    value: (c: Customer) => (typeof c[field] === 'boolean' ? (c[field] ? 'Ya' : 'Tidak') : c[field]),
  })),
]

// GET kodeTersedia?area=sda: the pick list's free codes, then the next five beyond the highest.
export async function availableKodes(deps: { db: Db }, area: unknown): Promise<string[]> {
  if (!isKodeArea(area)) throw new ValidationError(CUSTOMER_MESSAGES.areaInvalid)
  return freeKodes(area, await usedKodeNumbers(deps.db, area))
}

const HISTORY_FIELDS = CUSTOMER_FIELDS

const JENIS: Record<string, string> = {
  CustomerCreated: 'Data dibuat',
  CustomerDetailsChanged: 'Data diubah',
  CustomerVisitFrequencyChanged: 'Periode kunjungan diubah',
  CustomerActivated: 'Diaktifkan',
  CustomerDeactivated: 'Dinonaktifkan',
  CustomerDeleted: 'Data dihapus',
}

// The customer's history, also after it was deleted; 404 for an id that never existed.
export async function customerHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseCustomerId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<CustomerState, CustomerEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: CUSTOMER_STREAM_TYPE, streamId: String(id) },
          customerDecider,
          (before, event) => {
            const after = customerDecider.evolve(before, event)
            const perubahan =
              event.type === 'CustomerDeleted' ? [] : changes(HISTORY_FIELDS, before.details, after.details!)
            return { jenis: JENIS[event.type] ?? event.type, perubahan }
          },
        )
  if (entries.length === 0) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return entries
}
