import { TechnicianPicker, useTechnicianOption } from '../../../components/pickers/TechnicianPicker.tsx'

// The technician filter: a picker that searches technicians as the admin types; the address keeps
// only the id (?idteknisi=3), so a reload reads the name back.
export function TechnicianFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const chosen = useTechnicianOption(value)
  // The picker's text is its own once shown: it starts again when the chosen name arrives.
  return (
    <TechnicianPicker
      key={chosen ? `t${chosen.id}` : value ? 'loading' : 'none'}
      value={chosen ?? null}
      onChange={(option) => onChange(option ? String(option.id) : '')}
      placeholder="Semua teknisi"
      hint="Ketik nama teknisi; kosongkan untuk semua"
    />
  )
}
