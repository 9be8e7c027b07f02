import type { EventMetadata } from '../../core/tables.ts'
import { type ActionDeps, recordBreach } from './commands.ts'
import { siteNames } from './site-facts.ts'

// A customer's pest sighting (the sightings module's SightingReported, relayed) opens a corrective
// action with `sumber` 'penampakan' for the company, due as a warning's; a second sighting of the
// same pest in the same area while the action is open attaches to it. Safe to run twice: the
// sighting is the breach's evidence and is recorded once.
export type SightingFacts = {
  idpenampakan: number
  idlokasi: number
  idarea: number | null
  hama: string
  catatan: string
  sumber: string
  waktu: string
}

export async function openActionForSighting(
  deps: ActionDeps,
  sighting: SightingFacts,
  metadata: EventMetadata,
): Promise<number | undefined> {
  const names = await siteNames(deps.db, sighting.idlokasi)
  if (names === undefined) return undefined
  const where =
    sighting.idarea === null ? names.nama_lokasi : (names.areas.get(sighting.idarea) ?? names.nama_lokasi)
  const from = sighting.sumber === 'poster' ? 'poster QR' : 'portal pelanggan'
  const note = sighting.catatan ? `: ${sighting.catatan}` : ''
  return recordBreach(
    deps,
    {
      idlokasi: sighting.idlokasi,
      idpelanggan: names.idpelanggan,
      idarea: sighting.idarea,
      sumber: 'penampakan',
      penyebab: `penampakan:${sighting.hama}`,
      temuan: `Penampakan ${sighting.hama} di ${where} (${from})${note}`.slice(0, 500),
      penanggung_jawab: 'perusahaan',
      bukti: {
        idpemeriksaan: null,
        indeks: `penampakan-${sighting.idpenampakan}`,
        nilai: 1,
        tingkat: 'peringatan',
        waktu: sighting.waktu,
      },
    },
    metadata,
  )
}
