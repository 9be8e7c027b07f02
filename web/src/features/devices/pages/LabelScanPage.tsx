import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { renewSession } from '../../../lib/session.ts'

// /p/{kode}: where a device's QR label leads (ADR 0076). Signed in as a technician: the reading
// form of the technician's open visit today at the device's site, else the device in the
// technician's area; as the admin: the device's page; as a customer: its sites; signed out:
// the sign-in, which comes back here.
export default function LabelScanPage() {
  const { kode = '' } = useParams()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void (async () => {
      const session = await renewSession().catch(() => null)
      if (!live) return
      if (!session?.isAuthenticated) {
        navigate(`${paths.login}?lanjut=${encodeURIComponent(paths.perangkatLabel(kode))}`, { replace: true })
      } else if (session.role === 'teknisi') {
        // An open visit today at the device's site opens its reading form; else the device's page
        // (also when the phone cannot ask: the page says what it can).
        const visit = await api
          .get<ApiSuccess<{ idpenjadwalan: number | null; kode_pendek: string }>>(
            `/pemeriksaan/label/${encodeURIComponent(kode)}`,
          )
          .then((answer) => answer.data)
          .catch(() => null)
        if (!live) return
        navigate(
          visit?.idpenjadwalan
            ? `${paths.teknisi.pemeriksaan(visit.idpenjadwalan)}?perangkat=${encodeURIComponent(visit.kode_pendek)}`
            : paths.teknisi.perangkat(kode),
          { replace: true },
        )
      } else if (session.role === 'pelanggan') {
        navigate(paths.pelanggan.lokasi, { replace: true })
      } else {
        try {
          const found = await api.get<ApiSuccess<{ idperangkat: number }>>(
            `/perangkat/kode/${encodeURIComponent(kode)}`,
          )
          if (live) navigate(paths.admin.perangkatDetail(found.data.idperangkat), { replace: true })
        } catch (error) {
          if (live) setProblem(error instanceof Error ? error.message : 'Kode perangkat tidak dikenal')
        }
      }
    })()
    return () => {
      live = false
    }
  }, [kode, navigate])
  return (
    <main id="main" className="page container">
      <h1>Label perangkat {kode}</h1>
      {problem ? <p role="alert">{problem}</p> : <Spinner label="Membuka perangkat" showLabel />}
    </main>
  )
}
