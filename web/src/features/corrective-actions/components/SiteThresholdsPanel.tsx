import type { Threshold } from '@services/modules/corrective-actions/contract.ts'
import type { Area } from '@services/modules/sites/contract.ts'
import { useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { HistoryPanel, historyValue } from '../../../components/HistoryPanel.tsx'
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import type { SitePanelProps } from '../../../lib/panels.tsx'
import { useApi } from '../../../lib/use-api.ts'
import { useRecordActions } from '../../../lib/use-record-actions.ts'
import { removeThreshold, saveThreshold, thresholdHistoryKey, useThresholds } from '../api/thresholds-api.ts'
import { ThresholdDialog } from './ThresholdDialog.tsx'

const PERIODE: Record<string, string> = {
  kunjungan: 'per kunjungan',
  minggu: 'per minggu',
  bulan: 'per bulan',
}
const HISTORY_LABELS = {
  idarea: 'Area',
  jenis_perangkat: 'Jenis perangkat',
  periode: 'Periode',
  peringatan: 'Peringatan',
  kritis: 'Kritis',
}

// The admin's thresholds of a site (issue 40 item 1, the `lokasi` slot): those set for it and the
// defaults in force where none is set; each added, changed (a default is "set" from its values) or
// removed here, every save toasted, a stale version (another admin first) said by the dialog with
// Muat ulang; the history of changes under it. The customer sees none of it.
export default function SiteThresholdsPanel({ idlokasi, area }: SitePanelProps) {
  const thresholds = useThresholds(idlokasi)
  const areas = useApi<ApiSuccess<Area[]>>(area === 'admin' ? `/area/lokasi/${idlokasi}` : null)
  const actions = useRecordActions(() => thresholds.mutate())
  const [editing, setEditing] = useState<Threshold | null | undefined>(undefined)
  const [removing, setRemoving] = useState<Threshold | null>(null)
  const [reloading, setReloading] = useState(false)
  if (area !== 'admin') return null
  const answer = thresholds.data?.data
  const areaName = (id: number | null) => areas.data?.data.find((a) => a.idarea === id)?.nama_area ?? `#${id}`
  const where = (t: Threshold) =>
    t.idarea !== null ? `Area ${areaName(t.idarea)}` : t.zona !== null ? `Zona ${t.zona}` : 'Seluruh lokasi'
  const name = (t: Threshold) => `${t.jenis_perangkat} ${t.hama ?? 'semua hama'} ${where(t)}`
  const close = () => {
    setEditing(undefined)
    actions.setSaveError(null)
  }
  const confirmRemove = async () => {
    const target = removing
    setRemoving(null)
    if (!target?.idambang || !answer) return
    await actions
      .save(
        () => removeThreshold(idlokasi, answer.version, target.idambang as string),
        () => {},
        thresholdHistoryKey(idlokasi),
      )
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : 'Gagal menghapus ambang'),
      )
  }
  return (
    <section aria-labelledby="ambang-heading" className="site-page">
      <div className="site-actions">
        <h2 id="ambang-heading">Ambang aktivitas hama</h2>
        <Button onClick={() => setEditing(null)} disabled={!answer}>
          Tambah Ambang
        </Button>
      </div>
      <p>
        Pembacaan di atas ambang peringatan atau kritis membuka tindakan korektif. Baris "bawaan" berlaku
        selama lokasi ini belum mengatur ambangnya sendiri.
      </p>
      {thresholds.error && !answer ? (
        <Alert tone="error">{thresholds.error.message}</Alert>
      ) : !answer ? (
        <Spinner label="Memuat ambang..." />
      ) : (
        <ResponsiveTable<Threshold>
          caption="Ambang lokasi"
          rows={answer.ambang}
          rowKey={(t) => t.idambang ?? `bawaan-${name(t)}-${t.periode}`}
          columns={[
            { key: 'jenis', header: 'Jenis Perangkat', card: 'title', render: (t) => t.jenis_perangkat },
            { key: 'hama', header: 'Hama', render: (t) => t.hama ?? 'Semua hama' },
            { key: 'tempat', header: 'Berlaku di', render: where },
            { key: 'periode', header: 'Periode', render: (t) => PERIODE[t.periode] },
            { key: 'peringatan', header: 'Peringatan', align: 'end', render: (t) => t.peringatan },
            { key: 'kritis', header: 'Kritis', align: 'end', render: (t) => t.kritis },
            { key: 'asal', header: 'Asal', render: (t) => (t.bawaan ? 'Bawaan' : 'Diatur admin') },
            {
              key: 'aksi',
              header: 'Aksi',
              render: (t) => (
                <div className="site-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(t)}
                    aria-label={`${t.bawaan ? 'Atur' : 'Ubah'} ambang ${name(t)}`}
                  >
                    {t.bawaan ? 'Atur' : 'Ubah'}
                  </Button>
                  {t.bawaan ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setRemoving(t)}
                      aria-label={`Hapus ambang ${name(t)}`}
                    >
                      Hapus
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
      <HistoryPanel
        resource="ambang"
        id={idlokasi}
        title="Riwayat ambang"
        fieldLabels={HISTORY_LABELS}
        formatValue={(value, field) =>
          field === 'idarea' && typeof value === 'number' ? areaName(value) : historyValue(value)
        }
      />
      {editing !== undefined && answer ? (
        <ThresholdDialog
          threshold={editing}
          areas={areas.data?.data ?? []}
          onClose={close}
          error={actions.saveError}
          reloading={reloading}
          onReload={async () => {
            // The next save sends the version just read; what was typed stays.
            setReloading(true)
            try {
              await thresholds.mutate()
              actions.setSaveError(null)
            } finally {
              setReloading(false)
            }
          }}
          onSave={(fields) =>
            actions.save(
              () => saveThreshold(idlokasi, answer.version, fields),
              close,
              thresholdHistoryKey(idlokasi),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Hapus Ambang"
        message={removing ? `Hapus ambang ${name(removing)}? Bawaannya berlaku lagi bila ada.` : ''}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
