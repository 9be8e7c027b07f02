import type { Schedule } from '@services/modules/schedules/contract.ts'
import { CircleCheck, MapPin, Phone, ScanLine } from 'lucide-react'
import { Link } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { formatDate } from '../../../lib/format.ts'
import { Panels } from '../../../lib/panels.tsx'
import { paths } from '../../../lib/paths.ts'
import type { Completion } from '../completion-queue.ts'

const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

// Why the server refused a completion kept on the phone, and whether the admin has the report.
export function RefusedNotice({
  completion,
  onForget,
}: {
  completion: Completion
  onForget: (key: string) => void
}) {
  return (
    <Alert tone="error" title="Laporan tidak diterima server">
      <p>{completion.refused}.</p>
      <p>
        {completion.keptForAdmin === true
          ? 'Laporan Anda telah diteruskan ke admin dan tersimpan di riwayat kunjungan.'
          : completion.keptForAdmin === false
            ? 'Laporan belum dapat diteruskan ke admin; hubungi admin sebelum menghapusnya.'
            : 'Laporan diteruskan ke admin saat koneksi tersedia.'}
      </p>
      <Button size="sm" variant="secondary" onClick={() => onForget(completion.idempotency_key)}>
        Hapus dari ponsel
      </Button>
    </Alert>
  )
}

// One visit as a technician needs it on site: when, who, where (a Maps link), how to reach them
// (tap to call, WhatsApp), the job and the admin's instructions, and what became of its report.
export function TechnicianVisitCard({
  visit,
  waiting,
  onComplete,
  onForget,
}: {
  visit: Schedule
  // This visit's completion kept on the phone, if any.
  waiting: Completion | undefined
  onComplete: () => void
  onForget: (key: string) => void
}) {
  const done = visit.status_penjadwalan === 'selesai'
  const headingId = `kunjungan-${visit.idpenjadwalan}`
  return (
    <article className="technician-visit" aria-labelledby={headingId}>
      <header className="technician-visit__header">
        <h3 id={headingId} className="technician-visit__name">
          {visit.nama_pelanggan}
        </h3>
        <p className="technician-visit__when">
          {formatDate(visit.tanggal)}
          {visit.jam ? `, ${visit.jam}` : ''} · {visit.jenis_pekerjaan}
        </p>
        <span className={`technician-visit__status${done ? ' technician-visit__status--done' : ''}`}>
          {waiting && !waiting.refused ? 'menunggu dikirim' : visit.status_penjadwalan}
        </span>
      </header>
      <ul className="technician-visit__contact">
        <li>
          <a href={mapsUrl(visit.lokasi)} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" size={16} /> {visit.lokasi}
          </a>
        </li>
        {visit.no_telp_pelanggan ? (
          <>
            <li>
              <a href={`tel:${visit.no_telp_pelanggan}`}>
                <Phone aria-hidden="true" size={16} /> Telepon {visit.no_telp_pelanggan}
              </a>
            </li>
            <li>
              <WhatsAppLink phone={visit.no_telp_pelanggan} label="WhatsApp pelanggan" />
            </li>
          </>
        ) : null}
      </ul>
      {visit.catatan ? (
        <p className="technician-visit__notes">
          <strong>Instruksi:</strong> {visit.catatan}
        </p>
      ) : null}
      {visit.idlokasi ? (
        <Link className={buttonClass('secondary')} to={paths.teknisi.pemeriksaan(visit.idpenjadwalan)}>
          <ScanLine aria-hidden="true" size={18} /> Periksa perangkat
        </Link>
      ) : null}
      {waiting?.refused ? <RefusedNotice completion={waiting} onForget={onForget} /> : null}
      {/* Other modules' sections of the visit (the pesticides applied, lib/panels.tsx). */}
      <Panels slot="kunjungan-teknisi" visit={visit} area="teknisi" />
      {!done && !waiting ? (
        <Button icon={<CircleCheck aria-hidden="true" size={18} />} onClick={onComplete}>
          Selesaikan
        </Button>
      ) : null}
    </article>
  )
}
