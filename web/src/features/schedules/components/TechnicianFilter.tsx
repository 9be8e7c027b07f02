import { ComboBoxField, type ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import { searchTechnicians } from '../api/schedules-api.ts'

// The technician filter: a picker that searches technicians as the admin types; the address keeps
// only the id (?idteknisi=3), so a reload reads the name back.
export function TechnicianFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data } = useApi<ApiSuccess<{ idteknisi: number; nama_teknisi: string }>>(
    value ? `/teknisi/getData/${encodeURIComponent(value)}` : null,
  )
  const chosen: ComboBoxOption | null =
    value && data && String(data.data.idteknisi) === value
      ? { id: data.data.idteknisi, label: data.data.nama_teknisi }
      : null
  // The picker's text is its own once shown: it starts again when the chosen name arrives.
  return (
    <ComboBoxField
      key={chosen ? `t${chosen.id}` : value ? 'loading' : 'none'}
      label="Teknisi"
      name="idteknisi"
      load={searchTechnicians}
      value={chosen}
      onChange={(option) => onChange(option ? String(option.id) : '')}
      placeholder="Semua teknisi"
      hint="Ketik nama teknisi; kosongkan untuk semua"
    />
  )
}
