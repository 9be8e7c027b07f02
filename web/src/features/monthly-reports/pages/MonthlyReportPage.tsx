import '../styles/monthly-report.css'
import { Printer } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { VisitReport } from '../../../components/VisitReport.tsx'
import { formatDate, MONTH_NAMES } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useMonthlyReport } from '../api/monthly-report.ts'
import { MonthlyPdfButton } from '../components/MonthlyPdfButton.tsx'

// /admin-home/laporanBulananTreatment/{idPelanggan}/{bulan}/{tahun}: every visit of the customer in
// the month with its technician, job, status and the technician's report and photos; printable.
export default function MonthlyReportPage() {
  const { idPelanggan = '', bulan = '', tahun = '' } = useParams()
  const { data, error } = useMonthlyReport(idPelanggan, bulan, tahun)
  const report = data?.data
  const period = `${MONTH_NAMES[Number(bulan) - 1] ?? bulan} ${tahun}`
  return (
    <main id="main" className="page print-page monthly-report-page">
      <div className="container document monthly-report">
        <p className="print-tools">
          <Link
            to={`${paths.admin.laporanBulananTreatment}?bulan=${encodeURIComponent(bulan)}&tahun=${encodeURIComponent(tahun)}`}
          >
            Kembali ke Laporan Bulanan Treatment
          </Link>
        </p>
        <header className="document__heading">
          <h1>Laporan Bulanan Treatment {period}</h1>
          <Button
            variant="secondary"
            className="print-tools"
            icon={<Printer aria-hidden="true" size={18} />}
            onClick={() => window.print()}
          >
            Cetak
          </Button>
          <MonthlyPdfButton idpelanggan={idPelanggan} bulan={bulan} tahun={tahun} />
        </header>
        {error ? (
          <Alert tone="error">{error.message}</Alert>
        ) : !report ? (
          <Spinner size="lg" label="Memuat laporan bulanan..." />
        ) : (
          <>
            <dl className="monthly-report__customer">
              <dt>Pelanggan</dt>
              <dd>
                {report.pelanggan.nama_pelanggan} ({report.pelanggan.kode_pelanggan})
              </dd>
              <dt>Alamat</dt>
              <dd>{report.pelanggan.alamat}</dd>
              <dt>Jumlah Kunjungan</dt>
              <dd>
                {report.kunjungan.length} (
                {report.kunjungan.filter((v) => v.status_penjadwalan === 'selesai').length} selesai)
              </dd>
            </dl>
            {report.kunjungan.length === 0 ? (
              <EmptyState message="Data Treatment Laporan Kosong" />
            ) : (
              report.kunjungan.map((visit) => (
                <section
                  key={visit.idpenjadwalan}
                  className="monthly-report__visit"
                  aria-label={`Kunjungan ${formatDate(visit.tanggal)}`}
                >
                  <h2>
                    {formatDate(visit.tanggal)} · {visit.jenis_pekerjaan}
                  </h2>
                  <dl className="monthly-report__facts">
                    <dt>Teknisi</dt>
                    <dd>{visit.nama_teknisi}</dd>
                    <dt>Lokasi</dt>
                    <dd>{visit.lokasi}</dd>
                    <dt>Treatment ke-</dt>
                    <dd>{visit.jumlah_kunjungan}</dd>
                    <dt>Status</dt>
                    <dd>{visit.status_penjadwalan}</dd>
                  </dl>
                  {visit.hasil_kunjungan ? <VisitReport report={visit.hasil_kunjungan} /> : null}
                </section>
              ))
            )}
          </>
        )}
      </div>
    </main>
  )
}
