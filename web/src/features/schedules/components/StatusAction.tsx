import type { Schedule } from '@services/modules/schedules/contract.ts'
import { SCHEDULE_MESSAGES } from '@services/modules/schedules/contract.ts'
import { CircleCheck, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../components/toast.tsx'
import { reloadScheduleLists, setScheduleStatus } from '../api/schedules-api.ts'

// 'Tandai selesai' / 'Buka kembali' with a confirmation that says what changes. The change is
// sent with the version read and an idempotency key, so a retried click records it once.
export function StatusAction({
  visit,
  onChanged,
  onError,
}: {
  visit: Schedule
  onChanged: (fresh: Schedule) => void
  onError: (failure: unknown) => void
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const done = visit.status_penjadwalan === 'selesai'
  const label = done ? 'Buka kembali' : 'Tandai selesai'
  async function confirm() {
    setBusy(true)
    try {
      const answer = await setScheduleStatus(visit.idpenjadwalan, {
        status_penjadwalan: done ? 'belum selesai' : 'selesai',
        version: visit.version,
        idempotency_key: crypto.randomUUID(),
      })
      toast.success(
        done
          ? 'Kunjungan dibuka kembali (belum selesai)'
          : (answer.message ?? SCHEDULE_MESSAGES.statusChanged),
      )
      setOpen(false)
      await reloadScheduleLists()
      onChanged(answer.data)
    } catch (failure) {
      setOpen(false)
      onError(failure)
      toast.error(failure instanceof Error ? failure.message : 'Gagal mengubah status penjadwalan')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button
        variant={done ? 'secondary' : 'accent'}
        icon={
          done ? <RotateCcw aria-hidden="true" size={18} /> : <CircleCheck aria-hidden="true" size={18} />
        }
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title="Ubah Status Penjadwalan"
        message={
          done
            ? `Buka kembali kunjungan ${visit.nama_pelanggan}? Statusnya menjadi belum selesai; laporan teknisi tetap tercatat di riwayat.`
            : `Tandai kunjungan ${visit.nama_pelanggan} sebagai selesai? Statusnya menjadi selesai dan tercatat di riwayat.`
        }
        confirmLabel={label}
        // Marking a visit done moves the work forward; reopening it undoes a step.
        tone={done ? 'danger' : 'primary'}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  )
}
