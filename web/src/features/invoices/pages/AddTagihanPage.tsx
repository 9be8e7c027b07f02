import PlaceholderPage from '../../../components/PlaceholderPage.tsx'

export default function AddTagihanPage() {
  return <PlaceholderPage title="Data Tagihan" />
}
