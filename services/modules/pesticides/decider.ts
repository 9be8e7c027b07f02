import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { APPLICATION_MESSAGES, type ApplicationInput, type JenisLisensi, validOn } from './contract.ts'
import type { ApplicationEvent } from './events.ts'

// The rules of an application at a visit (audit-work.md): the product's registration valid on the
// visit's date, a restricted product only by a technician with a valid restricted-use licence on
// that date, fumigation only by one with a valid fumigator licence. Pure: the command handler reads
// the visit, the product and the visit technician's licences and hands them in.

export type VisitFacts = {
  idpenjadwalan: number
  idpelanggan: number
  idteknisi: number | null
  tanggal: string
} | null
export type ProductFacts = {
  idpestisida: number
  berlaku_sampai: string
  terbatas: boolean
  satuan: 'ml' | 'L' | 'g' | 'kg' | 'butir' | 'blok'
} | null
export type LicenceFacts = { jenis_lisensi: JenisLisensi; berlaku_sampai: string }

export type ApplicationCommand =
  | {
      type: 'RecordApplication'
      idpemakaian: number
      visit: VisitFacts
      product: ProductFacts
      // The visit technician's licences (none when the visit has no technician).
      licences: readonly LicenceFacts[]
      input: Omit<ApplicationInput, 'idpenjadwalan' | 'idpestisida' | 'idempotency_key'>
    }
  | { type: 'RemoveApplication'; idpemakaian: number }

export type ApplicationState = { status: 'new' | 'active' | 'removed'; idpenjadwalan: number | null }

const refused = (message: string, field: string) => new ValidationError(message, { [field]: message })

const licensed = (licences: readonly LicenceFacts[], jenis: JenisLisensi, day: string) =>
  licences.some((licence) => licence.jenis_lisensi === jenis && validOn(licence.berlaku_sampai, day))

export const applicationDecider: Decider<ApplicationCommand, ApplicationState, ApplicationEvent> = {
  initialState: () => ({ status: 'new', idpenjadwalan: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PesticideApplied':
        return { status: 'active', idpenjadwalan: event.data.idpenjadwalan }
      case 'PesticideApplicationRemoved':
        return { ...state, status: 'removed' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordApplication': {
        if (state.status !== 'new') throw new ConflictError('Pemakaian pestisida sudah ada')
        const { visit, product, licences, input } = command
        if (visit === null) throw refused(APPLICATION_MESSAGES.visitNotFound, 'idpenjadwalan')
        if (product === null) throw refused(APPLICATION_MESSAGES.pesticideNotFound, 'idpestisida')
        if (!validOn(product.berlaku_sampai, visit.tanggal))
          throw refused(APPLICATION_MESSAGES.registrationExpired, 'idpestisida')
        if (product.terbatas && !licensed(licences, 'pengguna pestisida terbatas', visit.tanggal))
          throw refused(APPLICATION_MESSAGES.noRestrictedLicence, 'idpestisida')
        if (input.metode === 'fumigasi' && !licensed(licences, 'fumigator', visit.tanggal))
          throw refused(APPLICATION_MESSAGES.noFumigatorLicence, 'metode')
        return [
          {
            type: 'PesticideApplied',
            data: {
              idpemakaian: command.idpemakaian,
              idpenjadwalan: visit.idpenjadwalan,
              idpelanggan: visit.idpelanggan,
              idteknisi: visit.idteknisi,
              tanggal: visit.tanggal,
              idpestisida: product.idpestisida,
              jumlah: input.jumlah,
              satuan: product.satuan,
              pengenceran: input.pengenceran ?? '',
              idarea: input.idarea ?? null,
              metode: input.metode,
              catatan: input.catatan ?? '',
            },
          },
        ]
      }
      case 'RemoveApplication':
        if (state.status !== 'active') throw new NotFoundError(APPLICATION_MESSAGES.notFound)
        return [{ type: 'PesticideApplicationRemoved', data: { idpemakaian: command.idpemakaian } }]
    }
  },
}
