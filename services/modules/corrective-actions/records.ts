import { Type } from 'typebox'
import {
  PENANGGUNG_JAWAB_OPTIONS,
  PERIODE_OPTIONS,
  STATUS_TINDAKAN_OPTIONS,
  SUMBER_OPTIONS,
  TINGKAT_OPTIONS,
} from './contract.ts'

// The answers' schemas (the OpenAPI document and the response check).
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const ThresholdRecord = Type.Object({
  idambang: Nullable(Type.String()),
  idlokasi: Type.Integer(),
  idarea: Nullable(Type.Integer()),
  zona: Nullable(Type.String()),
  jenis_perangkat: Type.String(),
  hama: Nullable(Type.String()),
  periode: Type.Enum([...PERIODE_OPTIONS]),
  peringatan: Type.Number(),
  kritis: Type.Number(),
  bawaan: Type.Boolean(),
})
export const SiteThresholdsRecord = Type.Object({
  idlokasi: Type.Integer(),
  version: Type.Integer(),
  ambang: Type.Array(ThresholdRecord),
})
// The example of a site's thresholds (GET /api/ambang/{id}, the auditor's GET /api/audit/{token}/ambang).
export const SITE_THRESHOLDS_EXAMPLE = {
  idlokasi: 3,
  version: 1,
  ambang: [
    {
      idambang: '1',
      idlokasi: 3,
      idarea: 7,
      zona: null,
      jenis_perangkat: 'insect light trap',
      hama: 'Lalat',
      periode: 'minggu' as const,
      peringatan: 5,
      kritis: 10,
      bawaan: false,
    },
  ],
}

export const ActionRecord = Type.Object({
  idtindakan: Type.Integer(),
  idlokasi: Type.Integer(),
  idpelanggan: Type.Integer(),
  idarea: Nullable(Type.Integer()),
  nama_area: Nullable(Type.String()),
  nama_lokasi: Type.String(),
  sumber: Type.Enum([...SUMBER_OPTIONS]),
  penyebab: Type.String(),
  tingkat: Type.Enum([...TINGKAT_OPTIONS]),
  temuan: Type.String(),
  penanggung_jawab: Type.Enum([...PENANGGUNG_JAWAB_OPTIONS]),
  tenggat: Type.String({ format: 'date' }),
  status: Type.Enum([...STATUS_TINDAKAN_OPTIONS]),
  terlambat: Type.Boolean(),
  bukti: Type.Array(
    Type.Object({
      idpemeriksaan: Nullable(Type.Integer()),
      indeks: Nullable(Type.String()),
      nilai: Type.Number(),
      waktu: Type.String(),
    }),
  ),
  komentar: Nullable(Type.String()),
  catatan_verifikasi: Nullable(Type.String()),
  idpenjadwalan_verifikasi: Nullable(Type.Integer()),
  foto_verifikasi: Nullable(Type.String({ description: 'Alamat foto verifikasi (jpg/png)' })),
  alasan_batal: Nullable(Type.String()),
  dibuka: Type.String({ format: 'date-time' }),
  ditutup: Nullable(Type.String({ format: 'date-time' })),
  version: Type.Integer(),
})
export const ActionListRecord = Type.Object({
  terbuka: Type.Integer(),
  terlambat: Type.Integer(),
  ditutup: Type.Integer(),
  tindakan: Type.Array(ActionRecord),
})
export const IndexRecord = Type.Object({
  indeks: Type.String(),
  rumus: Type.String(),
  pembilang: Type.Number(),
  penyebut: Type.Number(),
  nilai: Nullable(Type.Number()),
  batas: Type.String(),
  status: Type.Enum(['memenuhi baku mutu', 'melebihi baku mutu', 'tidak ada data']),
})
export const SiteIndicesRecord = Type.Object({
  idlokasi: Type.Integer(),
  bulan: Type.Integer(),
  tahun: Type.Integer(),
  indeks: Type.Array(IndexRecord),
})

export const ACTION_EXAMPLE = {
  idtindakan: 4,
  idlokasi: 3,
  idpelanggan: 7,
  idarea: 5,
  nama_area: 'Gudang bahan baku',
  nama_lokasi: 'Pabrik Buduran',
  sumber: 'ambang',
  penyebab: 'ambang:glue board:Tikus',
  tingkat: 'kritis',
  temuan: 'Tikus 1 pada glue board PJB1-007 (area Gudang bahan baku), melebihi ambang kritis 0 per kunjungan',
  penanggung_jawab: 'perusahaan',
  tenggat: '2026-12-14',
  status: 'terbuka',
  terlambat: false,
  bukti: [{ idpemeriksaan: 41, indeks: null, nilai: 1, waktu: '2026-12-07T02:14:05.000Z' }],
  komentar: null,
  catatan_verifikasi: null,
  idpenjadwalan_verifikasi: null,
  foto_verifikasi: null,
  alasan_batal: null,
  dibuka: '2026-12-07T02:20:00.000Z',
  ditutup: null,
  version: 1,
} as const
