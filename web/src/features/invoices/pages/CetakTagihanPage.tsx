import PlaceholderPage from '../../../components/PlaceholderPage.tsx'

export default function CetakTagihanPage() {
  return <PlaceholderPage title="Data Tagihan" />
}
