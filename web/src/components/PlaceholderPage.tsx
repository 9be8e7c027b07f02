import { Construction } from 'lucide-react'

// For screens whose content a later release brings: the title and a short line, inside the
// layout of the area they belong to.
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <main id="main" className="page">
      <div className="container placeholder-page">
        <Construction className="placeholder-page__icon" aria-hidden="true" size={48} strokeWidth={1.5} />
        <h1>{title}</h1>
        <p>Halaman ini sedang disiapkan.</p>
      </div>
    </main>
  )
}
