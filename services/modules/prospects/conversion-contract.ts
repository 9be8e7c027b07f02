import type { Field } from '../../core/contract.ts'
import { type ContractValue, defineContract } from '../../core/contract.ts'
import { customerContract } from '../customers/contract.ts'

// Browser-safe. POST /api/pemesanan/konversi/{id}: the customer's fields, each optional here; those
// sent override those taken from the prospect, and the customer's own contract then checks the
// result (so a missing code or address answers with the customer's message).

type Optional<F> = F extends Field<infer S, boolean> ? Field<S, false> : never

function optional<F extends Field>(field: F): Optional<F> {
  return { ...field, rule: { ...field.rule, required: undefined }, required: false } as unknown as Optional<F>
}

const { version: _version, ...customerFields } = customerContract.fields

type OptionalFields = { [K in keyof typeof customerFields]: Optional<(typeof customerFields)[K]> }

export const conversionContract = defineContract(
  Object.fromEntries(
    Object.entries(customerFields).map(([name, field]) => [name, optional(field)]),
  ) as OptionalFields,
  {
    example: {
      kode_pelanggan: 'TTSG-sda-028',
      periode_kunjungan: '1x / bulan',
      alamat: 'Perum Pondok Jati Blok AM-5, Sidoarjo',
      jenis_pekerjaan: 'Termite Control',
    },
  },
)

export type ConversionValues = ContractValue<typeof conversionContract>
