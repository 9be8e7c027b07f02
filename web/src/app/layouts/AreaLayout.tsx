import type { Role } from '@services/core/access.ts'
import { useEffect } from 'react'
import { PanelsProvider } from '../../lib/panels.tsx'
import type { AreaPrefix } from '../../lib/paths.ts'
import { RequireRole } from '../guard.tsx'
import { AccountMenu } from './AccountMenu.tsx'
import { AREA_PANELS, type AreaMenu } from './area-menus.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteMenuItems } from './SiteMenuItems.tsx'

// A signed-in area, open to one role: the site's pages (links kept under `prefix`) in the menu,
// then the area's own entries and Logout under its account dropdown; the modules' panels on one
// another's screens (lib/panels.tsx) are provided to its pages.
export function AreaLayout({
  requiredRole,
  homePath,
  prefix,
  navLabel,
  menu,
  manifest,
}: {
  requiredRole: Role
  homePath: string
  prefix: AreaPrefix
  navLabel: string
  menu: AreaMenu
  // The area's web app manifest: a phone can install the area as an app from its pages.
  manifest?: string
}) {
  useManifest(manifest)
  return (
    <RequireRole requiredRole={requiredRole}>
      <PanelsProvider value={AREA_PANELS}>
        <SiteFrame
          homePath={homePath}
          navLabel={navLabel}
          menu={
            <>
              <SiteMenuItems prefix={prefix} />
              <AccountMenu menu={menu} />
            </>
          }
        />
      </PanelsProvider>
    </RequireRole>
  )
}

function useManifest(href: string | undefined) {
  useEffect(() => {
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = href
    document.head.append(link)
    return () => link.remove()
  }, [href])
}
