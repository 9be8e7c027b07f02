import type { ReactNode } from 'react'

// App-wide providers. The session provider joins here with the sign-in work. (SWR needs none:
// see lib/use-api.ts.)
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>
}
