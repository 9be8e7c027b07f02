import { describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { ProspectStatus, ProspectValues } from './contract.ts'
import { prospectDecider, statusChangeAllowed } from './decider.ts'

const spec = deciderSpec(prospectDecider)
const values: ProspectValues = { nama: 'Ibu Ratna', no_telp: '081331234567', sumber: 'Telepon' }
const registered = (status: ProspectStatus = 'baru') => ({
  type: 'ProspectRegistered' as const,
  data: { idpemesanan: 7, ...values, status },
})
const edited = (status: ProspectStatus) => ({ type: 'ProspectEdited' as const, data: { ...values, status } })
const converted = { type: 'ProspectConverted' as const, data: { idpelanggan: 3 } }

describe('prospect decider', () => {
  it('registers a new prospect as baru, and from the website with its contact request', () => {
    spec.given([]).when({ type: 'RegisterProspect', idpemesanan: 7, values }).thenEvents([registered()])
    spec
      .given([])
      .when({
        type: 'RegisterProspect',
        idpemesanan: 7,
        values: { ...values, sumber: 'Website' },
        contactRequestId: 'c1',
      })
      .thenEvents([
        {
          type: 'ProspectRegistered',
          data: { idpemesanan: 7, ...values, sumber: 'Website', status: 'baru', contact_request_id: 'c1' },
        },
      ])
  })

  it('refuses deal on registration and a second registration', () => {
    spec
      .given([])
      .when({ type: 'RegisterProspect', idpemesanan: 7, values, status: 'deal' })
      .thenThrows(ValidationError, 'Status tidak dapat diubah menjadi deal')
    spec
      .given([registered()])
      .when({ type: 'RegisterProspect', idpemesanan: 7, values })
      .thenThrows(ConflictError, 'sudah')
  })

  it('moves freely among the open statuses and to batal', () => {
    spec
      .given([registered()])
      .when({ type: 'EditProspect', values, status: 'survei' })
      .thenEvents([edited('survei')])
    spec
      .given([registered('penawaran')])
      .when({ type: 'EditProspect', values, status: 'batal' })
      .thenEvents([edited('batal')])
  })

  it('takes batal back to baru only', () => {
    spec
      .given([registered(), edited('batal')])
      .when({ type: 'EditProspect', values, status: 'baru' })
      .thenEvents([edited('baru')])
    spec
      .given([registered(), edited('batal')])
      .when({ type: 'EditProspect', values, status: 'survei' })
      .thenThrows(ValidationError, 'Status tidak dapat diubah menjadi survei')
  })

  it('never sets deal by an edit and never leaves deal', () => {
    spec
      .given([registered()])
      .when({ type: 'EditProspect', values, status: 'deal' })
      .thenThrows(ValidationError, 'Status tidak dapat diubah menjadi deal')
    spec
      .given([registered(), converted])
      .when({ type: 'EditProspect', values, status: 'baru' })
      .thenThrows(ValidationError, 'Status tidak dapat diubah menjadi baru')
    expect(statusChangeAllowed('deal', 'deal')).toBe(true)
  })

  it('keeps the status when the edit leaves it out, and records nothing when nothing changed', () => {
    spec
      .given([registered('survei')])
      .when({ type: 'EditProspect', values })
      .thenEvents([])
    spec
      .given([registered('survei')])
      .when({ type: 'EditProspect', values: { ...values, catatan: 'Rabu' } })
      .thenEvents([{ type: 'ProspectEdited', data: { ...values, catatan: 'Rabu', status: 'survei' } }])
  })

  it('converts once; a second conversion is a conflict; a cancelled prospect is not converted', () => {
    spec.given([registered()]).when({ type: 'ConvertProspect', idpelanggan: 3 }).thenEvents([converted])
    spec
      .given([registered(), converted])
      .when({ type: 'ConvertProspect', idpelanggan: 4 })
      .thenThrows(ConflictError, 'Prospek ini sudah dikonversi menjadi pelanggan')
    spec
      .given([registered('batal')])
      .when({ type: 'ConvertProspect', idpelanggan: 4 })
      .thenThrows(ValidationError, 'Status tidak dapat diubah menjadi deal')
  })

  it('deletes a prospect once; a deleted or unknown one is not found', () => {
    spec
      .given([registered()])
      .when({ type: 'DeleteProspect' })
      .thenEvents([{ type: 'ProspectDeleted', data: {} }])
    spec
      .given([registered(), { type: 'ProspectDeleted', data: {} }])
      .when({ type: 'EditProspect', values })
      .thenThrows(NotFoundError, 'Data prospek tidak ditemukan')
    spec.given([]).when({ type: 'DeleteProspect' }).thenThrows(NotFoundError, 'Data prospek tidak ditemukan')
  })
})
