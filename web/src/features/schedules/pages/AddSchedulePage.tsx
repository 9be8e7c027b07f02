import { SCHEDULE_MESSAGES } from '@services/modules/schedules/contract.ts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { SaveError } from '../../../components/SaveError.tsx'
import { saveSchedule } from '../api/schedules-api.ts'
import { useListAddress } from '../back-to-list.ts'
import { ScheduleForm } from '../components/ScheduleForm.tsx'
import { ScheduleFormPage } from '../components/ScheduleFormPage.tsx'
import { EMPTY_SCHEDULE } from '../form-values.ts'
import { saveVisit } from '../save.ts'

// /admin-home/addPenjadwalan: a new visit; its number within the contract comes from the server.
export default function AddSchedulePage() {
  const navigate = useNavigate()
  const back = useListAddress()
  const [saveError, setSaveError] = useState<unknown>(null)
  return (
    <ScheduleFormPage title="Tambah Penjadwalan">
      <ScheduleForm
        initial={EMPTY_SCHEDULE}
        customer={null}
        technician={null}
        contract={null}
        submitLabel="Simpan"
        cancelTo={back}
        onSubmit={(body) =>
          saveVisit(() => saveSchedule(null, body), SCHEDULE_MESSAGES.created, {
            done: () => navigate(back),
            onError: setSaveError,
          })
        }
        notice={<SaveError error={saveError} onReload={() => setSaveError(null)} />}
      />
    </ScheduleFormPage>
  )
}
