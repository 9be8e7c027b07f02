import { useEffect, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { api } from '../../../lib/api-client.ts'

// /admin-home/antrean: the queue board (Bull Board at /antrean) is a page outside the SPA that a
// browser opens with cookies, not with the SPA's bearer token; so this asks the API for the board's
// short-lived cookie (POST /api/antrean/sesi), then leaves for the board.
export default function QueueBoardPage() {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let left = false
    api
      .post<{ data: { alamat: string } }>('/antrean/sesi')
      .then((answer) => {
        if (!left) window.location.assign(answer.data.alamat)
      })
      .catch((failure: unknown) => {
        if (!left) setError(failure instanceof Error ? failure.message : 'Papan antrean tidak dapat dibuka')
      })
    return () => {
      left = true
    }
  }, [])
  return (
    <main id="main" className="page">
      <div className="container">
        <h1>Antrean Pekerjaan</h1>
        {error ? <Alert tone="error">{error}</Alert> : <Spinner label="Membuka papan antrean..." />}
      </div>
    </main>
  )
}
