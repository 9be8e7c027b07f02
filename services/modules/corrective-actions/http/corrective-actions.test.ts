import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { jakartaDay } from '../queries.ts'
import { actionsOfSite, caught, readAndJudge, siteWithTraps, verify, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

const plusDays = (days: number) =>
  new Date(Date.parse(`${jakartaDay(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const actionEvents = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('stream_type' as never, 'in', ['tindakan_korektif', 'ambang'] as never)
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('tindakanKorektif: actions opened by breaches', () => {
  it('opens one critical action per area and cause for a rodent in production; more breaches attach; a replay adds nothing', async () => {
    const { site, devices } = await siteWithTraps(ids.pelanggan, ['glue board', 'glue board'])
    const produksi = devices.filter((d) => d.idarea === devices[0]!.idarea)
    const visit = await visitOf(site.idlokasi)
    await readAndJudge(visit, [caught(produksi[0]!.kode_pendek, [{ hama: 'Tikus', jumlah: 1 }])])
    let list = await actionsOfSite(site.idlokasi)
    const threshold = list.tindakan.filter((a: { sumber: string }) => a.sumber === 'ambang')
    expect(threshold).toEqual([
      expect.objectContaining({
        status: 'terbuka',
        tingkat: 'kritis',
        tenggat: plusDays(7),
        nama_area: 'Produksi',
        penanggung_jawab: 'perusahaan',
      }),
    ])
    expect(threshold[0].temuan).toContain('Tikus 1 pada glue board')
    // The month's rat trap success (1 of 1 trap-nights, 100 %) is over 1 %: its own action.
    expect(list.tindakan.map((a: { sumber: string }) => a.sumber).sort()).toEqual(['ambang', 'indeks'])
    await readAndJudge(visit, [caught(produksi[1]!.kode_pendek, [{ hama: 'Tikus', jumlah: 2 }])])
    list = await actionsOfSite(site.idlokasi)
    const same = list.tindakan.find((a: { sumber: string }) => a.sumber === 'ambang')
    expect(same.idtindakan).toBe(threshold[0].idtindakan)
    expect(same.bukti.map((b: { nilai: number }) => b.nilai)).toEqual([1, 2])
    expect(list.terbuka).toBe(2)
    const events = await t.database.db
      .selectFrom('inspections' as never)
      .select('idpemeriksaan' as never)
      .where('idpenjadwalan' as never, '=', visit as never)
      .execute()
    const { evaluateReading } = await import('../index.ts')
    const { createEventStore } = await import('../../../core/event-store/event-store.ts')
    const { moduleKit } = await import('../../index.ts')
    const before = await actionEvents()
    for (const row of events as { idpemeriksaan: number }[])
      await evaluateReading(
        { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) },
        { idpenjadwalan: visit, idpemeriksaan: row.idpemeriksaan },
        { userId: null, role: null, requestId: 'ulang' },
      )
    expect(await actionEvents()).toBe(before)
  })

  it('leaves a rodent outside production and a quiet trap alone; more than 5 flies a week is a 30-day warning', async () => {
    const { site, devices } = await siteWithTraps()
    const office = await send('PUT', `/area/updateData/${devices[1]!.idarea}`, {
      nama_area: 'Kantor',
      zona: 'non-produksi',
    })
    expect(office.statusCode, office.body).toBe(200)
    const [boardProd, boardOffice, iltProd] = devices
    const visit = await visitOf(site.idlokasi)
    await readAndJudge(visit, [
      caught(boardOffice!.kode_pendek, [{ hama: 'Tikus', jumlah: 1 }]),
      caught(boardProd!.kode_pendek, [{ hama: 'Kecoa', jumlah: 0 }]),
      caught(iltProd!.kode_pendek, [{ hama: 'Lalat', jumlah: 6 }]),
    ])
    const list = await actionsOfSite(site.idlokasi)
    const byThreshold = list.tindakan.filter((a: { sumber: string }) => a.sumber === 'ambang')
    expect(byThreshold).toEqual([
      expect.objectContaining({
        tingkat: 'peringatan',
        tenggat: plusDays(30),
        penyebab: 'ambang:insect light trap:Lalat',
      }),
    ])
  })

  it('is answered by its customer, verified at a visit by its technician, then a new breach opens a new one; 404 for another customer', async () => {
    const { site, devices } = await siteWithTraps()
    const visit = await visitOf(site.idlokasi)
    await readAndJudge(visit, [caught(devices[0]!.kode_pendek, [{ hama: 'Mencit', jumlah: 1 }])])
    const action = (await actionsOfSite(site.idlokasi)).tindakan.find(
      (a: { sumber: string }) => a.sumber === 'ambang',
    )
    const url = `/tindakanKorektif/${action.idtindakan}`
    expect((await send('GET', url, undefined, { token: tokens.otherPelanggan! })).statusCode).toBe(404)
    expect(
      (
        await send(
          'POST',
          `${url}/tanggapan`,
          { komentar: 'bukan milik saya' },
          { token: tokens.otherPelanggan! },
        )
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await send('GET', `/tindakanKorektif/lokasi/${site.idlokasi}`, undefined, {
          token: tokens.otherPelanggan!,
        })
      ).statusCode,
    ).toBe(404)
    expect((await send('POST', `${url}/tanggapan`, { komentar: 'Admin tidak boleh' })).statusCode).toBe(403)
    const empty = await send('POST', `${url}/tanggapan`, { komentar: ' ' }, { token: tokens.pelanggan! })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errMessage).toBe('Komentar tidak boleh kosong')
    const answered = await send(
      'POST',
      `${url}/tanggapan`,
      { komentar: 'Celah pintu gudang sudah kami tutup', version: action.version },
      { token: tokens.pelanggan! },
    )
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().data).toMatchObject({
      status: 'ditanggapi',
      komentar: 'Celah pintu gudang sudah kami tutup',
    })
    expect(answered.json().message).toBe('Tanggapan berhasil dikirim')
    const customerList = (
      await send('GET', '/tindakanKorektif/getData', undefined, { token: tokens.pelanggan! })
    ).json().data
    expect(customerList.tindakan.map((a: { idtindakan: number }) => a.idtindakan)).toContain(
      action.idtindakan,
    )
    const theirs = (
      await send('GET', '/tindakanKorektif/getData', undefined, { token: tokens.otherPelanggan! })
    ).json().data
    expect(theirs.tindakan.map((a: { idtindakan: number }) => a.idtindakan)).not.toContain(action.idtindakan)

    // A stale version is refused; no visit is refused; the technician verifies with a photo.
    expect(
      (await verify(action.idtindakan, { catatan: 'ok', idpenjadwalan: visit, version: action.version }))
        .statusCode,
    ).toBe(409)
    const next = await visitOf(site.idlokasi, '2026-12-14')
    expect((await verify(action.idtindakan, { catatan: 'x' })).json().errMessage).toBe(
      'Kunjungan tidak boleh kosong',
    )
    expect(
      (await verify(action.idtindakan, { catatan: 'x', idpenjadwalan: next }, { token: tokens.pelanggan! }))
        .statusCode,
    ).toBe(403)
    const verified = await verify(action.idtindakan, {
      catatan: 'Pintu rapat, tidak ada jejak baru',
      idpenjadwalan: next,
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json().data).toMatchObject({
      status: 'terverifikasi',
      catatan_verifikasi: 'Pintu rapat, tidak ada jejak baru',
      idpenjadwalan_verifikasi: next,
    })
    expect((await send('POST', `${url}/batal`, { alasan: 'terlambat' })).statusCode).toBe(409)
    await readAndJudge(next, [
      caught(devices[0]!.kode_pendek, [{ hama: 'Mencit', jumlah: 1 }], '2026-12-14T09:00:00+07:00'),
    ])
    const after = (await actionsOfSite(site.idlokasi)).tindakan.filter(
      (a: { sumber: string }) => a.sumber === 'ambang',
    )
    expect(after.map((a: { status: string }) => a.status).sort()).toEqual(['terbuka', 'terverifikasi'])
  })

  it('is cancelled by the admin with a reason, never by a technician or the customer', async () => {
    const { site, devices } = await siteWithTraps()
    const visit = await visitOf(site.idlokasi)
    const [id] = await readAndJudge(visit, [caught(devices[0]!.kode_pendek, [{ hama: 'Tikus', jumlah: 3 }])])
    const url = `/tindakanKorektif/${id}/batal`
    expect((await send('POST', url, { alasan: 'x' }, { token: tokens.teknisi! })).statusCode).toBe(403)
    expect((await send('POST', url, { alasan: 'x' }, { token: tokens.pelanggan! })).statusCode).toBe(403)
    const noReason = await send('POST', url, {})
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errMessage).toBe('Alasan tidak boleh kosong')
    const cancelled = await send('POST', url, { alasan: 'Glue board salah catat oleh teknisi' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data).toMatchObject({
      status: 'dibatalkan',
      alasan_batal: 'Glue board salah catat oleh teknisi',
    })
    expect((await send('GET', `/tindakanKorektif/${999_999}`)).statusCode).toBe(404)
  })
})
