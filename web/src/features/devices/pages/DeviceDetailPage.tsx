import '../devices.css'
import { DEVICE_LABELS, type Device } from '@services/modules/devices/contract.ts'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { changeStatus, downloadLabels, replaceLabel, useDevice } from '../api/devices-api.ts'

type Action = { title: string; message: string; confirm: string; run: (device: Device) => Promise<unknown> }

// One device (/admin-home/perangkat/{id}): where it is, its codes and status, its life as the
// history shows it, and its actions: a new label, missing, found, removed for good.
export default function DeviceDetailPage() {
  const { id } = useParams()
  const device = useDevice(id)
  const [asking, setAsking] = useState<Action | null>(null)
  const [busy, setBusy] = useState(false)
  const [historyKey, setHistoryKey] = useState(0)
  const record = device.data?.data
  if (device.error)
    return (
      <main id="main" className="page container">
        {device.error.message}
      </main>
    )
  if (!record) return <Spinner label="Memuat perangkat" />
  const removed = record.status_perangkat === 'dicabut'
  const act = async (action: Action) => {
    setBusy(true)
    try {
      const answer = (await action.run(record)) as { message?: string }
      toast.success(answer.message ?? 'Perangkat berhasil diubah')
      setAsking(null)
      await device.mutate()
      setHistoryKey((n) => n + 1)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Gagal mengubah perangkat')
    } finally {
      setBusy(false)
    }
  }
  const actions: Action[] = [
    {
      title: 'Ganti label',
      message: `Perangkat ${record.kode_perangkat} mendapat kode pendek baru; label lama (${record.kode_pendek}) tidak berlaku lagi. Cetak label barunya setelah ini.`,
      confirm: 'Ganti label',
      run: replaceLabel,
    },
    record.status_perangkat === 'hilang'
      ? {
          title: 'Tandai ditemukan',
          message: `Perangkat ${record.kode_perangkat} ditemukan kembali dan aktif lagi.`,
          confirm: 'Tandai ditemukan',
          run: (d) => changeStatus(d, 'aktif', ''),
        }
      : {
          title: 'Tandai hilang',
          message: `Perangkat ${record.kode_perangkat} ditandai hilang sampai ditemukan kembali.`,
          confirm: 'Tandai hilang',
          run: (d) => changeStatus(d, 'hilang', ''),
        },
    {
      title: 'Cabut perangkat',
      message: `Perangkat ${record.kode_perangkat} dicabut untuk selamanya: tidak tampil lagi di peta dan label, riwayatnya tetap.`,
      confirm: 'Cabut',
      run: (d) => changeStatus(d, 'dicabut', ''),
    },
  ]
  return (
    <main id="main" className="page">
      <div className="container site-map">
        <p>
          <Link to={`${paths.admin.petaLokasi(record.idlokasi)}?area=${record.idarea}`}>
            Peta {record.kode_lokasi} – {record.nama_area}
          </Link>
        </p>
        <h1>Perangkat {record.kode_perangkat}</h1>
        <dl className="site-map__chosen">
          <dt>Kode pendek</dt>
          <dd>
            <strong>{record.kode_pendek}</strong>
          </dd>
          <dt>Jenis</dt>
          <dd>{record.jenis_perangkat}</dd>
          <dt>Lokasi · Area</dt>
          <dd>
            {record.nama_lokasi} · {record.nama_area} ({record.zona})
          </dd>
          <dt>Posisi di denah</dt>
          <dd>
            {record.posisi_x === null || record.posisi_y === null
              ? 'Belum diletakkan'
              : `${Math.round(record.posisi_x * 100)}% dari kiri, ${Math.round(record.posisi_y * 100)}% dari atas`}
          </dd>
          <dt>Tanggal pasang</dt>
          <dd>{formatDate(record.tanggal_pasang)}</dd>
          <dt>Status</dt>
          <dd>{record.status_perangkat}</dd>
          {record.catatan ? (
            <>
              <dt>Catatan</dt>
              <dd>{record.catatan}</dd>
            </>
          ) : null}
        </dl>
        <div className="site-map__tools">
          {!removed ? (
            <DownloadButton
              size="md"
              label="Unduh label"
              name={record.kode_perangkat}
              download={() => downloadLabels(record.idlokasi, record.kode_perangkat, record.idperangkat)}
            />
          ) : null}
          {removed
            ? null
            : actions.map((action) => (
                <Button key={action.title} variant="secondary" onClick={() => setAsking(action)}>
                  {action.title}
                </Button>
              ))}
        </div>
        <HistoryPanel
          key={historyKey}
          resource="perangkat"
          id={record.idperangkat}
          title="Riwayat perangkat"
          fieldLabels={DEVICE_LABELS}
        />
      </div>
      {asking ? (
        <ConfirmDialog
          open
          title={asking.title}
          message={asking.message}
          confirmLabel={asking.confirm}
          busy={busy}
          onConfirm={() => void act(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </main>
  )
}
