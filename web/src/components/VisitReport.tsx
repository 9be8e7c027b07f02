import './visit-photo.css'
import type { VisitReport as Report } from '@services/modules/schedules/contract.ts'
import { useEffect, useState } from 'react'
import { apiResponse } from '../lib/api-client.ts'
import { formatDateTime } from '../lib/format.ts'

// The technician's report on completion, read-only: note, pests found, photos.
export function VisitReport({ report }: { report: Report }) {
  return (
    <section className="panel visit-report" aria-labelledby="laporan-teknisi">
      <h2 id="laporan-teknisi">Laporan Teknisi</h2>
      <dl className="visit-report__facts">
        <dt>Selesai pada</dt>
        <dd>{formatDateTime(report.waktu_selesai)}</dd>
        <dt>Catatan Teknisi</dt>
        <dd>{report.catatan_teknisi || '(tidak ada catatan)'}</dd>
        <dt>Hama Ditemukan</dt>
        <dd>{report.hama_ditemukan.length > 0 ? report.hama_ditemukan.join(', ') : '(tidak ada)'}</dd>
      </dl>
      {report.foto.length > 0 ? (
        <ul className="visit-report__photos">
          {report.foto.map((link, index) => (
            <li key={link}>
              <VisitPhoto link={link} alt={`Foto kunjungan ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

// Photos are served only to signed-in users, so they are fetched with the session's token and
// shown from a local object URL (a corrective action's verification photo too).
export function VisitPhoto({ link, alt }: { link: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    let url: string | null = null
    apiResponse(link, { signal: controller.signal, accept: 'image/*' })
      .then((response) => response.blob())
      .then((blob) => {
        url = URL.createObjectURL(blob)
        setSrc(url)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => {
      controller.abort()
      if (url) URL.revokeObjectURL(url)
    }
  }, [link])
  if (failed) return <p className="muted">{alt} tidak dapat dimuat</p>
  if (!src) return <p className="muted">Memuat {alt.toLowerCase()}...</p>
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} className="visit-report__photo" />
    </a>
  )
}
