import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, buildSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { moduleKit } from '../../index.ts'
import { syncWebsiteProspects } from '../../prospects/index.ts'
import { DEFAULT_PRIVACY_NOTICE } from '../index.ts'

// Consent and notice (issue 38 item 1): the privacy notice is public, edited by admins as new
// versions; a contact request records the version it was sent under, and its prospect keeps it.
let s: Awaited<ReturnType<typeof buildSignedInTestApp>>
beforeAll(async () => {
  s = await buildSignedInTestApp()
}, 60_000)
afterAll(() => s.t.close())

const notice = () => s.t.app.inject({ method: 'GET', url: '/api/profil_perusahaan/kebijakanPrivasi' })
const save = (teks: string, version?: number, token = s.tokens.admin) =>
  s.t.app.inject({
    method: 'PUT',
    url: '/api/profil_perusahaan/kebijakanPrivasi',
    headers: bearer(token),
    payload: { teks, ...(version === undefined ? {} : { version }) },
  })
const contact = (nama: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/kontak',
    payload: {
      nama,
      email: 'budi@example.co.id',
      no_telp: '081234567890',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
    },
    remoteAddress: `10.7.0.${nama.length}`,
  })

describe('the privacy notice', () => {
  it('is public, version 0 with the built-in text before any edit', async () => {
    const answer = await notice()
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual(DEFAULT_PRIVACY_NOTICE)
  })

  it('takes a new version, dated, each time the admin changes the text; 409 on a stale version', async () => {
    const first = await save('Teks pertama.\n\nParagraf dua.', 0)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('Kebijakan privasi berhasil disimpan sebagai versi baru')
    expect(first.json().data).toMatchObject({ teks: 'Teks pertama.\n\nParagraf dua.', versi: 1, version: 1 })
    expect(Date.parse(first.json().data.berlaku_sejak)).toBeGreaterThan(Date.now() - 60_000)

    const stale = await save('Teks lain.', 0)
    expect(stale.statusCode).toBe(409)
    const same = await save('Teks pertama.\n\nParagraf dua.', 1)
    expect(same.statusCode).toBe(400)
    expect(same.json().errMessage).toBe(
      'Teks kebijakan privasi sama dengan versi sekarang, tidak ada versi baru',
    )
    expect((await save('', 1)).json().errMessage).toBe('Teks Kebijakan Privasi tidak boleh kosong')
    expect((await notice()).json().data.versi).toBe(1)

    expect((await save('Teks kedua.', 1)).json().data.versi).toBe(2)
    expect((await notice()).json().data).toMatchObject({ teks: 'Teks kedua.', versi: 2 })
  })

  it('is changed by admins only', async () => {
    expect((await save('Teks teknisi.', undefined, s.tokens.teknisi)).statusCode).toBe(403)
    expect((await save('Teks pelanggan.', undefined, s.tokens.pelanggan)).statusCode).toBe(403)
    const anonymous = await s.t.app.inject({
      method: 'PUT',
      url: '/api/profil_perusahaan/kebijakanPrivasi',
      payload: { teks: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('is recorded with a contact request, with its time, and kept by the prospect made from it', async () => {
    const current = (await notice()).json().data.versi
    const sent = await contact('Pengunjung Versi')
    expect(sent.statusCode, sent.body).toBe(201)
    const request = (await s.t.database.db
      .selectFrom('contact_requests' as never)
      .select(['versi_kebijakan_privasi', 'created_at'] as never[])
      .where('id' as never, '=', sent.json().data.id as never)
      .executeTakeFirstOrThrow()) as { versi_kebijakan_privasi: number; created_at: Date }
    expect(request.versi_kebijakan_privasi).toBe(current)

    // The sync reads events committed before the whole cluster's oldest open transaction (as the
    // relay does): under a full run another database's transaction can hold it back for a moment.
    const eventStore = createEventStore(s.t.database.db, moduleKit())
    const found = async () => {
      await syncWebsiteProspects({ db: s.t.database.db, eventStore })
      return (await s.get('/api/pemesanan/getData?search_query=Pengunjung%20Versi', s.tokens.admin)).json()
    }
    await expect.poll(async () => (await found()).data.length, { timeout: 20_000 }).toBe(1)
    const list = await found()
    const prospect = (
      await s.get(`/api/pemesanan/getData/${list.data[0].idpemesanan}`, s.tokens.admin)
    ).json().data
    expect(prospect).toMatchObject({
      sumber: 'Website',
      versi_kebijakan_privasi: current,
      persetujuan_kebijakan_pada: request.created_at.toISOString(),
    })
  })
})
