import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { Footer } from './Footer.tsx'
import { RouteProgress } from './RouteProgress.tsx'
import { ScrollToTopButton } from './ScrollToTopButton.tsx'
import { TopBar } from './TopBar.tsx'
import { WhatsAppFloat } from './WhatsAppFloat.tsx'

// What every layout shares: skip link, top bar with the area's menu, the page (which renders its
// own <main id="main">), footer, WhatsApp chat link and scroll-to-top button.
export function SiteFrame({
  homePath,
  navLabel,
  menu,
}: {
  homePath: string
  navLabel: string
  menu: ReactNode
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Langsung ke konten utama
      </a>
      <RouteProgress />
      <TopBar homePath={homePath} navLabel={navLabel}>
        {menu}
      </TopBar>
      <Outlet />
      <Footer />
      <WhatsAppFloat />
      <ScrollToTopButton />
    </>
  )
}
