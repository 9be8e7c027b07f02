import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../lib/lazy-page.tsx'
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx'

function NeverShown() {
  return <p>tidak sampai sini</p>
}

// The fallback a visitor sees when a page fails, rendered through the real router machinery.
async function renderAt(children: RouteObject[], path: string): Promise<string> {
  const routes: RouteObject[] = [{ path: '/', ErrorBoundary: RouteErrorBoundary, children }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://test.local${path}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

describe('the routing error fallback', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the unexpected-error screen with a reload button when a page fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = await renderAt(
      [
        {
          path: 'rusak',
          loader: () => {
            throw new Error('database exploded')
          },
          Component: NeverShown,
        },
      ],
      '/rusak',
    )
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toContain('kesalahan yang tidak terduga')
    expect(html).toContain('Muat Ulang Halaman')
    expect(html).not.toContain('database exploded')
    // The detail goes to the console for whoever investigates, not onto the screen.
    expect(String(logged.mock.calls[0]?.[1])).toContain('database exploded')
  })

  it('shows the load-failure screen when a page’s code cannot be fetched', async () => {
    const html = await renderAt(
      [
        {
          path: 'hilang',
          lazy: lazyPage(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Hilang.js')),
          ),
        },
      ],
      '/hilang',
    )
    expect(html).toContain('Halaman gagal dimuat')
    expect(html).toContain('Muat Ulang Halaman')
    expect(html).not.toContain('Unexpected Application Error!')
  })
})
