import type { Contract } from '@services/modules/contracts/contract.ts'
import { useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { TechnicianPicker } from '../../../components/pickers/TechnicianPicker.tsx'

const NO_VISITS = ['permintaan', 'station']

// 'Buat Jadwal': says how the contract's visits are made before it makes them, and lets the admin
// pick another technician than the contract's.
export function GenerateVisitsDialog({
  contract,
  onClose,
  onConfirm,
}: {
  contract: Contract
  onClose: () => void
  onConfirm: (idteknisi: number | null) => Promise<void>
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [teknisi, setTeknisi] = useState<ComboBoxOption | null>(
    contract.idteknisi === null ? null : { id: contract.idteknisi, label: contract.nama_teknisi ?? '' },
  )
  const [saving, setSaving] = useState(false)
  const none = NO_VISITS.includes(contract.periode_kunjungan)
  return (
    <FormDialog
      title={`Buat Jadwal ${contract.nomor_kontrak}`}
      formId="buat-jadwal"
      formRef={formRef}
      onClose={onClose}
      saving={saving}
      submitLabel="Buat Jadwal"
      onSubmit={async (event) => {
        event.preventDefault()
        if (saving) return
        setSaving(true)
        try {
          await onConfirm(teknisi ? Number(teknisi.id) : null)
        } finally {
          setSaving(false)
        }
      }}
    >
      <p>
        Kunjungan {contract.nama_pelanggan} dibuat untuk seluruh masa kontrak sesuai periode kunjungannya (
        {contract.periode_kunjungan}): 1x / bulan sebulan sekali, 2x / bulan dua kali sebulan, 1x / minggu
        tiap minggu, tidak pernah pada hari Minggu. Kunjungan yang sudah ada tidak dibuat lagi, jadi aman
        dijalankan ulang setelah kontrak diperpanjang.
      </p>
      {none ? (
        <Alert tone="info">Periode {contract.periode_kunjungan} tidak membuat kunjungan otomatis.</Alert>
      ) : null}
      <TechnicianPicker
        optional
        value={teknisi}
        onChange={setTeknisi}
        hint="Kosongkan untuk memakai teknisi kontrak"
      />
    </FormDialog>
  )
}
