import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.ts'

// The frame of the add and edit screens: a way back to the list, the title, the form in a panel.
export function CatalogueFormPage({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <main id="main" className="page">
      <div className="container katalog-form-page">
        <Link to={paths.admin.home} className="katalog-form-page__back">
          <ArrowLeft aria-hidden="true" size={18} />
          Kembali ke Katalog Harga
        </Link>
        <h1>{title}</h1>
        <p className="muted">{lead}</p>
        <div className="panel">{children}</div>
      </div>
    </main>
  )
}
