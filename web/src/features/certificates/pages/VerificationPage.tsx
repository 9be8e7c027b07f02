import '../certificates.css'
import type { Verification } from '@services/modules/certificates/contract.ts'
import { useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { company } from '../../../lib/company.ts'
import { formatDate } from '../../../lib/format.ts'
import { useApi } from '../../../lib/use-api.ts'

// /verifikasi/{kode}: anyone who scans a paper certificate's QR code sees whether it is one of ours
// and still valid, with the customer's name masked; nothing else about the customer or the work.
export default function VerificationPage() {
  const { kode = '' } = useParams()
  const { data, error } = useApi<ApiSuccess<Verification>>(
    [`/verifikasi/${encodeURIComponent(kode)}`, undefined, { auth: false }],
    { shouldRetryOnError: false },
  )
  const certificate = data?.data
  return (
    <main id="main" className="page">
      <div className="container verification">
        <h1>Verifikasi Sertifikat Rayap</h1>
        {error ? (
          error.status === 404 ? (
            <Alert tone="error">
              <p>
                <strong>Sertifikat tidak ditemukan.</strong>
              </p>
              <p>
                Kode ini bukan kode sertifikat {company.name} yang berlaku, atau sertifikatnya telah dicabut.
                Hubungi kami untuk memastikan keaslian sertifikat Anda.
              </p>
            </Alert>
          ) : (
            <Alert tone="error">
              <p>{error.message}</p>
            </Alert>
          )
        ) : !certificate ? (
          <Spinner size="lg" label="Memeriksa sertifikat..." />
        ) : (
          <>
            {certificate.berlaku ? (
              <Alert tone="success">
                <p>
                  <strong>Sertifikat asli dan berlaku</strong> sampai{' '}
                  {formatDate(certificate.tanggal_expired)}.
                </p>
              </Alert>
            ) : (
              <Alert tone="warning">
                <p>
                  <strong>Sertifikat asli, tetapi sudah kedaluwarsa</strong> sejak{' '}
                  {formatDate(certificate.tanggal_expired)}.
                </p>
              </Alert>
            )}
            <dl className="verification__facts">
              <dt>Nomor Sertifikat</dt>
              <dd>{certificate.nomor_sertifikat}</dd>
              <dt>Pelanggan</dt>
              <dd>{certificate.nama_pelanggan}</dd>
              <dt>Wilayah</dt>
              <dd>{certificate.wilayah}</dd>
              <dt>Tanggal Pekerjaan</dt>
              <dd>{formatDate(certificate.tanggal)}</dd>
              <dt>Berlaku Sampai</dt>
              <dd>{formatDate(certificate.tanggal_expired)}</dd>
              <dt>Status</dt>
              <dd>{certificate.berlaku ? 'Berlaku' : 'Kedaluwarsa'}</dd>
            </dl>
            <p>Sertifikat anti rayap ini diterbitkan oleh {company.name}.</p>
          </>
        )}
      </div>
    </main>
  )
}
