import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { acknowledgeAction, cancelAction, recordBreach, removeThreshold, setThreshold } from './commands.ts'
import { siteNames } from './site-facts.ts'

// For the rebuild test: every threshold and action event beyond the demo's, through the commands.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const site = await findSiteByKode(deps.db, DEMO_SITE_KODE)
  const names = site && (await siteNames(deps.db, site.idlokasi))
  if (site === undefined || names === undefined) return
  const fly = {
    jenis_perangkat: 'insect light trap',
    hama: 'Lalat',
    periode: 'minggu',
    peringatan: 3,
    kritis: 12,
  } as const
  await setThreshold(deps, site.idlokasi, { ...fly, zona: 'produksi' }, undefined, metadata)
  await setThreshold(deps, site.idlokasi, { ...fly, zona: 'produksi', kritis: 15 }, undefined, metadata)
  const gone = await setThreshold(
    deps,
    site.idlokasi,
    { ...fly, periode: 'bulan', peringatan: 10, kritis: 40 },
    undefined,
    metadata,
  )
  const removed = gone.ambang.find((t) => t.periode === 'bulan' && !t.bawaan)
  if (removed?.idambang) await removeThreshold(deps, site.idlokasi, removed.idambang, undefined, metadata)
  const breach = (n: number) => ({
    idlokasi: site.idlokasi,
    idpelanggan: names.idpelanggan,
    idarea: null,
    sumber: 'admin' as const,
    penyebab: `admin:rebuild-${n}`,
    temuan: 'Celah pintu gudang (uji rebuild)',
    penanggung_jawab: 'pelanggan' as const,
    bukti: {
      idpemeriksaan: null,
      indeks: `rebuild-${n}`,
      nilai: 1,
      tingkat: 'peringatan' as const,
      waktu: '2026-11-01T00:00:00Z',
    },
  })
  const first = await recordBreach(deps, breach(1), metadata)
  if (first !== undefined) {
    await acknowledgeAction(deps, first, 'Sudah kami perbaiki', undefined, metadata)
    await cancelAction(deps, first, 'Uji rebuild', undefined, metadata)
  }
}

export default scenario
