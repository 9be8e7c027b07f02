import type { Customer } from '@services/modules/customers/contract.ts'
import { ComboBoxField, type ComboBoxFieldProps, type ComboBoxOption } from '../ComboBoxField.tsx'
import { pagedSearch } from './paged-search.ts'

// A customer as a form needs it: its name, its code under it, and what a new visit takes from it.
export type CustomerOption = ComboBoxOption & { alamat: string; jenis_pekerjaan: string }

export const customerOption = (row: Customer): CustomerOption => ({
  id: row.idpelanggan,
  label: row.nama_pelanggan,
  description: row.kode_pelanggan,
  alamat: row.alamat,
  jenis_pekerjaan: row.jenis_pekerjaan,
})

const searchCustomers = pagedSearch<Customer, CustomerOption>('/pelanggan/getData', customerOption)

type CustomerPickerProps = Omit<ComboBoxFieldProps<CustomerOption>, 'load' | 'label' | 'value'> & {
  label?: string
  // A record read for editing names its customer by id and name only.
  value: ComboBoxOption | null
}

// 'Pelanggan': searches the customers by name, code, address or phone as the admin types.
export function CustomerPicker({
  label = 'Pelanggan',
  name = 'idpelanggan',
  placeholder = 'Ketik nama pelanggan',
  value,
  ...props
}: CustomerPickerProps) {
  return (
    <ComboBoxField<CustomerOption>
      label={label}
      name={name}
      placeholder={placeholder}
      load={searchCustomers}
      value={value as CustomerOption | null}
      {...props}
    />
  )
}
