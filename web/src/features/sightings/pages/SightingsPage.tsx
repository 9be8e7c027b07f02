import '../sightings.css'
import type { Sighting } from '@services/modules/sightings/contract.ts'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import type { Column } from '../../../components/ResponsiveTable.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { sightingsPath, useSiteAreas, useSiteHead } from '../api/sightings-api.ts'
import { FollowUpDialog } from '../components/FollowUpDialog.tsx'
import { PosterPanel } from '../components/PosterPanel.tsx'
import { ReportSightingDialog } from '../components/ReportSightingDialog.tsx'

const statusText = (row: Sighting) =>
  row.status === 'menunggu'
    ? `menunggu tanggapan, batas ${formatDateTime(row.batas_tanggapan)}${row.terlambat ? ' (terlambat)' : ''}`
    : row.catatan_tindak_lanjut
      ? `${row.status}: ${row.catatan_tindak_lanjut}`
      : row.status

// One site's pest sightings (the log), search and page in the address: the customer reports one
// from here (/pelanggan/lokasi/{id}/penampakan); the admin follows them up and keeps the site's QR
// poster (/admin-home/lokasi/{id}/penampakan).
export function SightingsPage({ area }: { area: 'admin' | 'pelanggan' }) {
  const { id } = useParams()
  const site = useSiteHead(id)
  const areas = useSiteAreas(id)
  const list = useListState(sightingsPath(id ?? '0'))
  const result = useListPage<Sighting>(id ? list.key : null)
  const [reporting, setReporting] = useState(false)
  const [answering, setAnswering] = useState<Sighting | null>(null)
  const record = site.data?.data
  if (site.error)
    return (
      <main id="main" className="page container">
        <h1>Lokasi tidak ditemukan</h1>
      </main>
    )
  if (!id || !record) return <Spinner label="Memuat lokasi" />
  const columns: Column<Sighting>[] = [
    { key: 'waktu', header: 'Waktu', card: 'title', render: (row) => formatDateTime(row.waktu) },
    { key: 'hama', header: 'Hama', card: 'lead', render: (row) => row.hama },
    { key: 'area', header: 'Area', render: (row) => row.nama_area ?? 'seluruh lokasi' },
    { key: 'catatan', header: 'Catatan', card: 'wide', render: (row) => row.catatan || '–' },
    { key: 'sumber', header: 'Sumber', render: (row) => (row.sumber === 'poster' ? 'poster QR' : 'portal') },
    { key: 'status', header: 'Status', card: 'wide', render: statusText },
    {
      key: 'foto',
      header: 'Foto',
      render: (row) =>
        row.ada_foto ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Foto penampakan ${row.idpenampakan}`}
            onClick={() =>
              void downloadFile(`/penampakan/foto/${row.idpenampakan}`, {
                fallbackName: row.nama_file_foto ?? 'foto-penampakan.jpg',
              })
            }
          >
            Lihat foto
          </Button>
        ) : (
          '–'
        ),
    },
  ]
  if (area === 'admin')
    columns.push({
      key: 'aksi',
      header: 'Aksi',
      card: 'action',
      render: (row) =>
        row.status === 'ditangani' ? (
          '–'
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Tindak lanjut penampakan ${row.idpenampakan}`}
            onClick={() => setAnswering(row)}
          >
            Tindak lanjut
          </Button>
        ),
    })
  return (
    <main id="main" className="page">
      <div className="container sightings-page">
        <p>
          <Link to={area === 'admin' ? paths.admin.lokasiDetail(record.idlokasi) : paths.pelanggan.lokasi}>
            {area === 'admin' ? `Lokasi ${record.kode_lokasi}` : 'Lokasi Anda'}
          </Link>
        </p>
        <ListScreen<Sighting>
          title={`Penampakan Hama ${record.kode_lokasi} – ${record.nama_lokasi}`}
          lead={
            area === 'admin'
              ? 'Laporan pelanggan dari portal dan poster QR. Tanggapi dalam 2 × 24 jam: jadwalkan kunjungan atau tandai ditangani.'
              : 'Melihat hama di lokasi Anda? Laporkan di sini; kami tanggapi paling lambat 2 × 24 jam.'
          }
          {...(area === 'pelanggan'
            ? { add: { label: 'Laporkan Penampakan', onClick: () => setReporting(true) } }
            : {})}
          list={list}
          result={result}
          searchLabel="Cari penampakan"
          searchPlaceholder="Hama, catatan atau area"
          caption={`Penampakan hama ${record.nama_lokasi}`}
          columns={columns}
          rowKey={(row) => row.idpenampakan}
          emptyMessage="Belum ada penampakan hama"
        />
        {area === 'admin' ? <PosterPanel idlokasi={id} kode={record.kode_lokasi} /> : null}
      </div>
      {reporting ? (
        <ReportSightingDialog
          idlokasi={id}
          areas={areas.data?.data ?? []}
          onClose={() => setReporting(false)}
          onSent={() => result.mutate() as Promise<unknown>}
        />
      ) : null}
      {answering ? (
        <FollowUpDialog
          sighting={answering}
          onClose={() => setAnswering(null)}
          onDone={() => result.mutate() as Promise<unknown>}
        />
      ) : null}
    </main>
  )
}

export default function CustomerSightingsPage() {
  return <SightingsPage area="pelanggan" />
}
