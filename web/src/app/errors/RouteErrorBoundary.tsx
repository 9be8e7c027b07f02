import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isChunkLoadError } from '../../lib/lazy-page.tsx'
import NotFoundPage from '../pages/NotFoundPage.tsx'
import { ErrorScreen } from './ErrorScreen.tsx'

export function ChunkLoadErrorScreen() {
  return (
    <ErrorScreen title="Halaman gagal dimuat">
      <p>
        Sebagian kode halaman ini tidak dapat dimuat, mungkin karena koneksi internet terputus atau situs baru
        saja diperbarui. Periksa koneksi Anda, lalu muat ulang halaman.
      </p>
    </ErrorScreen>
  )
}

export function UnexpectedErrorScreen() {
  return (
    <ErrorScreen title="Unexpected Application Error!">
      <p>
        Maaf, terjadi kesalahan yang tidak terduga pada aplikasi sehingga halaman ini tidak dapat ditampilkan.
        Silakan muat ulang halaman. Jika masalah berlanjut, hubungi kami melalui WhatsApp atau telepon.
      </p>
    </ErrorScreen>
  )
}

// The router's fallback for any error while loading or showing a page (spec section 8).
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />
  console.error('unexpected application error', error)
  return <UnexpectedErrorScreen />
}
