import '../identity.css'
import { IDENTITY_MESSAGES } from '@services/modules/identity/contract.ts'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { getSession, setSession } from '../../../lib/session-store.ts'
import { useProfile } from '../api/get-profile.ts'
import { PasswordForm } from '../components/PasswordForm.tsx'
import { ProfileForm } from '../components/ProfileForm.tsx'
import { SessionsSection } from '../components/SessionsSection.tsx'
import { TwoStepSection } from '../components/TwoStepSection.tsx'
import { TEMPORARY_PASSWORD_MESSAGE } from '../messages.ts'

// The password is no longer temporary: the session and the profile forget the flag.
function passwordChanged(): void {
  const session = getSession()
  if (session.user?.harus_ganti_password)
    setSession({ ...session, user: { ...session.user, harus_ganti_password: false } })
}

// /admin-home/profil, /pelanggan/profil and /teknisi/profil: one's own name and contact details,
// password and open sessions; for an admin also two-step sign-in (ADR 0060).
export default function ProfilePage() {
  const { data, error, mutate, isLoading } = useProfile()
  const user = data?.data

  return (
    <main id="main" className="page">
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Akun</p>
          <h1>Profil Saya</h1>
          <p className="page-hero__lead">Perbarui nama dan kontak Anda, atau ganti password akun.</p>
        </div>
      </section>
      <div className="container profile-layout">
        {user ? (
          <>
            <section className="panel" aria-labelledby="profile-data-title">
              <h2 id="profile-data-title">Data Diri</h2>
              <dl className="profile-summary">
                <div>
                  <dt>Username</dt>
                  <dd>{user.username ?? 'Masuk melalui tautan akses'}</dd>
                </div>
                <div>
                  <dt>Peran</dt>
                  <dd>{user.nama_jabatan}</dd>
                </div>
              </dl>
              <ProfileForm
                key={user.id}
                user={user}
                onSaved={(saved) => void mutate({ status: 'sukses', data: saved }, { revalidate: false })}
              />
            </section>
            <section className="panel" aria-labelledby="profile-password-title">
              <h2 id="profile-password-title">Ganti Password</h2>
              {user.username === null ? (
                <Alert tone="info">{IDENTITY_MESSAGES.noPassword}</Alert>
              ) : (
                <>
                  <p className="muted">
                    Setelah password diganti, sesi Anda di perangkat lain akan diakhiri.
                  </p>
                  {user.harus_ganti_password ? (
                    <Alert tone="warning">{TEMPORARY_PASSWORD_MESSAGE}</Alert>
                  ) : null}
                  <PasswordForm
                    onChanged={() => {
                      passwordChanged()
                      void mutate(
                        { status: 'sukses', data: { ...user, harus_ganti_password: false } },
                        { revalidate: false },
                      )
                    }}
                  />
                </>
              )}
            </section>
            {user.role === 'admin' ? <TwoStepSection /> : null}
            <SessionsSection />
          </>
        ) : error && !isLoading ? (
          <div className="profile-layout__status">
            <Alert>{error.message}</Alert>
            <Button variant="secondary" onClick={() => void mutate()}>
              Coba Lagi
            </Button>
          </div>
        ) : (
          <Spinner label="Memuat profil..." size="lg" className="profile-layout__status" />
        )}
      </div>
    </main>
  )
}
