import type { Certificate } from '@services/modules/certificates/contract.ts'
import { FileText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { FilePreview } from '../../../components/FilePreview.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { fetchFile } from '../../../lib/download.ts'
import { downloadCertificateFile } from '../api/certificates-api.ts'

// The certificate's file in the list (spec: file_sertifikat, a link): its name, which opens a
// preview (the image, or the PDF's first page) with the download. The file is read only when the
// preview opens, so a page of ten rows loads no files and the card stays small on a phone.
export function CertificateFile({ certificate }: { certificate: Certificate }) {
  const [open, setOpen] = useState(false)
  const name = certificate.nama_file_sertifikat
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="certificate-file"
        icon={<FileText aria-hidden="true" size={16} />}
        aria-label={`Lihat file ${name} (${certificate.nomor_sertifikat})`}
        onClick={() => setOpen(true)}
      >
        <span className="certificate-file__name">{name}</span>
      </Button>
      {/* Outside the table, whose cell styles (a phone's card) must not reach the dialog. */}
      {open
        ? createPortal(
            <Dialog
              open
              title={`File ${certificate.nomor_sertifikat}`}
              onClose={() => setOpen(false)}
              footer={
                <>
                  <DownloadButton
                    label="Unduh sertifikat"
                    name={certificate.nomor_sertifikat}
                    download={() => downloadCertificateFile(certificate, 'file')}
                    size="md"
                  />
                  <Button variant="secondary" onClick={() => setOpen(false)}>
                    Tutup
                  </Button>
                </>
              }
            >
              <CertificateFilePreview certificate={certificate} />
            </Dialog>,
            document.body,
          )
        : null}
    </>
  )
}

function CertificateFilePreview({ certificate }: { certificate: Certificate }) {
  const name = certificate.nama_file_sertifikat
  const [file, setFile] = useState<Blob | 'gagal' | null>(null)
  useEffect(() => {
    let current = true
    fetchFile(`/sertifikat_rayap/file/${certificate.idsertifikat_rayap}`, { fallbackName: name }).then(
      (read) => current && setFile(read.blob),
      () => current && setFile('gagal'),
    )
    return () => {
      current = false
    }
  }, [certificate.idsertifikat_rayap, name])
  if (file === 'gagal') return <p>Pratinjau {name} tidak dapat ditampilkan.</p>
  if (!file) return <Spinner label={`Memuat ${name}...`} />
  return <FilePreview file={file} name={name} />
}
