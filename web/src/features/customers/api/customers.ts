import type { Customer, KodeArea } from '@services/modules/customers/contract.ts'
import { mutate } from 'swr'
import { type ApiSuccess, api, type SwrKey } from '../../../lib/api-client.ts'
import { ADD_FAILED_MESSAGE } from '../../../lib/save-fallback.ts'
import { READ_ONCE, useApi } from '../../../lib/use-api.ts'

export const LIST_PATH = '/pelanggan/getData'

const customerKey = (id: string): SwrKey => `/pelanggan/getData/${encodeURIComponent(id)}`

// GET /api/pelanggan/getData/{id}: the record an edit form is filled from, read fresh and never
// reloaded behind the admin's back while typing.
export function useCustomer(id: string) {
  return useApi<ApiSuccess<Customer>>(customerKey(id), READ_ONCE)
}

export function readCustomer(id: string | number) {
  return api.get<ApiSuccess<Customer>>(`/pelanggan/getData/${id}`)
}

// GET /api/pelanggan/kodeTersedia?area=: the free codes the add form offers.
export function useFreeKodes(area: KodeArea) {
  return useApi<ApiSuccess<string[]>>(['/pelanggan/kodeTersedia', { area }], { dedupingInterval: 0 })
}

type Body = Record<string, unknown>

export function createCustomer(body: Body) {
  return api.post<ApiSuccess<Customer>>('/pelanggan/createData', body, {
    fallbackMessage: ADD_FAILED_MESSAGE,
  })
}

export function updateCustomer(id: number, body: Body) {
  return api.put<ApiSuccess<Customer>>(`/pelanggan/updateData/${id}`, body)
}

export function setCustomerStatus(id: number, status_aktif: Customer['status_aktif'], version: number) {
  return api.put<ApiSuccess<Customer>>(`/pelanggan/editStatus/${id}`, { status_aktif, version })
}

export function deleteCustomer(id: number) {
  return api.delete<ApiSuccess<null>>(`/pelanggan/deleteData/${id}`)
}

// After a change: every page of the list shown reads again.
export function reloadCustomerLists(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === LIST_PATH)
}
