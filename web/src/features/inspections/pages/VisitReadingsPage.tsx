import '../inspections.css'
import type { Inspection } from '@services/modules/inspections/records.ts'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useVisitInspections } from '../api/inspections-api.ts'
import { DeviceMap } from '../components/DeviceMap.tsx'
import { ReadingsTable } from '../components/ReadingsTable.tsx'

// /admin-home/pemeriksaan/{id} and /pelanggan/pemeriksaan/{id}: a visit's device readings, on the
// site's map (each device coloured by its reading here) and as a table.
export default function VisitReadingsPage() {
  const id = Number.parseInt(useParams().idPenjadwalan ?? '', 10)
  const { data, error, mutate } = useVisitInspections(Number.isInteger(id) ? id : null)
  const visit = data?.data
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
            <ReadingsTable readings={readings} />
          </>
        )}
      </div>
    </main>
  )
}
