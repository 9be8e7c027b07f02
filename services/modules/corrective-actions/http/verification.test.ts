import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { eventCount, JPG_FILE, PNG_FILE, pdfFile } from '../../../api/testing/uploads.ts'
import { STALE_VERSION } from '../../../core/errors.ts'
import { actionsOfSite, caught, readAndJudge, siteWithTraps, verify, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

// Verification at a visit with a note and a photo (issue 40 item 3, ADR 0100): the photo required
// and checked by content, the visit of that site only, a replay from the phone's outbox recorded
// once, a stale version answered 409 with its text, the photo read by its owners only.

const storedPhotos = async () => (await t.files.list('tindakan-korektif')).length

async function openAction(idpelanggan = ids.pelanggan) {
  const { site, devices } = await siteWithTraps(idpelanggan)
  const visit = await visitOf(site.idlokasi, '2026-12-07', idpelanggan)
  await readAndJudge(visit, [caught(devices[0]!.kode_pendek, [{ hama: 'Tikus', jumlah: 1 }])])
  const action = (await actionsOfSite(site.idlokasi)).tindakan.find(
    (a: { sumber: string }) => a.sumber === 'ambang',
  )
  return { site, visit, action: action as { idtindakan: number; version: number } }
}

describe('tindakanKorektif verification with a note and a photo', () => {
  it('refuses a verification without a photo, with a file that is not a photo, or as JSON, and keeps nothing', async () => {
    const { visit, action } = await openAction()
    const before = {
      events: await eventCount(t.database.db, 'tindakan_korektif'),
      photos: await storedPhotos(),
    }
    const none = await verify(action.idtindakan, { catatan: 'Rapat', idpenjadwalan: visit }, { foto: null })
    expect(none.statusCode).toBe(400)
    expect(none.json().errMessage).toBe('Foto verifikasi tidak boleh kosong')
    const pdf = await verify(
      action.idtindakan,
      { catatan: 'Rapat', idpenjadwalan: visit },
      { foto: pdfFile() },
    )
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().errMessage).toBe('Foto verifikasi harus berupa gambar jpg atau png')
    const noNote = await verify(action.idtindakan, { catatan: ' ', idpenjadwalan: visit })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().errMessage).toBe('Catatan Verifikasi tidak boleh kosong')
    const json = await send(
      'POST',
      `/tindakanKorektif/${action.idtindakan}/verifikasi`,
      { catatan: 'Rapat', idpenjadwalan: visit },
      { token: tokens.teknisi! },
    )
    expect(json.statusCode).toBe(415)
    expect(await eventCount(t.database.db, 'tindakan_korektif')).toBe(before.events)
    expect(await storedPhotos()).toBe(before.photos)
    const still = await send('GET', `/tindakanKorektif/${action.idtindakan}`)
    expect(still.json().data).toMatchObject({ status: 'terbuka', foto_verifikasi: null })
  })

  it('is verified only at a visit of the action site by that visit technician', async () => {
    const { site, action } = await openAction()
    const { site: otherSite } = await siteWithTraps()
    const elsewhere = await visitOf(otherSite.idlokasi, '2026-12-08')
    const wrongSite = await verify(action.idtindakan, { catatan: 'Rapat', idpenjadwalan: elsewhere })
    expect(wrongSite.statusCode).toBe(400)
    expect(wrongSite.json().errMessage).toBe('Kunjungan ini bukan kunjungan lokasi tindakan korektif')
    const here = await visitOf(site.idlokasi, '2026-12-09')
    const notTheirs = await verify(
      action.idtindakan,
      { catatan: 'Rapat', idpenjadwalan: here },
      { token: tokens.otherTeknisi! },
    )
    expect(notTheirs.statusCode).toBe(400)
    expect(notTheirs.json().errMessage).toBe('Data penjadwalan tidak ditemukan')
    const noVisit = await verify(action.idtindakan, { catatan: 'Rapat' })
    expect(noVisit.json().errMessage).toBe('Kunjungan tidak boleh kosong')
    expect((await send('GET', `/tindakanKorektif/${action.idtindakan}`)).json().data.status).toBe('terbuka')
  })

  it('records a replay from the phone once, answers a stale version 409 with its text, and shows the photo to its owners only', async () => {
    const { visit, action } = await openAction()
    const stale = await verify(action.idtindakan, {
      catatan: 'Rapat',
      idpenjadwalan: visit,
      version: action.version + 5,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(STALE_VERSION)
    const before = await eventCount(t.database.db, 'tindakan_korektif')
    const photos = await storedPhotos()
    const fields = {
      catatan: 'Pintu rapat, tidak ada jejak baru',
      idpenjadwalan: visit,
      version: action.version,
      idempotency_key: `verifikasi-${action.idtindakan}-uji`,
    }
    const first = await verify(action.idtindakan, fields, { foto: PNG_FILE })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('Tindakan korektif terverifikasi dan ditutup')
    const again = await verify(action.idtindakan, fields, { foto: PNG_FILE })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    expect(await eventCount(t.database.db, 'tindakan_korektif')).toBe(before + 1)
    expect(await storedPhotos()).toBe(photos + 1)
    const data = first.json().data
    expect(data).toMatchObject({
      status: 'terverifikasi',
      catatan_verifikasi: 'Pintu rapat, tidak ada jejak baru',
      idpenjadwalan_verifikasi: visit,
      foto_verifikasi: `/api/tindakanKorektif/foto/${action.idtindakan}`,
    })
    for (const token of [tokens.admin!, tokens.teknisi!, tokens.pelanggan!]) {
      const photo = await t.app.inject({
        method: 'GET',
        url: data.foto_verifikasi,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/png')
      expect(photo.rawPayload.equals(PNG_FILE)).toBe(true)
    }
    const other = await t.app.inject({
      method: 'GET',
      url: data.foto_verifikasi,
      headers: { authorization: `Bearer ${tokens.otherPelanggan!}` },
    })
    expect(other.statusCode).toBe(404)
    // Another verification (a second phone, another key) of the closed action: 409, nothing kept.
    const closed = await verify(
      action.idtindakan,
      { catatan: 'Lagi', idpenjadwalan: visit },
      { foto: JPG_FILE },
    )
    expect(closed.statusCode).toBe(409)
    expect(closed.json().errMessage).toBe('Tindakan korektif tidak lagi terbuka')
    expect(await storedPhotos()).toBe(photos + 1)
  })

  it('answers 404 to another customer for the action, its photo and its site list', async () => {
    const { site, action } = await openAction()
    for (const url of [
      `/tindakanKorektif/${action.idtindakan}`,
      `/tindakanKorektif/foto/${action.idtindakan}`,
      `/tindakanKorektif/lokasi/${site.idlokasi}`,
    ])
      expect((await send('GET', url, undefined, { token: tokens.otherPelanggan! })).statusCode).toBe(404)
  })
})
