import { describe, expect, it } from 'vitest'
import { exportQuery, listKey, listQuery, readListState, writeListState } from './list-query.ts'

const filters = ['jenis_pekerjaan', 'status_aktif'] as const
const read = (query: string) => readListState(new URLSearchParams(query), filters)
const write = (query: string, change: Parameters<typeof writeListState<(typeof filters)[number]>>[2]) =>
  writeListState(new URLSearchParams(query), filters, change).toString()

describe('readListState', () => {
  it('reads search, filters and a one-based page from the address into a zero-based page', () => {
    expect(read('q=tikus&jenis_pekerjaan=kontrak&page=3')).toEqual({
      search: 'tikus',
      filters: { jenis_pekerjaan: 'kontrak', status_aktif: '' },
      page: 2,
    })
  })

  it('starts at the first page when the page is absent, zero or not a number', () => {
    expect(read('').page).toBe(0)
    expect(read('page=0').page).toBe(0)
    expect(read('page=-2').page).toBe(0)
    expect(read('page=dua').page).toBe(0)
    expect(read('page=1e9').page).toBe(0)
  })
})

describe('writeListState', () => {
  it('keeps the first page out of the address and writes later pages counted from 1', () => {
    expect(write('q=tikus', { page: 0 })).toBe('q=tikus')
    expect(write('q=tikus', { page: 4 })).toBe('q=tikus&page=5')
  })

  it('goes back to the first page when the search or a filter changes', () => {
    expect(write('q=tikus&page=4', { search: 'rayap' })).toBe('q=rayap')
    expect(write('q=tikus&page=4', { filters: { jenis_pekerjaan: 'kontrak' } })).toBe(
      'q=tikus&jenis_pekerjaan=kontrak',
    )
  })

  it('keeps the page when the search is the same once trimmed', () => {
    expect(write('q=tikus&page=4', { search: ' tikus ' })).toBe('q=tikus&page=4')
  })

  it('removes an emptied search or filter and keeps parameters that are not the list’s', () => {
    expect(
      write('tab=riwayat&q=tikus&jenis_pekerjaan=kontrak', { search: '', filters: { jenis_pekerjaan: '' } }),
    ).toBe('tab=riwayat')
  })
})

describe('the API query', () => {
  const state = read('q=tikus&status_aktif=aktif&page=2')

  it('names the search search_query, counts pages from 0 and asks for 10 rows', () => {
    expect(listQuery(state)).toEqual({ search_query: 'tikus', status_aktif: 'aktif', page: 1, limit: 10 })
  })

  it('takes the list’s own search name and caps the page size at 100', () => {
    expect(listQuery(state, { searchParam: 'nama_pelanggan', limit: 500 })).toEqual({
      nama_pelanggan: 'tikus',
      status_aktif: 'aktif',
      page: 1,
      limit: 100,
    })
  })

  it('makes an SWR key of the path and the query', () => {
    expect(listKey('/pelanggan/getData', read(''))).toEqual(['/pelanggan/getData', { page: 0, limit: 10 }])
  })

  it('exports with the same search and filters and no paging', () => {
    expect(exportQuery(state)).toEqual({ search_query: 'tikus', status_aktif: 'aktif' })
  })
})
