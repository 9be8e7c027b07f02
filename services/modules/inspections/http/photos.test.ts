import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { eventCount, JPG_FILE, PNG_FILE, pdfFile } from '../../../api/testing/uploads.ts'
import { inspectionsAuditSection } from '../audit-pack-section.ts'
import { bait, record, siteWithDevices, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

// A reading's photos (issue 39 item 3, ADR 0119): one or two jpg/png photos sent after the reading
// as their own multipart call named by the reading's idempotency key; checked by content, of this
// visit's readings only, recorded once, read by the visit's owners only, erased with the customer.

const stored = async () => (await t.files.list('pemeriksaan')).length
const photoEvents = () => eventCount(t.database.db, 'foto_pemeriksaan')

function sendPhotos(
  idpenjadwalan: number,
  idempotency_key: string,
  files: readonly Buffer[],
  token: string | null = tokens.teknisi!,
) {
  return call('POST', `/pemeriksaan/${idpenjadwalan}/foto`, {
    token,
    form: [
      { name: 'idempotency_key', value: idempotency_key },
      ...files.map((value, index) => ({ name: 'foto', value, filename: `foto-${index + 1}.jpg` })),
    ],
  })
}

async function readVisit(idpelanggan = ids.pelanggan) {
  const { site, devices } = await siteWithDevices(idpelanggan)
  const visit = await visitOf(site.idlokasi, idpelanggan)
  const reading = bait(devices[0]!.kode_pendek)
  const answer = await record(visit.idpenjadwalan, [reading])
  expect(answer.statusCode, answer.body).toBe(200)
  const recorded = answer.json().data.pemeriksaan[0] as { idpemeriksaan: number; foto: string[] }
  return { site, visit, key: reading.idempotency_key, recorded }
}

describe('pemeriksaan: photos of a reading', () => {
  it('keeps two photos of the reading once, however often the phone sends them, and shows them to its owners only', async () => {
    const { site, visit, key, recorded } = await readVisit()
    expect(recorded.foto).toEqual([])
    const before = { events: await photoEvents(), files: await stored() }
    const first = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE, PNG_FILE])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('Foto pemeriksaan tersimpan')
    const urls = [
      `/api/pemeriksaan/foto/${recorded.idpemeriksaan}/1`,
      `/api/pemeriksaan/foto/${recorded.idpemeriksaan}/2`,
    ]
    expect(first.json().data.foto).toEqual(urls)
    const again = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE, PNG_FILE])
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    expect(await photoEvents()).toBe(before.events + 1)
    expect(await stored()).toBe(before.files + 2)

    const view = await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`, undefined, {
      token: tokens.pelanggan!,
    })
    const device = view
      .json()
      .data.perangkat.find(
        (d: { pemeriksaan: { idpemeriksaan: number } | null }) =>
          d.pemeriksaan?.idpemeriksaan === recorded.idpemeriksaan,
      )
    expect(device.pemeriksaan.foto).toEqual(urls)
    for (const token of [tokens.admin!, tokens.teknisi!, tokens.pelanggan!]) {
      const photo = await t.app.inject({
        method: 'GET',
        url: urls[1]!,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/png')
      expect(photo.rawPayload.equals(PNG_FILE)).toBe(true)
    }
    for (const token of [tokens.otherPelanggan!, tokens.otherTeknisi!]) {
      const other = await t.app.inject({
        method: 'GET',
        url: urls[0]!,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(other.statusCode).toBe(404)
    }

    // The audit pack's readings section names the photos and adds them to its ZIP.
    const pack = await inspectionsAuditSection.collect(t.database.db, {
      idlokasi: site.idlokasi,
      idpelanggan: ids.pelanggan,
      dari: '2026-12-01',
      sampai: '2026-12-31',
    })
    const names = pack.files.map((file) => file.name)
    expect(names).toEqual([
      expect.stringMatching(new RegExp(`^foto-pemeriksaan/${recorded.idpemeriksaan}-.+-1\\.jpg$`)),
      expect.stringMatching(new RegExp(`^foto-pemeriksaan/${recorded.idpemeriksaan}-.+-2\\.png$`)),
    ])
    expect(pack.rows[0]!.at(-1)).toBe(names.join(', '))
  })

  it('refuses a file that is not a photo, a third photo, none, and another visit’s reading, and keeps nothing', async () => {
    const { visit, key } = await readVisit()
    const { visit: otherVisit } = await readVisit()
    const before = { events: await photoEvents(), files: await stored() }
    const pdf = await sendPhotos(visit.idpenjadwalan, key, [pdfFile()])
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().errMessage).toBe('Foto pemeriksaan harus berupa gambar jpg atau png')
    const renamed = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE, pdfFile()])
    expect(renamed.statusCode).toBe(415)
    const three = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE, JPG_FILE, JPG_FILE])
    expect(three.statusCode).toBe(400)
    expect(three.json().errMessage).toBe('Foto pemeriksaan paling banyak 2')
    const none = await sendPhotos(visit.idpenjadwalan, key, [])
    expect(none.statusCode).toBe(400)
    expect(none.json().errMessage).toBe('Foto pemeriksaan tidak boleh kosong')
    const elsewhere = await sendPhotos(otherVisit.idpenjadwalan, key, [JPG_FILE])
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().errMessage).toBe('Hasil pemeriksaan tidak ditemukan pada kunjungan ini')
    const unknown = await sendPhotos(visit.idpenjadwalan, 'tidak-ada', [JPG_FILE])
    expect(unknown.statusCode).toBe(400)
    expect(await photoEvents()).toBe(before.events)
    expect(await stored()).toBe(before.files)
  })

  it('answers 404 to another technician sending photos to the visit, refuses a customer', async () => {
    const { visit, key } = await readVisit()
    const before = { events: await photoEvents(), files: await stored() }
    const otherTechnician = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE], tokens.otherTeknisi!)
    expect(otherTechnician.statusCode).toBe(404)
    // A customer never sends photos (403), its own visit or another's.
    const customer = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE], tokens.otherPelanggan!)
    expect([403, 404]).toContain(customer.statusCode)
    expect(await photoEvents()).toBe(before.events)
    expect(await stored()).toBe(before.files)
  })

  it('erases the photos with the customer’s data, files and stored events too', async () => {
    const { visit, key, recorded } = await readVisit(ids.otherPelanggan)
    const sent = await sendPhotos(visit.idpenjadwalan, key, [JPG_FILE], tokens.admin!)
    expect(sent.statusCode, sent.body).toBe(200)
    const keys = await t.files.list('pemeriksaan')
    const erased = await call('POST', `/dataPribadi/hapus/pelanggan/${ids.otherPelanggan}`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect((await t.files.list('pemeriksaan')).length).toBe(keys.length - 1)
    const view = await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`)
    const device = view
      .json()
      .data.perangkat.find(
        (d: { pemeriksaan: { idpemeriksaan: number } | null }) =>
          d.pemeriksaan?.idpemeriksaan === recorded.idpemeriksaan,
      )
    expect(device.pemeriksaan.foto).toEqual([])
    const events = await t.database.db
      .selectFrom('events')
      .select('data')
      .where('stream_type', '=', 'foto_pemeriksaan')
      .where('stream_id', '=', String(recorded.idpemeriksaan))
      .execute()
    expect(events.map((e) => (e.data as { foto: string[] }).foto)).toEqual([[]])
  })
})
