import { SCHEDULE_MESSAGES } from '@services/modules/schedules/contract.ts'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { mutate } from 'swr'
import { Alert } from '../../../components/Alert.tsx'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { VisitReport } from '../../../components/VisitReport.tsx'
import { formatDate } from '../../../lib/format.ts'
import { Panels } from '../../../lib/panels.tsx'
import { useEditedRecord } from '../../../lib/use-edited-record.ts'
import {
  deleteSchedule,
  readSchedule,
  reloadScheduleLists,
  saveSchedule,
  useSchedule,
} from '../api/schedules-api.ts'
import { useListAddress } from '../back-to-list.ts'
import { ScheduleForm } from '../components/ScheduleForm.tsx'
import { ScheduleFormPage } from '../components/ScheduleFormPage.tsx'
import { StatusAction } from '../components/StatusAction.tsx'
import { scheduleFormValues } from '../form-values.ts'
import { saveVisit } from '../save.ts'

const FIELD_LABELS: Record<string, string> = {
  idpelanggan: 'ID Pelanggan',
  nama_pelanggan: 'Pelanggan',
  idteknisi: 'ID Teknisi',
  nama_teknisi: 'Teknisi',
  idkontrak: 'ID Kontrak',
  nomor_kontrak: 'Nomor Kontrak',
  tanggal: 'Tanggal',
  jam: 'Jam',
  jenis_pekerjaan: 'Jenis Pekerjaan',
  jumlah_kunjungan: 'Kunjungan ke',
  lokasi: 'Lokasi',
  catatan: 'Catatan',
  status_penjadwalan: 'Status',
  catatan_teknisi: 'Catatan Teknisi',
  hama_ditemukan: 'Hama Ditemukan',
  foto: 'Foto',
}

const historyValue = (value: unknown, field: string): string => {
  if (value === null || value === undefined || value === '') return '(kosong)'
  if (field === 'tanggal' && typeof value === 'string') return formatDate(value)
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(kosong)'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

// /admin-home/editPenjadwalan/{idPenjadwalan}: the visit as read now, saved with the version it was
// read at (a 409 keeps what was typed; Muat ulang reads the visit again), its status change, the
// technician's report, delete, and its history.
export default function EditSchedulePage() {
  const { idPenjadwalan = '' } = useParams()
  const navigate = useNavigate()
  const back = useListAddress()
  const answer = useSchedule(idPenjadwalan)
  const { error } = answer
  const {
    record: visit,
    setLoaded,
    saveError,
    setSaveError,
    reloading,
    reload,
    generation: historyKey,
  } = useEditedRecord(idPenjadwalan, answer, (record) => record.idpenjadwalan, readSchedule)
  const [deleting, setDeleting] = useState(false)
  const [busy, setBusy] = useState(false)

  async function remove() {
    if (!visit) return
    setBusy(true)
    try {
      const answer = await deleteSchedule(visit.idpenjadwalan, visit.version)
      toast.success(answer.message ?? SCHEDULE_MESSAGES.deleted)
      await reloadScheduleLists()
      navigate(back)
    } catch (failure) {
      setDeleting(false)
      setSaveError(failure)
      toast.error(failure instanceof Error ? failure.message : 'Gagal menghapus data penjadwalan')
    } finally {
      setBusy(false)
    }
  }

  if (error && !visit) {
    return (
      <ScheduleFormPage title="Edit Penjadwalan">
        <Alert tone="error">{error.message}</Alert>
        <p>
          <Link to={back} className={buttonClass('secondary')}>
            Kembali ke Penjadwalan
          </Link>
        </p>
      </ScheduleFormPage>
    )
  }
  if (!visit) {
    return (
      <ScheduleFormPage title="Edit Penjadwalan">
        <Spinner size="lg" label="Memuat data penjadwalan..." />
      </ScheduleFormPage>
    )
  }
  return (
    <ScheduleFormPage
      title="Edit Penjadwalan"
      after={
        <>
          {visit.hasil_kunjungan ? <VisitReport report={visit.hasil_kunjungan} /> : null}
          <Panels slot="kunjungan" visit={visit} area="admin" />
          <div className="panel" id="riwayat">
            <HistoryPanel
              key={historyKey}
              resource="penjadwalan"
              id={visit.idpenjadwalan}
              fieldLabels={FIELD_LABELS}
              formatValue={historyValue}
            />
          </div>
        </>
      }
    >
      <div className="schedule-summary">
        <p>
          <span
            className={`visit-status visit-status--${visit.status_penjadwalan === 'selesai' ? 'done' : 'open'}`}
          >
            {visit.status_penjadwalan}
          </span>{' '}
          Kunjungan ke-{visit.jumlah_kunjungan}
          {visit.nomor_kontrak ? ` · ${visit.nomor_kontrak}` : ''}
          {visit.periode_kontrak ? ` (${visit.periode_kontrak})` : ''} · versi {visit.version}
        </p>
        <div className="schedule-summary__actions">
          <StatusAction
            visit={visit}
            onChanged={(fresh) => {
              setLoaded(fresh)
              void mutate(`/penjadwalan/history/${fresh.idpenjadwalan}`)
            }}
            onError={setSaveError}
          />
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden="true" size={18} />}
            onClick={() => setDeleting(true)}
          >
            Hapus
          </Button>
        </div>
      </div>
      <ScheduleForm
        key={visit.idpenjadwalan}
        initial={scheduleFormValues(visit)}
        customer={{ id: visit.idpelanggan, label: visit.nama_pelanggan }}
        technician={{ id: visit.idteknisi, label: visit.nama_teknisi }}
        contract={visit.idkontrak === null ? null : { id: visit.idkontrak, label: visit.nomor_kontrak ?? '' }}
        idpenjadwalan={visit.idpenjadwalan}
        submitLabel="Simpan Perubahan"
        cancelTo={back}
        onSubmit={(body) =>
          saveVisit(
            () => saveSchedule(visit.idpenjadwalan, { ...body, version: visit.version }),
            SCHEDULE_MESSAGES.updated,
            {
              done: () => navigate(back),
              onError: setSaveError,
            },
          )
        }
        notice={<SaveError error={saveError} onReload={reload} reloading={reloading} />}
      />
      <ConfirmDialog
        open={deleting}
        message={DELETE_CONFIRMATION_MESSAGE}
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
    </ScheduleFormPage>
  )
}
