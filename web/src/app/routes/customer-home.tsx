import type { ComponentType } from 'react'
import CustomerHomePage from '../../features/identity/pages/CustomerHomePage.tsx'

// The customer home with the panels of the modules it summarises (customer-home-panels.ts, from
// the web module list), in their order. Composed here, in the app, because no feature imports
// another: the home (identity) and each panel's module stay apart.
export default function CustomerHome({ panels }: { panels: ComponentType[] }) {
  return (
    <CustomerHomePage
      summary={panels.map((Panel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once loaded, never reordered
        <Panel key={index} />
      ))}
    />
  )
}
