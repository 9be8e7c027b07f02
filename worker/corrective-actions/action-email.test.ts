import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { recordBreach } from '@ttsg/services/modules/corrective-actions/index.ts'
import { createCustomerAsSystem } from '@ttsg/services/modules/customers/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { createSite } from '@ttsg/services/modules/sites/index.ts'
import { describe, expect, it } from 'vitest'
import { useMailJobTest } from '../testing/mail-job.ts'
import { actionOpenedEmail } from './action-email.ts'

const job = useMailJobTest()

let serial = 0
async function openedAction(email: string | undefined) {
  serial += 1
  const customer = await createCustomerAsSystem(
    job.database.db,
    {
      kode_pelanggan: `TTSG-sda-${String(900 + serial)}`,
      nama_pelanggan: `Pabrik Uji ${serial}`,
      alamat: 'Jl. Uji 1, Sidoarjo',
      no_telp: '081234567890',
      ...(email ? { email } : {}),
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      status_aktif: 'aktif',
      dasar_pemrosesan: 'kontrak',
    } as never,
    'uji',
  )
  const deps = { db: job.database.db, eventStore: createEventStore(job.database.db, moduleKit()) }
  const metadata = { userId: null, role: null, requestId: 'uji' }
  const site = await createSite(
    deps,
    {
      idpelanggan: customer.idpelanggan,
      kode_lokasi: `EM${serial}`,
      nama_lokasi: 'Pabrik',
      alamat: 'Jl. Uji 1',
      link_maps: '',
    } as never,
    metadata,
  )
  const idtindakan = await recordBreach(
    deps,
    {
      idlokasi: site.idlokasi,
      idpelanggan: customer.idpelanggan,
      idarea: null,
      sumber: 'indeks',
      penyebab: 'indeks:Rat trap success',
      temuan: 'Rat trap success 2026-11 25 (1 ÷ 4), melebihi baku mutu < 1 %',
      penanggung_jawab: 'perusahaan',
      bukti: {
        idpemeriksaan: null,
        indeks: 'Rat trap success:2026-11',
        nilai: 25,
        tingkat: 'peringatan',
        waktu: '2026-11-05T02:00:00Z',
      },
    },
    metadata,
  )
  return { idtindakan: idtindakan! }
}

describe('the email of a new corrective action', () => {
  it("goes to the customer's address once, naming the site, the finding and the due date", async () => {
    const payload = await openedAction('qa@pabrik-uji.co.id')
    await actionOpenedEmail.handle(payload, job.context())
    await actionOpenedEmail.handle(payload, job.context())
    expect(job.smtp.delivered).toHaveLength(1)
    const [mail] = job.smtp.delivered
    expect(mail!.envelopeTo).toContain('qa@pabrik-uji.co.id')
    expect(mail!.raw).toContain('Rat trap success 2026-11 25')
    expect(mail!.raw).toContain('Tindakan korektif peringatan: Pabrik')
  })

  it('is retried when the send fails, and sent once it succeeds', async () => {
    const payload = await openedAction('qa2@pabrik-uji.co.id')
    job.smtp.respond = () => ({ code: 451, message: 'Coba lagi nanti' })
    await expect(actionOpenedEmail.handle(payload, job.context())).rejects.toMatchObject({
      responseCode: 451,
    })
    job.smtp.respond = () => 'accept'
    await actionOpenedEmail.handle(payload, job.context())
    expect(job.smtp.delivered).toHaveLength(1)
  })

  it('sends nothing, and fails nothing, for a customer without an email', async () => {
    await actionOpenedEmail.handle(await openedAction(undefined), job.context())
    expect(job.smtp.delivered).toHaveLength(0)
  })
})
