import { type ContractValue, choice, defineContract, integer } from '../../core/contract.ts'

// The body of POST /api/teknisi/laporantreatment/{id}: which month, and which visit status.
export const treatmentReportContract = defineContract(
  {
    tahun: integer({
      label: 'Tahun',
      required: 'Tahun tidak boleh kosong',
      min: { value: 2000, message: 'Tahun tidak valid' },
      max: { value: 2100, message: 'Tahun tidak valid' },
    }),
    bulan: integer({
      label: 'Bulan',
      required: 'Bulan tidak boleh kosong',
      min: { value: 1, message: 'Bulan harus 1 sampai 12' },
      max: { value: 12, message: 'Bulan harus 1 sampai 12' },
    }),
    status: choice(['belum selesai', 'selesai'] as const, {
      label: 'Status',
      required: 'Status tidak boleh kosong',
      message: 'Status tidak valid',
    }),
  },
  { example: { tahun: 2026, bulan: 11, status: 'selesai' } },
)

export type TreatmentReportQuery = ContractValue<typeof treatmentReportContract>
