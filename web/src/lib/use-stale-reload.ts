import { useState } from 'react'
import { toast } from '../components/toast.tsx'

// The stale-version reload of a record's form (409 → Muat ulang, components/SaveError.tsx): the
// form keeps what was typed; Muat ulang reads the record again so that the next save sends the new
// version. The screen says how to read it and what to do with the fresh record; the hook holds the
// save error, whether a reload runs, and a generation the screen keys its form or its history with
// (a new one after each reload). A reload that fails shows its own error in the form.
export function useStaleReload<R>(
  read: () => Promise<R | undefined>,
  fresh: (record: R) => unknown,
  options: { notice?: string } = {},
) {
  const [saveError, setSaveError] = useState<unknown>(null)
  const [reloading, setReloading] = useState(false)
  const [generation, setGeneration] = useState(0)

  async function reload() {
    setReloading(true)
    try {
      const record = await read()
      setSaveError(null)
      setGeneration((n) => n + 1)
      if (record !== undefined) await fresh(record)
      if (options.notice) toast.success(options.notice)
    } catch (failure) {
      setSaveError(failure)
    } finally {
      setReloading(false)
    }
  }

  return { saveError, setSaveError, reloading, reload, generation }
}

// What Muat ulang tells an admin whose typing stays in the form.
export const RELOADED_KEEPING_INPUT = 'Data terbaru dimuat; isian Anda tetap. Periksa lalu simpan lagi.'
