import './back-office-kit.css'
import { RotateCw } from 'lucide-react'
import { isStaleVersion } from '../lib/stale-version.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'

// What a form shows when its save failed. The form keeps what was typed either way. A save refused
// because someone else changed the record first (409, stale version) says so and offers Muat ulang,
// which the screen wires to reading the record again (so the next save sends the new version);
// any other failure shows the server's message.
export function SaveError({
  error,
  onReload,
  reloading = false,
}: {
  error: unknown
  onReload: () => void
  reloading?: boolean
}) {
  if (!error) return null
  if (isStaleVersion(error))
    return (
      <Alert tone="warning" className="save-error">
        <p>{error.message}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={onReload}
          busy={reloading}
          disabled={reloading}
          icon={<RotateCw aria-hidden="true" size={16} />}
        >
          Muat ulang
        </Button>
      </Alert>
    )
  return (
    <Alert tone="error" className="save-error">
      {error instanceof Error ? error.message : 'Terjadi kesalahan pada server, silakan coba lagi'}
    </Alert>
  )
}
