import type { Inspection } from '@services/modules/inspections/records.ts'
import { VisitPhoto } from '../../../components/VisitReport.tsx'

// A reading's photos as thumbnails, each opening the photo (admin, technician, the customer).
export function ReadingPhotos({ reading }: { reading: Pick<Inspection, 'foto' | 'kode_perangkat'> }) {
  if (reading.foto.length === 0) return <>-</>
  return (
    <span className="inspections__photos">
      {reading.foto.map((link, index) => (
        <VisitPhoto key={link} link={link} alt={`Foto ${index + 1} pemeriksaan ${reading.kode_perangkat}`} />
      ))}
    </span>
  )
}
