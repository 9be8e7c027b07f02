import type { ComponentType } from 'react'
import type { WebModule } from '../../lib/web-module.ts'

// The panels of the modules the customer home summarises, in their order, each declared by its
// module's web twin (features/<module>/routes.tsx) and loaded beside the home page's own chunk.
export async function customerHomePanels(list: readonly WebModule[]): Promise<ComponentType[]> {
  const declared = list.flatMap((module) => (module.customerHomePanel ? [module.customerHomePanel] : []))
  return Promise.all(declared.sort((a, b) => a.order - b.order).map((panel) => panel.load()))
}
