import type { Attention } from '@services/modules/dashboard/contract.ts'
import { Link } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useApi } from '../../../lib/use-api.ts'
import { AttentionActions } from './AttentionActions.tsx'
import { SightingsAttention } from './SightingsAttention.tsx'

// The admin home's "needs attention" (GET /api/beranda/perhatian, docs/adr/0034): certificates
// expiring within 60 days, technicians' licences within 30, today's visits and overdue invoices with their total, each with a link
// to its list. A complementary landmark beside the page's main content.
export function AttentionPanel() {
  const { data, error } = useApi<ApiSuccess<Attention>>('/beranda/perhatian')
  const attention = data?.data
  return (
    <aside className="container attention-panel" aria-labelledby="attention-title">
      <h2 id="attention-title">Perlu Perhatian Hari Ini</h2>
      {error ? (
        <Alert tone="error">{error.message}</Alert>
      ) : !attention ? (
        <Spinner label="Memuat yang perlu perhatian..." />
      ) : (
        <div className="attention-panel__grid">
          <section aria-labelledby="attention-certificates">
            <h3 id="attention-certificates">
              Sertifikat berakhir dalam 60 hari: {attention.sertifikat_berakhir.jumlah}
            </h3>
            <ul>
              {attention.sertifikat_berakhir.data.map((certificate) => (
                <li key={certificate.idsertifikat_rayap}>
                  {certificate.nomor_sertifikat} · {certificate.nama_pelanggan} · berakhir{' '}
                  {formatDate(certificate.tanggal_expired)}
                </li>
              ))}
            </ul>
            <Link to={paths.admin.sertifikatRayap}>Lihat sertifikat rayap</Link>
          </section>
          <section aria-labelledby="attention-licences">
            <h3 id="attention-licences">
              Lisensi teknisi berakhir dalam 30 hari: {attention.lisensi_berakhir.jumlah}
            </h3>
            <ul>
              {attention.lisensi_berakhir.data.map((licence) => (
                <li key={licence.idlisensi}>
                  {licence.nama_teknisi} · {licence.jenis_lisensi} {licence.nomor} · berakhir{' '}
                  {formatDate(licence.berlaku_sampai)}
                </li>
              ))}
            </ul>
            <Link to={paths.admin.teknisi}>Lihat teknisi</Link>
          </section>
          <section aria-labelledby="attention-visits">
            <h3 id="attention-visits">
              Kunjungan hari ini: {attention.kunjungan_hari_ini.jumlah} (
              {attention.kunjungan_hari_ini.belum_selesai} belum selesai)
            </h3>
            <ul>
              {attention.kunjungan_hari_ini.data.map((visit) => (
                <li key={visit.idpenjadwalan}>
                  {visit.jam ?? '-'} · {visit.nama_pelanggan} · {visit.nama_teknisi}
                </li>
              ))}
            </ul>
            <Link to={paths.admin.penjadwalan}>Lihat penjadwalan</Link>
          </section>
          <section aria-labelledby="attention-invoices">
            <h3 id="attention-invoices">
              Tagihan terlambat: {attention.tagihan_terlambat.jumlah} (total{' '}
              {formatRupiah(attention.tagihan_terlambat.total)})
            </h3>
            <ul>
              {attention.tagihan_terlambat.data.map((invoice) => (
                <li key={invoice.idtagihan}>
                  {invoice.nomor_tagihan} · {invoice.nama_pelanggan} · jatuh tempo{' '}
                  {formatDate(invoice.jatuh_tempo)}
                </li>
              ))}
            </ul>
            <Link to={paths.admin.tagihan}>Lihat tagihan</Link>
          </section>
          <AttentionActions actions={attention.tindakan_korektif} />
          {attention.insiden_belum_diberitahukan.jumlah > 0 ? (
            <section aria-labelledby="attention-incidents">
              <h3 id="attention-incidents">
                Insiden data pribadi belum diberitahukan: {attention.insiden_belum_diberitahukan.jumlah}
              </h3>
              <ul>
                {attention.insiden_belum_diberitahukan.data.map((incident) => (
                  <li key={incident.idinsiden}>
                    {incident.judul} · batas {formatDateTime(incident.batas_pemberitahuan)}
                    {Date.parse(incident.batas_pemberitahuan) < Date.now() ? ' (terlambat)' : ''}
                  </li>
                ))}
              </ul>
              <Link to={paths.admin.insiden}>Lihat insiden</Link>
            </section>
          ) : null}
          <SightingsAttention sightings={attention.penampakan_menunggu} />
        </div>
      )}
    </aside>
  )
}
