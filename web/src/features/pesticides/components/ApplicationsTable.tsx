import type { Application } from '@services/modules/pesticides/contract.ts'

const amount = (application: Pick<Application, 'jumlah' | 'satuan'>) =>
  `${String(application.jumlah).replace('.', ',')} ${application.satuan}`

// The pesticides applied at one visit as an auditor reads them: product and active ingredient, the
// Ministry of Agriculture registration number, quantity, dilution and method. A list (not a table)
// so it reads as well at 360 px as on a desktop.
export function ApplicationsList({ applications }: { applications: readonly Application[] }) {
  return (
    <ul className="pesticide-applications">
      {applications.map((application) => (
        <li key={application.idpemakaian} className="pesticide-applications__item">
          <strong>{application.nama_dagang}</strong> ({application.bahan_aktif} {application.kadar})
          <br />
          No. registrasi {application.nomor_registrasi} · {amount(application)} · {application.metode}
          {application.pengenceran ? ` · ${application.pengenceran}` : ''}
        </li>
      ))}
    </ul>
  )
}

export { amount }
