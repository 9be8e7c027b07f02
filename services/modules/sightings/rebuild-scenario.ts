import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { followUpSighting, issuePosterToken, reportSighting } from './commands.ts'

// For the rebuild test: every sightings event beyond the demo's, through the commands: a replaced
// poster token, a sighting from the portal planned for a visit then handled.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const site = await findSiteByKode(deps.db, DEMO_SITE_KODE)
  if (site === undefined) return
  await issuePosterToken(deps, site.idlokasi, undefined, metadata, 'http://localhost')
  const seen = await reportSighting(
    deps,
    site.idlokasi,
    { hama: 'Tikus', catatan: 'Uji rebuild' },
    undefined,
    'portal',
    metadata,
  )
  await followUpSighting(
    deps,
    seen.idpenampakan,
    { tindak_lanjut: 'kunjungan dijadwalkan' },
    undefined,
    metadata,
  )
  await followUpSighting(
    deps,
    seen.idpenampakan,
    { tindak_lanjut: 'ditangani', catatan: 'Celah ditutup' },
    undefined,
    metadata,
  )
}

export default scenario
