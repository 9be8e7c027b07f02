// Browser-safe: the access log's texts (riwayat akses, issue 38 item 4).

export const ACCESS_KINDS = { baca: 'Dibuka', ekspor: 'Diekspor (CSV)', unduh: 'Berkas diunduh' } as const

export const ACCESS_LOG_MESSAGES = {
  sumber: 'Sumber harus berupa nama data (mis. pelanggan)',
  id: 'ID data tidak valid',
} as const

// How long an entry is kept (UU 27/2022 asks for a record of processing, not for ever).
export const ACCESS_LOG_RETENTION_DAYS = 365

export type AccessLogEntry = {
  waktu: string
  oleh: { nama: string; role: string }
  jenis: keyof typeof ACCESS_KINDS
  rute: string
  alamat: string
}
