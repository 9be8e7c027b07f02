import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The technician (an employee); the changes log is the technicians' history (not event-sourced).
export const techniciansPersonalData: PersonalDataDeclaration = [
  {
    table: 'technicians',
    label: 'data teknisi',
    key: 'idteknisi',
    people: { teknisi: 'idteknisi' },
    fields: { nama_teknisi: 'name', no_telp: 'phone', alamat: 'address' },
    notPersonal: { status_aktif: 'aktif / tidak aktif' },
  },
  {
    table: 'technician_changes',
    label: 'riwayat perubahan teknisi',
    key: 'id',
    people: { teknisi: 'idteknisi' },
    fields: { perubahan: 'text' },
    notPersonal: { jenis: 'the kind of change', user_id: 'the account that made it', role: 'its role' },
  },
]
