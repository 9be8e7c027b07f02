import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { actionsOfSite } from '@ttsg/services/modules/corrective-actions/index.ts'
import { createCustomerAsSystem } from '@ttsg/services/modules/customers/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { reportSighting } from '@ttsg/services/modules/sightings/index.ts'
import { createArea, createSite } from '@ttsg/services/modules/sites/index.ts'
import { describe, expect, it } from 'vitest'
import { sightingAction } from '../corrective-actions/sighting-action.ts'
import { subscriptions } from '../subscriptions.ts'
import { useMailJobTest } from '../testing/mail-job.ts'
import { sightingEmail } from './sighting-email.ts'

// The jobs' handlers called as the worker calls them (worker/testing/mail-job.ts).
const job = useMailJobTest()
const context = () => job.context()
const metadata = { userId: null, role: null, requestId: 'uji' }
const deps = () => ({ db: job.database.db, eventStore: createEventStore(job.database.db, moduleKit()) })

let serial = 0
async function siteWithKitchen() {
  serial += 1
  const customer = await createCustomerAsSystem(
    job.database.db,
    {
      kode_pelanggan: `TTSG-sda-${String(950 + serial)}`,
      nama_pelanggan: `Hotel Uji ${serial}`,
      alamat: 'Jl. Uji 1, Sidoarjo',
      no_telp: '081234567890',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      status_aktif: 'aktif',
      dasar_pemrosesan: 'kontrak',
    } as never,
    'uji',
  )
  const site = await createSite(
    deps(),
    {
      idpelanggan: customer.idpelanggan,
      kode_lokasi: `PN${serial}`,
      nama_lokasi: `Hotel ${serial}`,
      alamat: 'Jl. Uji 1',
      link_maps: '',
    } as never,
    metadata,
  )
  const area = await createArea(
    deps(),
    { idlokasi: site.idlokasi, nama_area: 'Dapur', zona: 'produksi' } as never,
    metadata,
  )
  return { site, area }
}

const payloadOf = (sighting: Awaited<ReturnType<typeof reportSighting>>) => ({
  idpenampakan: sighting.idpenampakan,
  idlokasi: sighting.idlokasi,
  idarea: sighting.idarea,
  hama: sighting.hama,
  catatan: sighting.catatan,
  sumber: sighting.sumber,
  waktu: sighting.waktu,
})

describe('a sighting in the worker', () => {
  it('is handed over by the relay to the email and to the corrective actions', () => {
    const names = subscriptions.filter((s) => s.eventType === 'SightingReported').map((s) => s.jobName)
    expect(names.sort()).toEqual(['corrective-actions-sighting', 'sighting-reported-email'])
  })

  it('emails the company once, with the site, the pest and the time to answer by', async () => {
    const { site, area } = await siteWithKitchen()
    const sighting = await reportSighting(
      deps(),
      site.idlokasi,
      { idarea: area.idarea, hama: 'Kecoa', catatan: 'Di bawah wastafel' },
      undefined,
      'poster',
      metadata,
    )
    await sightingEmail.handle({ idpenampakan: sighting.idpenampakan }, context())
    await sightingEmail.handle({ idpenampakan: sighting.idpenampakan }, context())
    expect(job.smtp.delivered).toHaveLength(1)
    const [mail] = job.smtp.delivered
    expect(mail!.envelopeTo).toContain(context().config.contactEmailTo)
    expect(mail!.raw).toContain('Penampakan Kecoa')
    expect(mail!.raw).toContain('Tanggapi sebelum')
    expect(mail!.raw).toContain('poster QR di lokasi')
  })

  it("opens one corrective action with sumber 'penampakan'; a replay adds nothing, the same pest and area attaches", async () => {
    const { site, area } = await siteWithKitchen()
    const report = () =>
      reportSighting(
        deps(),
        site.idlokasi,
        { idarea: area.idarea, hama: 'Tikus' },
        undefined,
        'portal',
        metadata,
      )
    const first = payloadOf(await report())
    await sightingAction.handle(first, context())
    await sightingAction.handle(first, context())
    let actions = await actionsOfSite(deps(), site.idlokasi)
    expect(actions).toHaveLength(1)
    expect(actions[0]).toMatchObject({
      sumber: 'penampakan',
      status: 'terbuka',
      penanggung_jawab: 'perusahaan',
    })
    expect(actions[0]!.temuan).toContain('Penampakan Tikus di Dapur (portal pelanggan)')
    await sightingAction.handle(payloadOf(await report()), context())
    actions = await actionsOfSite(deps(), site.idlokasi)
    expect(actions).toHaveLength(1)
    expect(actions[0]!.bukti).toHaveLength(2)
  })
})
