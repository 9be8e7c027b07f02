import PlaceholderPage from '../../../components/PlaceholderPage.tsx'

export default function TagihanPage() {
  return <PlaceholderPage title="Data Tagihan" />
}
