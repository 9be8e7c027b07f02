import '../treatment-report.css'
import type { TreatmentRow } from '@services/modules/schedules/contract.ts'
import { Printer } from 'lucide-react'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { TechnicianPicker, useTechnicianOption } from '../../../components/pickers/TechnicianPicker.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatDate, MONTH_NAMES } from '../../../lib/format.ts'
import { useActiveTechnicians, useTreatmentReport } from '../api/treatment-report.ts'

const STATUS_OPTIONS = ['belum selesai', 'selesai']
const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))

// Laporan Treatment Teknisi (/admin-home/teknisi/laporanTreatmentTeknisi, spec section 2): one
// technician's visits of a month in one status, with the count; month, year, status, technician
// and search kept in the address; printable.
export default function TreatmentReportPage() {
  const [params, setParams] = useSearchParams()
  const now = new Date()
  const bulan = Number(params.get('bulan')) || now.getMonth() + 1
  const tahunText = params.get('tahun') ?? String(now.getFullYear())
  const tahun = Number(tahunText)
  const status = params.get('status') ?? 'belum selesai'
  const search = params.get('q') ?? ''
  const technicians = useActiveTechnicians()
  const idteknisi = params.get('idteknisi') ?? String(technicians.data?.data[0]?.idteknisi ?? '')
  const technician = useTechnicianOption(idteknisi)
  const yearValid = Number.isInteger(tahun) && tahun >= 2000 && tahun <= 2100
  const report = useTreatmentReport(idteknisi && yearValid ? { idteknisi, tahun, bulan, status } : null)
  const searchId = useId()

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === '') next.delete(name)
        else next.set(name, value)
        return next
      },
      { preventScrollReset: true },
    )
  const wanted = search.trim().toLowerCase()
  const rows = (report.data?.data ?? []).filter(
    (row) =>
      wanted === '' ||
      `${row.nama_pelanggan} ${row.lokasi} ${row.jenis_pekerjaan}`.toLowerCase().includes(wanted),
  )
  const title = `Laporan Treatment Teknisi ${MONTH_NAMES[bulan - 1]} ${tahunText}`

  return (
    <main id="main" className="page print-page treatment-report-page">
      <div className="container document treatment-report">
        <header className="document__heading">
          <h1>{title}</h1>
          <Button
            variant="secondary"
            icon={<Printer aria-hidden="true" size={18} />}
            onClick={() => window.print()}
            className="print-tools"
          >
            Cetak
          </Button>
        </header>
        <form className="treatment-report__choices print-tools" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label="Bulan"
            name="bulan"
            options={MONTH_OPTIONS}
            value={String(bulan)}
            onChange={(event) => set('bulan', event.target.value)}
          />
          <TextField
            label="Tahun"
            name="tahun"
            type="number"
            inputMode="numeric"
            min={2000}
            max={2100}
            value={tahunText}
            error={yearValid ? undefined : 'Tahun tidak valid'}
            onChange={(event) => set('tahun', event.target.value)}
          />
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => set('status', event.target.value)}
          />
          <TechnicianPicker
            value={technician ?? null}
            onChange={(option) => set('idteknisi', option ? String(option.id) : '')}
          />
          <div className="field">
            <label className="field__label" htmlFor={searchId}>
              Cari
            </label>
            <input
              id={searchId}
              type="search"
              className="field__control"
              placeholder="Nama pelanggan, lokasi atau jenis pekerjaan"
              value={search}
              onChange={(event) => set('q', event.target.value)}
            />
          </div>
        </form>
        {report.error && !report.data ? (
          <Alert tone="error">{report.error.message}</Alert>
        ) : !report.data ? (
          technicians.data && technicians.data.data.length === 0 ? (
            <EmptyState message="Belum ada teknisi aktif" />
          ) : (
            <Spinner size="lg" label="Memuat laporan treatment..." />
          )
        ) : (
          <>
            <dl className="treatment-report__summary">
              <dt>Teknisi</dt>
              <dd>{report.data.nama_teknisi}</dd>
              <dt>Jumlah Treatment</dt>
              <dd>
                {search
                  ? `${rows.length} dari ${report.data.jumlah_treatment}`
                  : report.data.jumlah_treatment}
              </dd>
            </dl>
            <ResponsiveTable<TreatmentRow>
              caption={title}
              rows={rows}
              rowKey={(row) => row.idpenjadwalan}
              empty={<EmptyState message="Data Treatment Laporan Kosong" />}
              columns={[
                { key: 'tanggal', header: 'Tanggal', render: (row) => formatDate(row.tanggal) },
                { key: 'pelanggan', header: 'Pelanggan', render: (row) => row.nama_pelanggan },
                { key: 'lokasi', header: 'Lokasi', render: (row) => row.lokasi },
                { key: 'periode', header: 'Periode Kontrak', render: (row) => row.periode_kontrak ?? '-' },
                { key: 'jenis', header: 'Jenis Pekerjaan', render: (row) => row.jenis_pekerjaan },
                { key: 'ke', header: 'Treatment ke-', render: (row) => row.jumlah_kunjungan, align: 'end' },
                { key: 'status', header: 'Status', render: (row) => row.status_penjadwalan },
              ]}
            />
          </>
        )}
      </div>
    </main>
  )
}
