import {
  type Site,
  STATUS_LOKASI_OPTIONS,
  siteContract,
  siteUpdateContract,
} from '@services/modules/sites/contract.ts'
import { useState } from 'react'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { CustomerPicker } from '../../../components/pickers/CustomerPicker.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

// Tambah / Edit Lokasi: the customer (when adding; a site stays its customer's), its code, name,
// address, map link and status. The messages are the API's own (the sites' contract).
export function SiteFormDialog({
  site,
  customer: givenCustomer,
  onClose,
  onSave,
  error,
}: {
  site: Site | null
  // The customer a new site is for, when the list shows one customer's sites.
  customer?: ComboBoxOption | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>) => Promise<void>
  error: unknown
}) {
  const editing = site !== null
  const { errors, bind, setField, saving, formRef, handleSubmit } = useRulesForm({
    contract: (editing ? siteUpdateContract : siteContract) as FormContract<Record<string, unknown>>,
    initialValues: {
      idpelanggan: givenCustomer ? String(givenCustomer.id) : '',
      kode_lokasi: site?.kode_lokasi ?? '',
      nama_lokasi: site?.nama_lokasi ?? '',
      alamat: site?.alamat ?? '',
      link_maps: site?.link_maps ?? '',
      status_aktif: site?.status_aktif ?? 'aktif',
    },
    fields: editing
      ? ['kode_lokasi', 'nama_lokasi', 'alamat', 'link_maps', 'status_aktif']
      : ['idpelanggan', 'kode_lokasi', 'nama_lokasi', 'alamat', 'link_maps', 'status_aktif'],
  })
  const [customer, setCustomer] = useState<ComboBoxOption | null>(givenCustomer ?? null)
  return (
    <FormDialog
      title={editing ? `Edit Lokasi ${site.kode_lokasi}` : 'Tambah Lokasi'}
      formId={editing ? `lokasi-edit-${site.idlokasi}` : 'lokasi-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onSave))}
      saving={saving}
    >
      {editing ? (
        <p>
          Pelanggan: <strong>{site.nama_pelanggan}</strong> ({site.kode_pelanggan})
        </p>
      ) : (
        <CustomerPicker
          required
          value={customer}
          onChange={(option) => {
            setCustomer(option)
            setField('idpelanggan', option ? String(option.id) : '')
          }}
          error={errors.idpelanggan}
        />
      )}
      <TextField
        label="Kode Lokasi"
        {...bind('kode_lokasi')}
        required
        maxLength={12}
        hint="2–12 huruf besar atau angka, mis. PJB1; awal nomor perangkat"
        autoCapitalize="characters"
      />
      <TextField label="Nama Lokasi" {...bind('nama_lokasi')} required maxLength={120} />
      <TextArea label="Alamat" {...bind('alamat')} required maxLength={500} />
      <TextField label="Link Maps" {...bind('link_maps')} optional type="url" maxLength={500} />
      <SelectField label="Status Aktif" {...bind('status_aktif')} options={STATUS_LOKASI_OPTIONS} />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
