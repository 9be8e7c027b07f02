import type { Readable } from 'node:stream'
import { sql } from 'kysely'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { bearer } from '../../../api/testing/signed-in.ts'
import { multipartForm, PNG_FILE } from '../../../api/testing/uploads.ts'
import { createLocalFileStore, type FileStore } from '../../../core/file-store.ts'
import { moduleKit } from '../../index.ts'
import { exportPerson } from '../export-data.ts'
import { exportZip } from '../export-zip.ts'
import { api, collect, customerId, t, tokens, unzip, uploads, usePersonalDataTestApp } from './testing.ts'

usePersonalDataTestApp()

describe('GET /api/dataPribadi/ekspor/{jenis}/{id}', () => {
  it('is the admin’s only, and refuses an unknown format in Indonesian', async () => {
    const id = await customerId('TTSG-sda-001')
    expect((await api('GET', `/dataPribadi/ekspor/pelanggan/${id}`, null)).statusCode).toBe(401)
    for (const role of ['pelanggan', 'teknisi'] as const)
      expect((await api('GET', `/dataPribadi/ekspor/pelanggan/${id}`, tokens[role])).statusCode).toBe(403)
    const bad = await api('GET', `/dataPribadi/ekspor/pelanggan/${id}?format=docx`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Format ekspor harus json, pdf atau zip')
    expect((await api('GET', '/dataPribadi/ekspor/pelanggan/99999')).statusCode).toBe(404)
  })

  it('gives the demo customer’s data from every module as JSON', async () => {
    const id = await customerId('TTSG-sda-001')
    const response = await api('GET', `/dataPribadi/ekspor/pelanggan/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toContain(`data-pribadi-pelanggan-${id}.json`)
    const body = response.json()
    expect(body.judul).toBe(`Data pribadi pelanggan ${id}`)
    const sections = Object.fromEntries(
      body.data.map((s: { label: string; baris: unknown[] }) => [s.label, s.baris]),
    )
    expect(sections['data pelanggan'][0]).toMatchObject({
      kode_pelanggan: 'TTSG-sda-001',
      nama_pelanggan: 'PT Sinar Jaya Abadi',
    })
    for (const label of ['kontrak', 'kunjungan', 'tagihan', 'laporan', 'akun pengguna'])
      expect(sections[label]?.length, label).toBeGreaterThan(0)
    // No secret leaves: the account's password hash is not exported.
    expect(response.body).not.toContain('password_hash')
    expect(body.riwayat.some((entry: { jenis: string }) => entry.jenis === 'CustomerCreated')).toBe(true)
    expect(body.berkas.length).toBeGreaterThan(0)
    expect(body.berkas[0]).not.toHaveProperty('key')
  })

  it('gives a readable PDF in Indonesian', async () => {
    const id = await customerId('TTSG-sda-001')
    const response = await api('GET', `/dataPribadi/ekspor/pelanggan/${id}?format=pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true })
    expect(text).toContain(`Data pribadi pelanggan ${id}`)
    expect(text).toContain('PT Sinar Jaya Abadi')
    expect(text).toContain('Riwayat perubahan')
  })

  it('gives a ZIP with the JSON, the PDF and every file of the person', async () => {
    const id = await customerId('TTSG-sda-001')
    const response = await api('GET', `/dataPribadi/ekspor/pelanggan/${id}?format=zip`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    const entries = await unzip(response.rawPayload)
    const json = JSON.parse(entries.get('data-pribadi.json')!.toString())
    expect(entries.get('data-pribadi.pdf')!.subarray(0, 5).toString()).toBe('%PDF-')
    expect(json.berkas.length).toBeGreaterThan(0)
    for (const file of json.berkas) expect(entries.has(file.nama), file.nama).toBe(true)
  })

  it('streams a person with 50 photos, opening each file only when the archive reaches it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pelanggan/createData',
      headers: bearer(tokens.admin),
      payload: {
        kode_pelanggan: 'TTSG-sda-950',
        nama_pelanggan: 'Ibu Foto Banyak',
        alamat: 'Jl. Foto 50, Sidoarjo',
        no_telp: '081234500050',
        jenis_usaha: 'Rumah',
        jenis_pekerjaan: 'Pest Control',
        periode_kunjungan: '1x / bulan',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const idpelanggan = created.json().data.idpelanggan as number
    const technician = (
      await sql<{ idteknisi: number }>`select idteknisi from technicians limit 1`.execute(t.database.db)
    ).rows[0]!.idteknisi
    for (let visit = 0; visit < 10; visit++) {
      const planned = await t.app.inject({
        method: 'POST',
        url: '/api/penjadwalan/createData',
        headers: bearer(tokens.admin),
        payload: {
          idpelanggan,
          idteknisi: technician,
          tanggal: `2026-0${1 + (visit % 9)}-1${visit % 9}`,
          jenis_pekerjaan: 'Pest Control',
        },
      })
      expect(planned.statusCode, planned.body).toBe(201)
      const form = multipartForm([
        { name: 'status_penjadwalan', value: 'selesai' },
        { name: 'catatan_teknisi', value: 'Lima foto' },
        { name: 'version', value: String(planned.json().data.version) },
        ...Array.from({ length: 5 }, (_, n) => ({ name: 'foto', value: PNG_FILE, filename: `f${n}.png` })),
      ])
      const done = await t.app.inject({
        method: 'PUT',
        url: `/api/penjadwalan/editStatus/${planned.json().data.idpenjadwalan}`,
        headers: { ...bearer(tokens.admin), 'content-type': form.type },
        payload: form.payload,
      })
      expect(done.statusCode, done.body).toBe(200)
    }
    // The real file store, watched: how many of its files are open at once.
    const store = createLocalFileStore(uploads)
    let open = 0
    let most = 0
    let opened = 0
    const watched: FileStore = {
      ...store,
      async open(key) {
        const file = await store.open(key)
        opened += 1
        open += 1
        most = Math.max(most, open)
        file.stream.on('close', () => {
          open -= 1
        })
        return file
      },
    }
    const person = await exportPerson(
      t.database.db,
      moduleKit().personalData,
      'pelanggan',
      String(idpelanggan),
    )
    expect(person.berkas.filter((file) => file.jenis === 'foto')).toHaveLength(50)
    const zip = await collect(exportZip(person, watched) as Readable)
    expect(opened).toBe(50)
    // A file's stream closes a tick after its last byte, when the next may already be open.
    expect(most).toBeLessThanOrEqual(2)
    const entries = await unzip(zip)
    const photos = [...entries].filter(([name]) => name.startsWith('berkas/schedules-'))
    expect(photos).toHaveLength(50)
    for (const [, bytes] of photos) expect(bytes.equals(PNG_FILE)).toBe(true)

    // Erased, the photos leave the file store and the visits' reports.
    const erased = await api('POST', `/dataPribadi/hapus/pelanggan/${idpelanggan}`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect(erased.json().data.berkas_dihapus).toBe(50)
    for (const file of person.berkas) await expect(store.open(file.key)).rejects.toThrow()
    const after = await exportPerson(
      t.database.db,
      moduleKit().personalData,
      'pelanggan',
      String(idpelanggan),
    )
    expect(after.berkas).toEqual([])
  })
})
