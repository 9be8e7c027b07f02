import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import type { FormPart } from '../../../api/testing/uploads.ts'
import { EXE_FILE, JPG_FILE, PNG_FILE, pdfFile } from '../../../core/testing/files.ts'

const { call, visit } = useCustomerRecordsTestApp()

// Every file the store holds in the folders these forms write (on disk with the partial files of
// cut-off uploads; a bucket shows an object only once its upload completed).
const storedFiles = async () => [
  ...(await t.files.list('sertifikat_rayap')),
  ...(await t.files.list('laporan')),
]
const recordCount = async () => {
  const { rows } = await sql<{
    n: string
  }>`select (select count(*) from certificates) + (select count(*) from reports)
    + (select count(*) from events where stream_type in ('sertifikat_rayap', 'laporan')) as n`.execute(
    t.database.db,
  )
  return Number(rows[0]!.n)
}

const big = Buffer.concat([pdfFile(), Buffer.alloc(5_242_881 - pdfFile().length, 0x20)])
const polyglot = Buffer.concat([PNG_FILE, Buffer.from('<html><script>alert(1)</script></html>')])
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
)
const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/profil")</script></body></html>')

describe('hostile uploads to certificates and reports', () => {
  // [what, the file (or a whole form), its name, the status and message expected]
  const files: [string, Buffer, string, number, string][] = [
    ['an empty file', Buffer.alloc(0), 'kosong.pdf', 400, 'File Sertifikat tidak boleh kosong'],
    ['5 242 881 bytes', big, 'besar.pdf', 413, 'Ukuran file tidak boleh lebih dari 5 Mb'],
    ['an executable named .pdf', EXE_FILE, 'setup.pdf', 415, 'Format file tidak didukung'],
    ['a PNG with a page behind it', polyglot, 'foto.png', 415, 'Format file tidak didukung'],
    ['an SVG with a script', svg, 'logo.svg', 415, 'Format file tidak didukung'],
    ['an SVG named .png', svg, 'logo.png', 415, 'Format file tidak didukung'],
    ['HTML named .png', html, 'gambar.png', 415, 'Format file tidak didukung'],
    ['a PDF named .exe', pdfFile(), 'sertifikat.exe', 415, 'Format file tidak didukung'],
  ]

  it.each(files)(
    'refuses %s with a clear message and keeps nothing',
    async (_what, file, name, status, message) => {
      const idpenjadwalan = await visit()
      const [beforeFiles, beforeRecords] = [await storedFiles(), await recordCount()]
      const refused = await call('POST', '/sertifikat_rayap/createData', {
        form: [
          { name: 'idpenjadwalan', value: String(idpenjadwalan) },
          { name: 'tanggal_expired', value: '2029-11-30' },
          { name: 'file_sertifikat', value: file, filename: name },
        ],
      })
      expect(refused.statusCode).toBe(status)
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
      const report = await call('POST', '/laporan/createData', {
        form: [
          { name: 'idpelanggan', value: String(ids.pelanggan) },
          { name: 'tanggal_laporan', value: '2026-11-20' },
          { name: 'file_laporan', value: file, filename: name },
        ],
      })
      expect(report.statusCode).toBe(status)
      expect(report.json().errMessage).toBe(message.replace('File Sertifikat', 'File Laporan'))
      expect(await storedFiles()).toEqual(beforeFiles)
      expect(await recordCount()).toBe(beforeRecords)
    },
  )

  it('refuses broken forms: wrong field names, two files in one field, a cut-off body, no boundary', async () => {
    const idpenjadwalan = String(await visit())
    const base: FormPart[] = [
      { name: 'idpenjadwalan', value: idpenjadwalan },
      { name: 'tanggal_expired', value: '2029-11-30' },
    ]
    const forms: [FormPart[], string][] = [
      [[...base, { name: 'file', value: pdfFile(), filename: 'a.pdf' }], 'Data formulir tidak valid'],
      [
        [
          ...base,
          { name: 'nama', value: 'x' },
          { name: 'file_sertifikat', value: pdfFile(), filename: 'a.pdf' },
        ],
        'Data formulir tidak valid',
      ],
      [
        [
          ...base,
          { name: 'file_sertifikat', value: pdfFile(), filename: 'a.pdf' },
          { name: 'file_sertifikat', value: JPG_FILE, filename: 'b.jpg' },
        ],
        'Data formulir tidak valid',
      ],
    ]
    const [beforeFiles, beforeRecords] = [await storedFiles(), await recordCount()]
    for (const [form, message] of forms) {
      const refused = await call('POST', '/sertifikat_rayap/createData', { form })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errMessage).toBe(message)
    }
    // A body cut off in the middle of the file, and one without its boundary.
    const whole = `--cut\r\nContent-Disposition: form-data; name="idpenjadwalan"\r\n\r\n${idpenjadwalan}\r\n--cut\r\nContent-Disposition: form-data; name="file_sertifikat"; filename="a.pdf"\r\n\r\n%PDF-1.7\n`
    for (const [type, payload] of [
      ['multipart/form-data; boundary=cut', whole],
      ['multipart/form-data', whole],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sertifikat_rayap/createData',
        headers: {
          authorization: `Bearer ${tokens.admin}`,
          'content-type': type!,
        },
        payload,
      })
      expect(response.statusCode, type).toBeLessThan(500)
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400)
      expect(response.json().status).toBe('gagal')
    }
    expect(await storedFiles()).toEqual(beforeFiles)
    expect(await recordCount()).toBe(beforeRecords)
  })

  it('keeps the name a visitor gave only cleaned, and stores under a name of its own', async () => {
    const names = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['sertifikat\u0000.pdf', 'sertifikat.pdf'],
      ['laporan\u202Efdp.exe.pdf', 'laporanfdp.exe.pdf'],
      [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(116)}.pdf`],
    ]
    for (const [given, kept] of names) {
      const created = await call('POST', '/sertifikat_rayap/createData', {
        form: [
          { name: 'idpenjadwalan', value: String(await visit()) },
          { name: 'tanggal_expired', value: '2029-11-30' },
          { name: 'file_sertifikat', value: pdfFile(), filename: given! },
        ],
      })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json().data.nama_file_sertifikat).toBe(kept)
    }
    for (const file of await storedFiles())
      expect(file).toMatch(/^(sertifikat_rayap|laporan)\/[0-9a-f-]{36}\.(pdf|png|jpg)$/)
  })

  it('removes the file when the database refuses the record after the file was written', async () => {
    const idpenjadwalan = await visit()
    const before = await storedFiles()
    // The read table refuses every insert: the append fails after the upload was stored.
    await sql`alter table certificates add constraint refuse_all check (idsertifikat_rayap < 0) not valid`.execute(
      t.database.db,
    )
    try {
      const failed = await call('POST', '/sertifikat_rayap/createData', {
        form: [
          { name: 'idpenjadwalan', value: String(idpenjadwalan) },
          { name: 'tanggal_expired', value: '2029-11-30' },
          { name: 'file_sertifikat', value: PNG_FILE, filename: 'a.png' },
        ],
      })
      expect(failed.statusCode).toBe(500)
      expect(failed.json()).toEqual({
        status: 'gagal',
        errMessage: 'Terjadi kesalahan pada server, silakan coba lagi',
      })
    } finally {
      await sql`alter table certificates drop constraint refuse_all`.execute(t.database.db)
    }
    expect(await storedFiles()).toEqual(before)
  })
})
