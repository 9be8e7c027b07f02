import '../sites.css'
import { AREA_LABELS, type Area } from '@services/modules/sites/contract.ts'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { PeriodDownloads, siteCsvDownloads } from '../../../components/PeriodDownloads.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { Panels } from '../../../lib/panels.tsx'
import { paths } from '../../../lib/paths.ts'
import { useRecordActions } from '../../../lib/use-record-actions.ts'
import { createArea, removePlan, updateArea, uploadPlan, useAreas, useSite } from '../api/sites-api.ts'
import { AreaFormDialog, PlanDialog } from '../components/AreaDialogs.tsx'

// One site (/admin-home/lokasi/{id}): its details, its areas with their plans (added, renamed,
// uploaded, removed here), the way to its device map and list, and its sheet of QR labels.
export default function SiteDetailPage() {
  const { id } = useParams()
  const site = useSite(id)
  const areas = useAreas(id)
  const actions = useRecordActions(() => Promise.all([areas.mutate(), site.mutate()]))
  const [editing, setEditing] = useState<Area | null | undefined>(undefined)
  const [planFor, setPlanFor] = useState<Area | null>(null)
  const [history, setHistory] = useState<Area | null>(null)
  const record = site.data?.data
  if (site.error)
    return (
      <main id="main" className="page container">
        {site.error.message}
      </main>
    )
  if (!record) return <Spinner label="Memuat lokasi" />
  const close = () => {
    setEditing(undefined)
    setPlanFor(null)
    actions.setSaveError(null)
  }
  return (
    <main id="main" className="page">
      <div className="container site-page">
        <p>
          <Link to={`${paths.admin.lokasi}?idpelanggan=${record.idpelanggan}`}>
            Lokasi {record.nama_pelanggan}
          </Link>
        </p>
        <h1>
          {record.kode_lokasi} – {record.nama_lokasi}
        </h1>
        <p>
          {record.nama_pelanggan} ({record.kode_pelanggan}) · {record.alamat} · status {record.status_aktif}
          {record.link_maps ? (
            <>
              {' · '}
              <a href={record.link_maps} target="_blank" rel="noopener noreferrer">
                Buka di peta
              </a>
            </>
          ) : null}
        </p>
        <div className="site-actions">
          <Link className={buttonClass('primary')} to={paths.admin.petaLokasi(record.idlokasi)}>
            Peta perangkat
          </Link>
          <Link className={buttonClass('secondary')} to={paths.admin.trenLokasi(record.idlokasi)}>
            Tren aktivitas
          </Link>
          <Link
            className={buttonClass('secondary')}
            to={`${paths.admin.perangkat}?idlokasi=${record.idlokasi}`}
          >
            Daftar perangkat
          </Link>
          <Link className={buttonClass('secondary')} to={paths.admin.auditLokasi(record.idlokasi)}>
            Paket audit dan tautan auditor
          </Link>
          <Link className={buttonClass('secondary')} to={paths.admin.penampakanLokasi(record.idlokasi)}>
            Penampakan hama dan poster QR
          </Link>
          <DownloadButton
            size="md"
            label="Unduh label QR"
            name={`lokasi ${record.kode_lokasi}`}
            download={() =>
              downloadFile(`/perangkat/label/${record.idlokasi}`, {
                fallbackName: `label-perangkat-${record.kode_lokasi}.pdf`,
              })
            }
          />
        </div>
        <PeriodDownloads
          title="Ekspor per periode"
          name={`lokasi ${record.kode_lokasi}`}
          downloads={siteCsvDownloads(record.idlokasi, record.kode_lokasi)}
        />
        <section aria-labelledby="area-heading" className="site-page">
          <div className="site-actions">
            <h2 id="area-heading">Area</h2>
            <Button onClick={() => setEditing(null)}>Tambah Area</Button>
          </div>
          <ResponsiveTable<Area>
            caption={`Area lokasi ${record.kode_lokasi}`}
            rows={areas.data?.data ?? []}
            rowKey={(area) => area.idarea}
            empty={<p>Belum ada area. Tambahkan area, lalu unggah denahnya.</p>}
            columns={[
              { key: 'nama', header: 'Nama Area', card: 'title', render: (area) => area.nama_area },
              { key: 'zona', header: 'Zona', render: (area) => area.zona },
              {
                key: 'denah',
                header: 'Denah',
                render: (area) => area.nama_file_denah ?? 'Belum ada denah',
              },
              {
                key: 'aksi',
                header: 'Aksi',
                render: (area) => (
                  <div className="site-actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setPlanFor(area)}
                      aria-label={`Unggah denah ${area.nama_area}`}
                    >
                      Unggah denah
                    </Button>
                    {area.denah ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Hapus denah ${area.nama_area}`}
                        onClick={() => void actions.save(() => removePlan(area), close)}
                      >
                        Hapus denah
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(area)}
                      aria-label={`Edit area ${area.nama_area}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setHistory(area)}
                      aria-label={`Riwayat area ${area.nama_area}`}
                    >
                      Riwayat
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </section>
        <Panels slot="lokasi" idlokasi={record.idlokasi} area="admin" />
        {history ? (
          <HistoryPanel
            resource="area"
            id={history.idarea}
            title={`Riwayat area ${history.nama_area}`}
            fieldLabels={AREA_LABELS}
          />
        ) : null}
        <HistoryPanel resource="lokasi" id={record.idlokasi} title="Riwayat lokasi" />
      </div>
      {editing !== undefined ? (
        <AreaFormDialog
          idlokasi={record.idlokasi}
          area={editing}
          onClose={close}
          error={actions.saveError}
          onSave={(fields) =>
            actions.save(() => (editing ? updateArea(editing, fields) : createArea(fields)), close)
          }
        />
      ) : null}
      {planFor ? (
        <PlanDialog
          area={planFor}
          onClose={close}
          error={actions.saveError}
          onSave={(file) =>
            actions.save(() => uploadPlan(planFor, file), close, `/area/history/${planFor.idarea}`)
          }
        />
      ) : null}
    </main>
  )
}
