import { useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { ComboBoxField, type ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { type Kontrak, loadTechnicians } from '../api/kontrak-api.ts'

const NO_VISITS = ['permintaan', 'station']

// 'Buat Jadwal': says how the contract's visits are made before it makes them, and lets the admin
// pick another technician than the contract's.
export function BuatJadwalDialog({
  kontrak,
  onClose,
  onConfirm,
}: {
  kontrak: Kontrak
  onClose: () => void
  onConfirm: (idteknisi: number | null) => Promise<void>
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [teknisi, setTeknisi] = useState<ComboBoxOption | null>(
    kontrak.idteknisi === null ? null : { id: kontrak.idteknisi, label: kontrak.nama_teknisi ?? '' },
  )
  const [saving, setSaving] = useState(false)
  const none = NO_VISITS.includes(kontrak.periode_kunjungan)
  return (
    <FormDialog
      title={`Buat Jadwal ${kontrak.nomor_kontrak}`}
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
        Kunjungan {kontrak.nama_pelanggan} dibuat untuk seluruh masa kontrak sesuai periode kunjungannya (
        {kontrak.periode_kunjungan}): 1x / bulan sebulan sekali, 2x / bulan dua kali sebulan, 1x / minggu tiap
        minggu, tidak pernah pada hari Minggu. Kunjungan yang sudah ada tidak dibuat lagi, jadi aman
        dijalankan ulang setelah kontrak diperpanjang.
      </p>
      {none ? (
        <Alert tone="info">Periode {kontrak.periode_kunjungan} tidak membuat kunjungan otomatis.</Alert>
      ) : null}
      <ComboBoxField
        label="Teknisi"
        name="idteknisi"
        optional
        load={loadTechnicians}
        value={teknisi}
        onChange={setTeknisi}
        placeholder="Ketik nama teknisi"
        hint="Kosongkan untuk memakai teknisi kontrak"
      />
    </FormDialog>
  )
}
