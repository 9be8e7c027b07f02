// The specification keeps /register as a heading only: accounts are created by the company.
export default function RegisterPage() {
  return (
    <main id="main" className="page">
      <div className="container section">
        <h1>Daftar Akun</h1>
      </div>
    </main>
  )
}
