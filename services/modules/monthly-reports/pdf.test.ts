import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { JPG_FILE, PNG_FILE } from '../../core/testing/files.ts'
import { monthlyPdfName, renderMonthlyReportPdf } from './pdf.ts'
import type { MonthlyReport } from './report.ts'

const visit = (n: number, done: boolean): MonthlyReport['kunjungan'][number] => ({
  idpenjadwalan: n,
  nama_pelanggan: 'CV Sumber Makmur',
  lokasi: 'Jl. Raya Candi 7, Sidoarjo',
  periode_kontrak: null,
  jenis_pekerjaan: n % 2 === 0 ? 'Pest Control' : 'Termite Control',
  jumlah_kunjungan: n,
  tanggal: `2026-03-${String(n).padStart(2, '0')}`,
  status_penjadwalan: done ? 'selesai' : 'belum selesai',
  idteknisi: 1,
  nama_teknisi: n % 2 === 0 ? 'Agus Setiawan' : 'Budi Santoso',
  hasil_kunjungan: done
    ? {
        waktu_selesai: `2026-03-${String(n).padStart(2, '0')}T09:00:00.000Z`,
        catatan_teknisi: `Umpan diganti kunjungan ${n}`,
        hama_ditemukan: ['Tikus'],
        foto: ['/api/penjadwalan/foto/1/1'],
      }
    : null,
})

const report: MonthlyReport = {
  pelanggan: {
    idpelanggan: 3,
    kode_pelanggan: 'TTSG-sda-003',
    nama_pelanggan: 'CV Sumber Makmur',
    alamat: 'Jl. Raya Candi 7, Sidoarjo',
  },
  bulan: 3,
  tahun: 2026,
  kunjungan: Array.from({ length: 28 }, (_, index) => visit(index + 1, index % 3 !== 0)),
}

async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text, totalPages } = await extractText(document, { mergePages: true })
  return { text, totalPages }
}

describe('the monthly treatment report PDF', () => {
  it('holds the customer, the Indonesian month and dates, every visit and technician, the summary and page numbers', async () => {
    const photos = new Map([
      [2, [PNG_FILE, JPG_FILE]],
      [5, [PNG_FILE]],
    ])
    const pdf = await renderMonthlyReportPdf(
      report,
      { nama_perusahaan: 'TTSG Pest Control', alamat: 'Sidoarjo' },
      photos,
      [
        {
          tanggal: '2026-03-02',
          nama_dagang: 'Sipermetrin 100 EC',
          bahan_aktif: 'Sipermetrin',
          kadar: '100 g/l',
          nomor_registrasi: 'RI. 0101-0000-002',
          jumlah: 250.5,
          satuan: 'ml',
          metode: 'semprot',
        },
      ],
    )
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, totalPages } = await textOf(pdf)
    expect(text).toContain('TTSG Pest Control')
    expect(text).toContain('LAPORAN BULANAN TREATMENT')
    expect(text).toContain('Periode Maret 2026')
    expect(text).toContain('CV Sumber Makmur (TTSG-sda-003)')
    for (const day of ['1 Maret 2026', '15 Maret 2026', '28 Maret 2026']) expect(text).toContain(day)
    expect(text).toContain('Agus Setiawan')
    expect(text).toContain('Budi Santoso')
    expect(text).toContain('Umpan diganti kunjungan 2')
    expect(text).toContain('Ringkasan: 28 kunjungan, 18 selesai, 10 belum selesai.')
    expect(text).toContain('Pestisida yang Digunakan')
    expect(text).toContain('RI. 0101-0000-002')
    expect(text).toContain('250,5 ml')
    expect(totalPages).toBeGreaterThan(1)
    expect(text).toContain(`Halaman ${totalPages} dari ${totalPages}`)
    expect(monthlyPdfName(report)).toBe('laporan-bulanan-TTSG-sda-003-2026-03.pdf')
  })

  it('says so when the month has no visits', async () => {
    const pdf = await renderMonthlyReportPdf(
      { ...report, kunjungan: [] },
      { nama_perusahaan: 'TTSG', alamat: 'Sidoarjo' },
      new Map(),
    )
    const { text } = await textOf(pdf)
    expect(text).toContain('Data Treatment Laporan Kosong')
    expect(text).toContain('Tidak ada pestisida yang dicatat bulan ini.')
  })
})
