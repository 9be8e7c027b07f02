import '../identity.css'
import { AccessLinkForm } from '../components/AccessLinkForm.tsx'

// /admin-home/tautanAkses: links that sign a customer or technician in without a password
// (spec section 7, generateToken and generateTeknisi).
export default function AccessLinksPage() {
  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Admin</p>
          <h1>Tautan Akses</h1>
          <p className="page-hero__lead">
            Buat tautan masuk untuk pelanggan atau teknisi, lalu kirimkan lewat WhatsApp. Tautan baru mencabut
            tautan sebelumnya untuk orang yang sama.
          </p>
        </div>
      </section>
      <div className="container access-links">
        <AccessLinkForm owner="pelanggan" />
        <AccessLinkForm owner="teknisi" />
      </div>
    </main>
  )
}
