import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ServiceView } from './components/ServiceView.tsx'
import { serviceContent } from './content/services.ts'
import { servicePages } from './service-pages.ts'

const render = (element: ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>)

describe('the service page modules', () => {
  it.each(SERVICE_SLUGS)('%s renders its own text, and no other service’s', async (slug) => {
    const { default: Page } = await servicePages[slug].load()
    const alone = render(<Page areaPrefix="/pelanggan" />)
    expect(alone).toBe(render(<ServiceView content={serviceContent[slug]} areaPrefix="/pelanggan" />))
    expect(alone).toContain(serviceContent[slug].title)
    expect(alone).toContain('href="/pelanggan/contact-us"')
    for (const other of SERVICE_SLUGS.filter((candidate) => candidate !== slug))
      expect(alone).not.toContain(serviceContent[other].lead)
    expect(servicePages[slug].source).toMatch(/^src\/features\/site\/pages\/services\/\w+Page\.tsx$/)
  })
})
