import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { type AreaPrefix, paths, SERVICE_LABELS, withArea } from '../../lib/paths.ts'
import { NavDropdown } from './NavDropdown.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`

// The site's pages in the menu, in the order of spec section 2 (Home, Tentang Kami, Hubungi Kami,
// the services under Layanan), pointing inside the given area; each layout adds its own entries
// after them (Login, or the area's menu).
export function SiteMenuItems({ prefix, homeLabel = 'Home' }: { prefix: AreaPrefix; homeLabel?: ReactNode }) {
  const { pathname } = useLocation()
  const servicePaths = SERVICE_SLUGS.map((slug) => withArea(prefix, paths.service(slug)))
  return (
    <>
      <li>
        <NavLink to={withArea(prefix, paths.home)} end className={linkClass}>
          {homeLabel}
        </NavLink>
      </li>
      <li>
        <NavLink to={withArea(prefix, paths.about)} className={linkClass}>
          Tentang Kami
        </NavLink>
      </li>
      <li>
        <NavLink to={withArea(prefix, paths.contact)} className={linkClass}>
          Hubungi Kami
        </NavLink>
      </li>
      <li>
        <NavDropdown label="Layanan" active={servicePaths.includes(pathname.replace(/\/+$/, ''))}>
          {SERVICE_SLUGS.map((slug, index) => (
            <li key={slug}>
              <NavLink to={servicePaths[index]!} className={linkClass}>
                {SERVICE_LABELS[slug]}
              </NavLink>
            </li>
          ))}
        </NavDropdown>
      </li>
    </>
  )
}
