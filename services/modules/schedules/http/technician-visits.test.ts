import { beforeAll, describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { expectOwnVisitOnly, expectOwnVisitRowsOnly } from '../../../api/testing/ownership-matrix.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { type FormPart, PNG_FILE } from '../../../api/testing/uploads.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { SCHEDULE_MESSAGES } from '../contract.ts'

// The technician area on the server (issue 27): two technicians, each reading and completing its
// own visits only; and a completion made offline that arrives after the visit was changed,
// reassigned or deleted, kept in the visit's history for the admin with the server's reason
// (ADR 0040).

const { call, visit } = useCustomerRecordsTestApp()

const today = todayJakarta()
let mine: number[]
let theirs: number[]
beforeAll(async () => {
  mine = [await visit({ tanggal: today }), await visit({ idpelanggan: ids.otherPelanggan, tanggal: today })]
  theirs = [await visit({ idteknisi: ids.otherTeknisi, tanggal: today })]
}, 60_000)

const report = (note: string, extra: FormPart[] = []): FormPart[] => [
  { name: 'status_penjadwalan', value: 'selesai' },
  { name: 'catatan_teknisi', value: note },
  { name: 'hama_ditemukan', value: 'Tikus' },
  ...extra,
]
const complete = (url: string, token: string | null, form = report('Selesai')) =>
  call('PUT', url, { token, form })
const keepRefused = (id: number, token: string, form: FormPart[]) =>
  call('POST', `/penjadwalan/laporanTertolak/${id}`, { token, form })
const history = async (id: number) =>
  (await call('GET', `/penjadwalan/history/${id}`)).json().data as {
    jenis: string
    perubahan: { field: string; to: unknown }[]
  }[]
const refusals = async (id: number) =>
  (await history(id)).filter((entry) => entry.jenis === 'Laporan teknisi tidak diterima')

describe('penjadwalan: each technician its own visits', () => {
  it('lists only the caller’s visits, whatever it filters for', async () => {
    const range = `dari=${today}&sampai=${today}`
    await expectOwnVisitRowsOnly('/penjadwalan/getData?limit=100', mine, theirs, [
      `idteknisi=${ids.otherTeknisi}`,
      `idteknisi=${ids.teknisi}`,
    ])
    await expectOwnVisitRowsOnly('/penjadwalan/getAllData', mine, theirs)
    await expectOwnVisitRowsOnly(`/penjadwalan/kalender?${range}`, mine, theirs, [
      `idteknisi=${ids.otherTeknisi}`,
    ])
  })

  it('answers one visit and its photos to its technician only; another’s is 404 whatever id', async () => {
    await expectOwnVisitOnly((id) => `/penjadwalan/getData/${id}`, mine[0]!, theirs[0]!)
    const photographed = async (idteknisi: number, token: string) => {
      const id = await visit({ idteknisi, tanggal: today })
      const done = await complete(
        `/penjadwalan/editStatus/${id}`,
        token,
        report('Foto terlampir', [{ name: 'foto', value: PNG_FILE, filename: 'a.png' }]),
      )
      expect(done.statusCode, done.body).toBe(200)
      return id
    }
    const own = await photographed(ids.teknisi, tokens.teknisi!)
    const other = await photographed(ids.otherTeknisi, tokens.otherTeknisi!)
    await expectOwnVisitOnly((id) => `/penjadwalan/foto/${id}/1`, own, other)
  })

  it('lets each technician complete its own visits only', async () => {
    const own = await visit({ tanggal: today })
    const other = await visit({ idteknisi: ids.otherTeknisi, tanggal: today })
    await expectOwnVisitOnly((id) => `/penjadwalan/editStatus/${id}`, own, other, {
      send: (url, token) => complete(url, token),
    })
    for (const id of [own, other]) {
      const record = (await call('GET', `/penjadwalan/getData/${id}`)).json().data
      expect(record.status_penjadwalan).toBe('selesai')
    }
  })
})

describe('penjadwalan: a completion made offline that arrives too late', () => {
  it('keeps the report of a reassigned visit for the admin, with the reason, once per key', async () => {
    const id = await visit({ tanggal: today })
    const planned = (await call('GET', `/penjadwalan/getData/${id}`)).json().data
    const reassigned = await fetchUpdate(id, { ...planned, idteknisi: ids.otherTeknisi })
    expect(reassigned.statusCode, reassigned.body).toBe(200)

    // editStatus refuses it now (not its visit any more): the phone then keeps it here.
    expect((await complete(`/penjadwalan/editStatus/${id}`, tokens.teknisi!)).statusCode).toBe(404)
    const form = report('Dikerjakan tanpa sinyal', [
      { name: 'idempotency_key', value: 'offline-late-1' },
      { name: 'dibuat', value: `${today}T02:00:00.000Z` },
      { name: 'foto', value: PNG_FILE, filename: 'a.png' },
    ])
    const kept = await keepRefused(id, tokens.teknisi!, form)
    expect(kept.statusCode, kept.body).toBe(201)
    expect(kept.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.refusedKept,
      data: { idpenjadwalan: id, alasan: SCHEDULE_MESSAGES.refusedReassigned },
    })
    // Sent again (a lost answer): the first answer, one report.
    const again = await keepRefused(id, tokens.teknisi!, form)
    expect(again.json().data.alasan).toBe(SCHEDULE_MESSAGES.refusedReassigned)
    const found = await refusals(id)
    expect(found).toHaveLength(1)
    expect(JSON.stringify(found[0])).toContain('Dikerjakan tanpa sinyal')
    expect(JSON.stringify(found[0])).toContain(SCHEDULE_MESSAGES.refusedReassigned)
    // The visit itself is unchanged and still editable with the version it shows.
    const now = (await call('GET', `/penjadwalan/getData/${id}`)).json().data
    expect(now.status_penjadwalan).toBe('belum selesai')
    expect((await fetchUpdate(id, { ...now, jam: '11:00' })).statusCode).toBe(200)
  })

  it('keeps the report of a deleted or changed visit; refuses a technician never assigned to it', async () => {
    const deleted = await visit({ tanggal: today })
    const version = (await call('GET', `/penjadwalan/getData/${deleted}`)).json().data.version
    const gone = await call('DELETE', `/penjadwalan/deleteData/${deleted}?version=${version}`)
    expect(gone.statusCode, gone.body).toBe(200)
    const late = await keepRefused(deleted, tokens.teknisi!, report('Terlambat'))
    expect(late.json().data.alasan).toBe(SCHEDULE_MESSAGES.refusedDeleted)
    expect(await refusals(deleted)).toHaveLength(1)

    const changed = await visit({ tanggal: today })
    const stale = await keepRefused(changed, tokens.teknisi!, report('Versi lama'))
    expect(stale.json().data.alasan).toBe(SCHEDULE_MESSAGES.refusedChanged)

    // Never its visit: nothing kept, nothing told (404), as for any id; nor for a customer.
    for (const token of [tokens.otherTeknisi!, tokens.pelanggan!]) {
      const refused = await keepRefused(changed, token, report('Bukan milik saya'))
      expect(refused.statusCode, refused.body).toBe(token === tokens.pelanggan ? 403 : 404)
    }
    expect((await keepRefused(999_999, tokens.teknisi!, report('Tidak ada'))).statusCode).toBe(404)
    expect(await refusals(changed)).toHaveLength(1)
  })
})

// updateData as the admin's form sends it: the record's fields with the version it read.
function fetchUpdate(id: number, record: Record<string, unknown>) {
  const { idpelanggan, idteknisi, idkontrak, tanggal, jam, jenis_pekerjaan, lokasi, catatan, version } =
    record
  return t.app.inject({
    method: 'PUT',
    url: `/api/penjadwalan/updateData/${id}`,
    headers: bearer(tokens.admin!),
    payload: { idpelanggan, idteknisi, idkontrak, tanggal, jam, jenis_pekerjaan, lokasi, catatan, version },
  })
}
