import { useEffect, useState } from 'react'
import { fetchFile } from './download.ts'

// The file a record keeps (read through /api with the session), for the edit dialog's preview;
// null while it is read, when there is none, or when it cannot be read (the dialog still works).
export function useKeptFile(path: string | null, name: string | null): { file: Blob; name: string } | null {
  const [kept, setKept] = useState<{ file: Blob; name: string } | null>(null)
  useEffect(() => {
    setKept(null)
    if (path === null || name === null) return
    const controller = { current: true }
    fetchFile(path, { fallbackName: name }).then(
      (file) => controller.current && setKept({ file: file.blob, name }),
      () => undefined,
    )
    return () => {
      controller.current = false
    }
  }, [path, name])
  return kept
}
