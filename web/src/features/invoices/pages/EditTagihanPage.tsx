import PlaceholderPage from '../../../components/PlaceholderPage.tsx'

export default function EditTagihanPage() {
  return <PlaceholderPage title="Data Tagihan" />
}
