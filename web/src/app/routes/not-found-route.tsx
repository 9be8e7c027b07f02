import type { RouteObject } from 'react-router'
import NotFoundPage from '../pages/NotFoundPage.tsx'

// Every unknown path, in every area; bundled with the app so it shows even when offline.
export const notFoundRoute: RouteObject = {
  path: '*',
  Component: NotFoundPage,
  handle: { title: 'Halaman Tidak Ditemukan' },
}
