import '../inspections.css'
import type { Inspection } from '@services/modules/inspections/records.ts'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { useSession } from '../../../lib/session-store.ts'
import { correctReading, useVisitInspections } from '../api/inspections-api.ts'
import { DeviceMap } from '../components/DeviceMap.tsx'
import { ReadingForm } from '../components/ReadingForm.tsx'
import { ReadingHistoryDialog } from '../components/ReadingHistoryDialog.tsx'
import { ReadingsTable } from '../components/ReadingsTable.tsx'

// /admin-home/pemeriksaan/{id} and /pelanggan/pemeriksaan/{id}: a visit's device readings, on the
// site's map (each device coloured by its reading here) and as a table, each reading's history;
// the admin corrects a reading of a device in place until the visit is completed.
export default function VisitReadingsPage() {
  const id = Number.parseInt(useParams().idPenjadwalan ?? '', 10)
  const { data, error, mutate } = useVisitInspections(Number.isInteger(id) ? id : null)
  const visit = data?.data
  const admin = useSession().role === 'admin'
  const [history, setHistory] = useState<Inspection | null>(null)
  const [correcting, setCorrecting] = useState<Inspection | null>(null)
  const deviceOf = (reading: Inspection) =>
    visit?.perangkat.find((device) => device.idperangkat === reading.idperangkat)
  const correctable = (reading: Inspection) => admin && !visit?.selesai && deviceOf(reading) !== undefined
  const readings: Inspection[] = visit
    ? [
        ...visit.perangkat.flatMap((device) => (device.pemeriksaan ? [device.pemeriksaan] : [])),
        ...visit.lainnya,
      ]
    : []
  return (
    <main id="main" className="page">
      <div className="container inspections">
        <h1>Pemeriksaan perangkat kunjungan #{Number.isInteger(id) ? id : ''}</h1>
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !visit ? (
          <Spinner size="lg" label="Memuat pemeriksaan..." />
        ) : (
          <>
            <p className="inspections__progress">
              {visit.perangkat.length - visit.belum_diperiksa} dari {visit.perangkat.length} perangkat
              diperiksa
            </p>
            <DeviceMap devices={visit.perangkat} />
            <ReadingsTable
              readings={readings}
              onHistory={setHistory}
              onCorrect={admin && !visit.selesai ? (r) => correctable(r) && setCorrecting(r) : undefined}
            />
          </>
        )}
        {history ? <ReadingHistoryDialog reading={history} onClose={() => setHistory(null)} /> : null}
        {correcting && deviceOf(correcting) ? (
          <ReadingForm
            device={deviceOf(correcting)!}
            correcting={correcting}
            onClose={() => setCorrecting(null)}
            onSave={async (values, alasan) => {
              const answer = await correctReading(correcting, values, alasan)
              setCorrecting(null)
              toast.success(
                answer.message ?? `Hasil pemeriksaan ${correcting.kode_perangkat} berhasil dikoreksi`,
              )
            }}
          />
        ) : null}
      </div>
    </main>
  )
}
