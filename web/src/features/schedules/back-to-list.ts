import { useLocation } from 'react-router'
import { paths } from '../../lib/paths.ts'

// The list's address (its search, filters, page, tab) travels to the add and edit pages in the
// navigation state, so saving or Batal returns to the same list.
export type ListReturnState = { listSearch?: string }

export const listReturnState = (search: string): ListReturnState => ({ listSearch: search })

export function useListAddress(): string {
  const state = useLocation().state as ListReturnState | null
  const search = state?.listSearch ?? ''
  return `${paths.admin.penjadwalan}${search.startsWith('?') ? search : ''}`
}
