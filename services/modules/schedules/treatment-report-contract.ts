import { type ContractValue, choice, defineContract, integer } from '../../core/contract.ts'
import { SCHEDULE_MESSAGES } from './contract.ts'

// A month of visits, as the treatment report and the monthly report ask for it: its year and month
// (fresh schemas for each contract).
export const monthFields = () => ({
  tahun: integer({
    label: 'Tahun',
    required: 'Tahun tidak boleh kosong',
    min: { value: 2000, message: 'Tahun tidak valid' },
    max: { value: 2100, message: 'Tahun tidak valid' },
  }),
  bulan: integer({
    label: 'Bulan',
    required: 'Bulan tidak boleh kosong',
    min: { value: 1, message: SCHEDULE_MESSAGES.monthRange },
    max: { value: 12, message: SCHEDULE_MESSAGES.monthRange },
  }),
})

// The body of POST /api/teknisi/laporantreatment/{id}: which month, and which visit status.
export const treatmentReportContract = defineContract(
  {
    ...monthFields(),
    status: choice(['belum selesai', 'selesai'] as const, {
      label: 'Status',
      required: 'Status tidak boleh kosong',
      message: 'Status tidak valid',
    }),
  },
  { example: { tahun: 2026, bulan: 11, status: 'selesai' } },
)

export type TreatmentReportQuery = ContractValue<typeof treatmentReportContract>
