import type { Application } from '@services/modules/pesticides/contract.ts'
import { Button } from '../../../components/Button.tsx'

const amount = (application: Pick<Application, 'jumlah' | 'satuan'>) =>
  `${String(application.jumlah).replace('.', ',')} ${application.satuan}`

// The pesticides applied at one visit as an auditor reads them: product and active ingredient, the
// Ministry of Agriculture registration number, quantity, dilution and method. A list (not a table)
// so it reads as well at 360 px as on a desktop.
export function ApplicationsList({
  applications,
  onRemove,
}: {
  applications: readonly Application[]
  // Given, each entry has a button to remove it (a mistaken entry, by the visit's technician).
  onRemove?: (application: Application) => void
}) {
  return (
    <ul className="pesticide-applications">
      {applications.map((application) => (
        <li key={application.idpemakaian} className="pesticide-applications__item">
          <strong>{application.nama_dagang}</strong> ({application.bahan_aktif} {application.kadar})
          <br />
          No. registrasi {application.nomor_registrasi} · {amount(application)} · {application.metode}
          {application.pengenceran ? ` · ${application.pengenceran}` : ''}
          {onRemove ? (
            <>
              <br />
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Hapus pemakaian ${application.nama_dagang}`}
                onClick={() => onRemove(application)}
              >
                Hapus
              </Button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export { amount }
