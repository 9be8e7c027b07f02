import { type Contract, STATUS_KONTRAK_OPTIONS } from '@services/modules/contracts/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '@services/modules/customers/contract.ts'
import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { toast } from '../../../components/toast.tsx'
import { formatDate, formatRupiah } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { deleteContract, generateVisits } from '../api/contracts-api.ts'
import { GenerateVisitsDialog } from '../components/GenerateVisitsDialog.tsx'

// /admin-home/kontrak: the contracts, searchable by number and customer, filtered by status and
// job type, newest first; Edit and Riwayat open the edit page, Hapus the shared delete dialog.
export default function ContractListPage() {
  const navigate = useNavigate()
  const list = useListState('/kontrak/getData', { filters: ['status_kontrak', 'jenis_pekerjaan'] })
  const result = useListPage<Contract>(list.key)
  const [deleting, setDeleting] = useState<Contract | null>(null)
  const [generating, setGenerating] = useState<Contract | null>(null)
  // The last Buat Jadwal: a link to that customer's visits.
  const [generated, setGenerated] = useState<{ nama: string; dibuat: number } | null>(null)

  async function generate(target: Contract, idteknisi: number | null) {
    try {
      const answer = await generateVisits(target.idkontrak, idteknisi)
      const { dibuat, jumlah_kunjungan } = answer.data
      toast.success(
        dibuat > 0
          ? `${dibuat} jadwal kunjungan dibuat`
          : `Tidak ada jadwal baru: ${jumlah_kunjungan} kunjungan kontrak ini sudah terjadwal`,
      )
      setGenerated({ nama: target.nama_pelanggan, dibuat })
      setGenerating(null)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal membuat jadwal kontrak')
    }
  }
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Data Kontrak"
          add={{ to: paths.admin.addKontrak }}
          export={{ path: '/kontrak/export', fallbackName: 'kontrak.csv' }}
          lead={
            generated ? (
              <>
                {generated.dibuat > 0
                  ? `${generated.dibuat} jadwal kunjungan dibuat untuk ${generated.nama}. `
                  : ''}
                <Link to={`${paths.admin.penjadwalan}?q=${encodeURIComponent(generated.nama)}`}>
                  Lihat jadwal {generated.nama}
                </Link>
              </>
            ) : undefined
          }
          list={list}
          result={result}
          searchLabel="Cari kontrak"
          searchPlaceholder="Nomor kontrak, nama atau kode pelanggan"
          filters={[
            {
              name: 'status_kontrak',
              label: 'Status',
              options: STATUS_KONTRAK_OPTIONS,
              allLabel: 'Semua status',
            },
            {
              name: 'jenis_pekerjaan',
              label: 'Jenis Pekerjaan',
              options: JENIS_PEKERJAAN_OPTIONS,
              allLabel: 'Semua jenis pekerjaan',
            },
          ]}
          caption="Data Kontrak"
          rowKey={(row) => row.idkontrak}
          emptyMessage="Data Kontrak Kosong"
          columns={[
            { key: 'nomor', header: 'Nomor Kontrak', render: (row) => row.nomor_kontrak },
            {
              key: 'pelanggan',
              header: 'Pelanggan',
              render: (row) => `${row.nama_pelanggan} (${row.kode_pelanggan})`,
            },
            { key: 'jenis', header: 'Jenis Pekerjaan', render: (row) => row.jenis_pekerjaan },
            { key: 'periode', header: 'Periode Kunjungan', render: (row) => row.periode_kunjungan },
            {
              key: 'masa',
              header: 'Masa Kontrak',
              render: (row) => `${formatDate(row.tanggal_mulai)} – ${formatDate(row.tanggal_selesai)}`,
            },
            { key: 'nilai', header: 'Nilai Kontrak', render: (row) => formatRupiah(row.nilai_kontrak) },
            { key: 'status', header: 'Status', render: (row) => row.status_kontrak },
            actionsColumn<Contract>(
              (row) => row.nomor_kontrak,
              (row) => [
                rowAction.edit(() => navigate(paths.admin.editKontrak(row.idkontrak))),
                {
                  id: 'jadwal',
                  label: 'Buat Jadwal',
                  icon: <CalendarPlus aria-hidden="true" size={16} />,
                  onAction: () => setGenerating(row),
                },
                rowAction.history(() => navigate(`${paths.admin.editKontrak(row.idkontrak)}#riwayat`)),
                rowAction.remove(() => setDeleting(row)),
              ],
            ),
          ]}
        >
          {generating ? (
            <GenerateVisitsDialog
              contract={generating}
              onClose={() => setGenerating(null)}
              onConfirm={(idteknisi) => generate(generating, idteknisi)}
            />
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            message={DELETE_CONFIRMATION_MESSAGE}
            onCancel={() => setDeleting(null)}
            onConfirm={async () => {
              const target = deleting
              setDeleting(null)
              if (!target) return
              try {
                const answer = await deleteContract(target.idkontrak)
                toast.success(answer.message ?? 'Data kontrak berhasil dihapus')
              } catch (error) {
                toast.error(error instanceof Error ? error.message : 'Gagal menghapus data kontrak')
              }
              await result.mutate()
            }}
          />
        </ListScreen>
      </div>
    </main>
  )
}
