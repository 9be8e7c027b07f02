import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { RELOADED_KEEPING_INPUT, useStaleReload } from './use-stale-reload.ts'

// The record an edit page works on (a customer, a visit): the one read for the address's id, kept
// while the page edits it (a revalidation never replaces what is typed; another id in the address
// waits for its own read), with the stale-version reload that keeps the typing, and the page
// scrolled to its history (#riwayat, from Riwayat in the list) once the record is there.
export function useEditedRecord<R>(
  id: string,
  answer: { data?: { data: R }; isValidating: boolean },
  idOf: (record: R) => number,
  read: (id: number) => Promise<{ data: R }>,
) {
  const [loaded, setLoaded] = useState<R | null>(null)
  const record = loaded && String(idOf(loaded)) === id ? loaded : null
  if (record === null && answer.data && !answer.isValidating) setLoaded(answer.data.data)
  const stale = useStaleReload(
    async () => (record ? (await read(idOf(record))).data : undefined),
    setLoaded,
    {
      notice: RELOADED_KEEPING_INPUT,
    },
  )
  const { hash } = useLocation()
  const ready = record !== null
  useEffect(() => {
    if (ready && hash === '#riwayat') document.getElementById('riwayat')?.scrollIntoView()
  }, [ready, hash])
  return { record, setLoaded, ...stale }
}

// The record of a form on one record read once (the company profile, an invoice, a contract): the
// first answer, kept while the form edits it; Muat ulang reads it again through `mutate`, keeps
// the fresh one and tells `after` (a new idempotency key, the history read again).
export function useReloadedRecord<R>(
  answer: { data?: { data: R } | undefined; mutate: () => Promise<{ data: R } | undefined> },
  after?: (fresh: R) => unknown,
) {
  const [loaded, setLoaded] = useState<R | null>(null)
  if (loaded === null && answer.data) setLoaded(answer.data.data)
  const stale = useStaleReload(
    async () => (await answer.mutate())?.data,
    (fresh: R) => {
      setLoaded(fresh)
      after?.(fresh)
    },
  )
  return { loaded, setLoaded, ...stale }
}
