import '../customers.css'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.ts'

// The frame of the add and edit screens: the way back to the list, the title, the form in a panel.
export function CustomerFormPage({
  title,
  children,
  after,
}: {
  title: string
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <main id="main" className="page">
      <div className="container customer-form-page">
        <Link to={paths.admin.pelanggan} className="back-link">
          <ArrowLeft aria-hidden="true" size={18} />
          Kembali ke Data Pelanggan
        </Link>
        <h1>{title}</h1>
        <p className="muted">Kolom bertanda wajib harus diisi.</p>
        <div className="panel">{children}</div>
        {after}
      </div>
    </main>
  )
}
