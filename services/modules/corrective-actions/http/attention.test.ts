import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { moduleKit } from '../../index.ts'
import { recordBreach } from '../index.ts'
import { jakartaDay } from '../queries.ts'
import { actionsOfSite, caught, readAndJudge, siteWithTraps, verify, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

// The admin home's 'Perlu Perhatian' lists the open corrective actions with their site, finding
// and due date, the overdue ones counted and marked; a verified one leaves it.
describe("corrective actions in the admin home's attention list", () => {
  it('shows open and overdue actions with site, finding and due date, and drops a verified one', async () => {
    const { site, devices } = await siteWithTraps()
    const visit = await visitOf(site.idlokasi)
    await readAndJudge(visit, [caught(devices[0]!.kode_pendek, [{ hama: 'Tikus', jumlah: 1 }])])
    // An action opened 40 days ago by the admin: critical, due in 7 days, so overdue now.
    const past = new Date(Date.now() - 40 * 86_400_000)
    const overdue = await recordBreach(
      { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()), now: () => past },
      {
        idlokasi: site.idlokasi,
        idpelanggan: ids.pelanggan,
        idarea: devices[0]!.idarea,
        sumber: 'admin',
        penyebab: 'admin:pintu-gudang',
        temuan: 'Pintu gudang tidak rapat',
        penanggung_jawab: 'pelanggan',
        bukti: {
          idpemeriksaan: null,
          indeks: 'admin-pintu',
          nilai: 1,
          tingkat: 'kritis',
          waktu: past.toISOString(),
        },
      },
      { userId: null, role: 'admin', requestId: 'uji' },
    )
    const list = await actionsOfSite(site.idlokasi)
    const answer = await call('GET', '/beranda/perhatian')
    expect(answer.statusCode, answer.body).toBe(200)
    const section = answer.json().data.tindakan_korektif
    expect(section.terbuka).toBe(list.terbuka)
    expect(section.terlambat).toBe(1)
    const late = section.data[0]
    expect(late).toMatchObject({
      idtindakan: overdue,
      nama_lokasi: list.tindakan[0].nama_lokasi,
      nama_area: 'Produksi',
      temuan: 'Pintu gudang tidak rapat',
      tenggat: new Date(Date.parse(`${jakartaDay(past)}T00:00:00Z`) + 7 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      terlambat: true,
    })
    const capture = list.tindakan.find((a: { sumber: string }) => a.sumber === 'ambang')
    expect(section.data.map((a: { idtindakan: number }) => a.idtindakan)).toContain(capture.idtindakan)
    const verified = await verify(capture.idtindakan, { catatan: 'Rapat', idpenjadwalan: visit })
    expect(verified.statusCode, verified.body).toBe(200)
    const after = (await call('GET', '/beranda/perhatian')).json().data.tindakan_korektif
    expect(after.terbuka).toBe(section.terbuka - 1)
    expect(after.data.map((a: { idtindakan: number }) => a.idtindakan)).not.toContain(capture.idtindakan)
    expect((await call('GET', '/beranda/perhatian', { token: tokens.pelanggan! })).statusCode).toBe(403)
  })
})
