import type { Site } from '@services/modules/sites/contract.ts'
import type { ApiPage } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { SelectField } from '../SelectField.tsx'

// The optional site (lokasi) of a contract or a visit (issue 39): the chosen customer's sites, a
// plain choice (a customer has a few). Without a customer it waits for one.
export function SiteSelect({
  idpelanggan,
  value,
  onChange,
  error,
  name = 'idlokasi',
}: {
  idpelanggan: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  name?: string
}) {
  const { data } = useApi<ApiPage<Site>>(
    idpelanggan ? ['/lokasi/getData', { idpelanggan, limit: 100 }] : null,
  )
  const sites = data?.data ?? []
  const options = sites.map((site) => ({
    value: String(site.idlokasi),
    label: `${site.kode_lokasi} – ${site.nama_lokasi}${site.status_aktif === 'aktif' ? '' : ' (tidak aktif)'}`,
  }))
  // A site no longer in the list (deactivated, beyond 100) still shows as chosen.
  if (value && !options.some((option) => option.value === value))
    options.push({ value, label: `Lokasi ${value}` })
  return (
    <SelectField
      label="Site (lokasi pelanggan)"
      name={name}
      optional
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
      placeholder={
        idpelanggan
          ? sites.length
            ? 'Tanpa lokasi'
            : 'Pelanggan ini belum punya lokasi'
          : 'Pilih pelanggan dulu'
      }
      disabled={!idpelanggan}
      hint="Perangkat monitoring lokasi ini diperiksa saat kunjungan"
      error={error}
    />
  )
}
