import { SightingsPage } from './SightingsPage.tsx'

// /admin-home/lokasi/{id}/penampakan: the site's sightings to follow up and its QR poster.
export default function AdminSightingsPage() {
  return <SightingsPage area="admin" />
}
