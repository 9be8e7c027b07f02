import { useNavigation } from 'react-router'

// A thin bar while the next page's code loads; screen readers hear the new page instead.
export function RouteProgress() {
  const navigation = useNavigation()
  return navigation.state === 'idle' ? null : <div className="route-progress" aria-hidden="true" />
}
