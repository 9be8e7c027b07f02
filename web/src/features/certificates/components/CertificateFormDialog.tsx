import {
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_MESSAGES,
  type Certificate,
  certificateCreateContract,
  certificateUpdateContract,
} from '@services/modules/certificates/contract.ts'
import { useMemo, useState } from 'react'
import { ComboBoxField, type ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FileField } from '../../../components/FileField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { formatDate } from '../../../lib/format.ts'
import { useKeptFile } from '../../../lib/use-kept-file.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'
import { type CertificateFiles, searchVisitChoices } from '../api/certificates-api.ts'

const fileRules = {
  maxBytes: CERTIFICATE_FILE_MAX_BYTES,
  tooLarge: CERTIFICATE_MESSAGES.fileTooLarge,
  type: CERTIFICATE_MESSAGES.fileType,
}

// Tambah / Edit Sertifikat: the Termite Control visit (a picker of visits without a certificate),
// the expiry and the certificate's file; editing also takes the proof of transfer. The messages
// are the API's own (the certificates' contract); files are checked by name and size here and by
// content on the server.
export function CertificateFormDialog({
  certificate,
  onClose,
  onSave,
  error,
}: {
  // null adds a new certificate.
  certificate: Certificate | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>, files: CertificateFiles) => Promise<void>
  error: unknown
}) {
  const editing = certificate !== null
  const { errors, bindValue, setField, saving, formRef, handleSubmit, focusField } = useRulesForm({
    contract: (editing ? certificateUpdateContract : certificateCreateContract) as FormContract<
      Record<string, unknown>
    >,
    initialValues: {
      idpenjadwalan: certificate ? String(certificate.idpenjadwalan) : '',
      tanggal_expired: certificate?.tanggal_expired ?? '',
    },
    fields: ['idpenjadwalan', 'tanggal_expired'],
  })
  const [visit, setVisit] = useState<ComboBoxOption | null>(
    certificate
      ? {
          id: certificate.idpenjadwalan,
          label: `${formatDate(certificate.tanggal)} · ${certificate.nama_pelanggan}`,
        }
      : null,
  )
  const [files, setFiles] = useState<CertificateFiles>({ file_sertifikat: null, file_bukti_tf: null })
  const load = useMemo(() => searchVisitChoices(certificate?.idsertifikat_rayap), [certificate])
  const keptFile = useKeptFile(
    certificate?.file_sertifikat ? `/sertifikat_rayap/file/${certificate.idsertifikat_rayap}` : null,
    certificate?.nama_file_sertifikat ?? null,
  )
  const keptProof = useKeptFile(
    certificate?.file_bukti_tf ? `/sertifikat_rayap/buktiTf/${certificate.idsertifikat_rayap}` : null,
    certificate?.nama_file_bukti_tf ?? null,
  )

  const rulesFor = (name: keyof CertificateFiles) => ({
    ...fileRules,
    required: name === 'file_sertifikat' && !editing ? CERTIFICATE_MESSAGES.fileRequired : undefined,
  })
  const problemsOf = (chosen: CertificateFiles) => ({
    file_sertifikat: fileProblem(chosen.file_sertifikat, rulesFor('file_sertifikat')),
    file_bukti_tf: fileProblem(chosen.file_bukti_tf, rulesFor('file_bukti_tf')),
  })
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof CertificateFiles, string>>>({})

  function choose(name: keyof CertificateFiles, file: File | null) {
    setFiles({ ...files, [name]: file })
    setFileErrors({ ...fileErrors, [name]: fileProblem(file, rulesFor(name)) })
  }

  return (
    <FormDialog
      title={editing ? `Edit Sertifikat ${certificate.nomor_sertifikat}` : 'Tambah Sertifikat Rayap'}
      formId={editing ? `sertifikat-edit-${certificate.idsertifikat_rayap}` : 'sertifikat-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={(event) => {
        // The files' messages show with the fields' own; the first wrong file takes the focus
        // once the fields above it are right.
        const found = problemsOf(files)
        setFileErrors(found)
        const wrongFile = (Object.keys(found) as (keyof CertificateFiles)[]).find((name) => found[name])
        void handleSubmit(
          keepTyped(async (cleaned: Record<string, unknown>) => {
            if (wrongFile) return focusField(wrongFile)
            await onSave(cleaned, files)
          }),
        )(event)
      }}
      saving={saving}
    >
      <ComboBoxField
        label="Kunjungan Termite Control"
        name="idpenjadwalan"
        required={!editing}
        placeholder="Ketik nama pelanggan atau nomor kunjungan"
        emptyText="Tidak ada kunjungan Termite Control tanpa sertifikat yang cocok"
        hint="Hanya kunjungan Termite Control yang belum bersertifikat"
        load={load}
        value={visit}
        onChange={(option) => {
          setVisit(option)
          setField('idpenjadwalan', option ? String(option.id) : '')
        }}
        error={errors.idpenjadwalan}
      />
      <DatePickerField label="Tanggal Expired" {...bindValue('tanggal_expired')} required />
      <FileField
        label="File Sertifikat"
        name="file_sertifikat"
        required={!editing}
        optional={editing}
        hint={
          editing ? 'Pilih file hanya untuk menggantinya · jpg, jpeg, png atau pdf, maksimal 5 Mb' : undefined
        }
        error={fileErrors.file_sertifikat}
        chosen={files.file_sertifikat}
        kept={keptFile}
        onChoose={(file) => choose('file_sertifikat', file)}
      />
      {editing ? (
        <FileField
          label="Bukti Transfer"
          name="file_bukti_tf"
          optional
          error={fileErrors.file_bukti_tf}
          chosen={files.file_bukti_tf}
          kept={keptProof}
          onChoose={(file) => choose('file_bukti_tf', file)}
        />
      ) : null}
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
