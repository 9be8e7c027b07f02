import '../identity.css'
import { Link, Navigate } from 'react-router'
import { useSession } from '../../../lib/session-store.ts'
import { LoginAside } from '../components/LoginAside.tsx'
import { LoginForm } from '../components/LoginForm.tsx'
import { landingAfterLogin } from '../redirect.ts'

export default function LoginPage() {
  const session = useSession()
  // Already signed in (in this page's memory): straight on to where a sign-in leads.
  if (session.isAuthenticated)
    return (
      <Navigate
        to={landingAfterLogin(
          session.role,
          session.user?.harus_ganti_password,
          session.user?.harus_atur_dua_langkah,
        )}
        replace
      />
    )
  return (
    <main id="main" className="page login-page">
      <div className="container login-page__grid">
        <section className="login-card" aria-labelledby="login-title">
          <h1 id="login-title">Login</h1>
          <p className="login-card__lead">
            Masuk untuk mengelola data (admin), melihat jadwal kunjungan (teknisi), atau memantau layanan Anda
            (pelanggan).
          </p>
          <LoginForm />
          <p className="login-card__help">
            Lupa password atau belum punya akun? <Link to="/contact-us">Hubungi kami</Link>.
          </p>
        </section>
        <LoginAside />
      </div>
    </main>
  )
}
