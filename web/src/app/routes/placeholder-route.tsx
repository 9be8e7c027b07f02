import type { RouteObject } from 'react-router'
import PlaceholderPage from '../../components/PlaceholderPage.tsx'

// A screen whose content a later issue brings: its title and a line saying it is being prepared,
// inside the layout of its area.
export function placeholderRoute(path: string, title: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} />, handle: { title } }
}
