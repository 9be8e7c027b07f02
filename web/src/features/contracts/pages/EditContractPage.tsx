import { useNavigate, useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { downloadFile } from '../../../lib/download.ts'
import { formatRupiah } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useReloadedRecord } from '../../../lib/use-edited-record.ts'
import { reloadContractLists, saveContract, uploadContractFile, useContract } from '../api/contracts-api.ts'
import { ContractForm, valuesOf } from '../components/ContractForm.tsx'

const FIELD_LABELS = {
  idkontrak: 'ID Kontrak',
  nomor_kontrak: 'Nomor Kontrak',
  idpelanggan: 'ID Pelanggan',
  jenis_pekerjaan: 'Jenis Pekerjaan',
  periode_kunjungan: 'Periode Kunjungan',
  tanggal_mulai: 'Tanggal Mulai',
  tanggal_selesai: 'Tanggal Selesai',
  nilai_kontrak: 'Nilai Kontrak',
  idteknisi: 'ID Teknisi',
  status_aktif: 'Status Aktif',
  catatan: 'Catatan',
  nama_file_kontrak: 'File Kontrak',
}

// /admin-home/editKontrak/{idKontrak}: every field, the contract's file and its history. A save
// sends the version read; a stale one shows the 409 message and keeps what was typed.
export default function EditContractPage() {
  const { idKontrak = '' } = useParams()
  const navigate = useNavigate()
  const answer = useContract(idKontrak)
  const { error } = answer
  const { loaded, saveError, setSaveError, reload, generation: formKey } = useReloadedRecord(answer)

  return (
    <main id="main" className="page">
      <div className="container">
        <h1>Edit Kontrak {loaded?.nomor_kontrak ?? ''}</h1>
        {error && !loaded ? <Alert tone="error">{error.message}</Alert> : null}
        {!loaded && !error ? <Spinner size="lg" label="Memuat data kontrak..." /> : null}
        {loaded ? (
          <>
            <p>
              Versi {loaded.version} · status {loaded.status_kontrak} · {formatRupiah(loaded.nilai_kontrak)}
            </p>
            {loaded.file_kontrak ? (
              <p>
                <Button
                  variant="secondary"
                  onClick={() =>
                    downloadFile(`/kontrak/file/${loaded.idkontrak}`, {
                      fallbackName: loaded.nama_file_kontrak ?? 'kontrak',
                    })
                  }
                >
                  Unduh {loaded.nama_file_kontrak}
                </Button>
              </p>
            ) : null}
            <ContractForm
              key={formKey}
              initial={valuesOf(loaded)}
              customer={{ id: loaded.idpelanggan, label: loaded.nama_pelanggan }}
              technician={
                loaded.idteknisi === null ? null : { id: loaded.idteknisi, label: loaded.nama_teknisi ?? '' }
              }
              submitLabel="Simpan Perubahan"
              saveError={saveError}
              onReload={() => void reload()}
              onSubmit={async (body, file) => {
                setSaveError(null)
                try {
                  const saved = await saveContract(loaded.idkontrak, { ...body, version: loaded.version })
                  if (file) await uploadContractFile(loaded.idkontrak, file, saved.data.version)
                  toast.success(saved.message ?? 'Data kontrak berhasil diubah')
                  await reloadContractLists()
                  navigate(paths.admin.kontrak)
                } catch (failure) {
                  setSaveError(failure)
                  toast.error(failure instanceof Error ? failure.message : 'Gagal mengubah data kontrak')
                }
              }}
            />
            <section id="riwayat">
              <HistoryPanel resource="kontrak" id={loaded.idkontrak} fieldLabels={FIELD_LABELS} />
            </section>
          </>
        ) : null}
      </div>
    </main>
  )
}
