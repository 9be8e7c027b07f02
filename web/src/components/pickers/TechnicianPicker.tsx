import type { Technician } from '@services/modules/technicians/contract.ts'
import type { ApiSuccess } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { ComboBoxField, type ComboBoxFieldProps, type ComboBoxOption } from '../ComboBoxField.tsx'
import { pagedSearch } from './paged-search.ts'

const technicianOption = (row: Pick<Technician, 'idteknisi' | 'nama_teknisi'>): ComboBoxOption => ({
  id: row.idteknisi,
  label: row.nama_teknisi,
})

// Only active technicians are offered for new work (domain-model.md, Technicians).
const searchTechnicians = pagedSearch<Technician, ComboBoxOption>('/teknisi/getData', technicianOption, {
  status_aktif: 'aktif',
})

type TechnicianPickerProps = Omit<ComboBoxFieldProps<ComboBoxOption>, 'load' | 'label'> & { label?: string }

// 'Teknisi': searches the active technicians by name as the admin types.
export function TechnicianPicker({
  label = 'Teknisi',
  name = 'idteknisi',
  placeholder = 'Ketik nama teknisi',
  ...props
}: TechnicianPickerProps) {
  return (
    <ComboBoxField label={label} name={name} placeholder={placeholder} load={searchTechnicians} {...props} />
  )
}

// A technician named by id only (a filter kept in the address, ?idteknisi=3): its option, read once;
// undefined while it is read, null for no id or an id that is not found.
export function useTechnicianOption(id: string): ComboBoxOption | null | undefined {
  const { data, error } = useApi<ApiSuccess<Technician>>(
    id ? `/teknisi/getData/${encodeURIComponent(id)}` : null,
  )
  if (!id || error) return null
  return data && String(data.data.idteknisi) === id ? technicianOption(data.data) : undefined
}
