// Browser-safe: the invoice form shows the same totals live that the API stores.
//
// Money is integer Rupiah throughout. The one rounding rule: every amount that is not already
// whole Rupiah (an item's jumlah × harga_satuan when jumlah has decimals, PPN, PPh 23) is computed
// exactly in integers and then rounded HALF UP to the Rupiah, once, where it arises:
//   jumlah_harga = round(jumlah × harga_satuan)   per item (jumlah has at most 2 decimals)
//   subtotal     = Σ jumlah_harga
//   dpp          = subtotal − diskon
//   ppn          = round(dpp × ppn_persen / 100)
//   total        = dpp + ppn
//   pph23        = round(dpp × 2 / 100)             only when potong_pph23
//   jumlah_dibayar = total − pph23
// BigInt keeps the products exact whatever their size; the results fit in safe integers under
// the contract's limits.

export const INVOICE_ROUNDING =
  'Semua nilai dalam Rupiah bulat. Jumlah × harga satuan per item, PPN dan PPh 23 dihitung tepat lalu dibulatkan setengah ke atas ke Rupiah terdekat.'

export const PPH23_PERSEN = 2

export type AmountItem = { jumlah: number; harga_satuan: number }
export type AmountInput = {
  items: readonly AmountItem[]
  diskon: number
  ppn_persen: number
  potong_pph23: boolean
}
export type InvoiceAmounts = {
  subtotal: number
  dpp: number
  ppn: number
  total: number
  pph23: number
  jumlah_dibayar: number
}

// numerator / denominator rounded half up (both non-negative).
const roundHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n)

// A quantity of at most two decimals as exact hundredths (12.5 → 1250).
const hundredths = (jumlah: number): bigint => BigInt(Math.round(jumlah * 100))

export function itemAmount(item: AmountItem): number {
  return Number(roundHalfUp(hundredths(item.jumlah) * BigInt(item.harga_satuan), 100n))
}

export function invoiceAmounts(input: AmountInput): InvoiceAmounts {
  const subtotal = input.items.reduce((sum, item) => sum + BigInt(itemAmount(item)), 0n)
  const dpp = subtotal - BigInt(input.diskon)
  const ppn = roundHalfUp(dpp * BigInt(input.ppn_persen), 100n)
  const total = dpp + ppn
  const pph23 = input.potong_pph23 ? roundHalfUp(dpp * BigInt(PPH23_PERSEN), 100n) : 0n
  return {
    subtotal: Number(subtotal),
    dpp: Number(dpp),
    ppn: Number(ppn),
    total: Number(total),
    pph23: Number(pph23),
    jumlah_dibayar: Number(total - pph23),
  }
}

const ONES = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
]
// Powers of a thousand, as Indonesian names them.
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun']

// 1..999 in words: 'sebelas', 'dua belas', 'seratus', 'dua ratus lima puluh'.
function belowThousand(n: number): string[] {
  const words: string[] = []
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds === 1) words.push('seratus')
  else if (hundreds > 1) words.push(ONES[hundreds]!, 'ratus')
  if (rest === 0) return words
  if (rest < 12) words.push(ONES[rest]!)
  else if (rest < 20) words.push(ONES[rest - 10]!, 'belas')
  else {
    words.push(ONES[Math.floor(rest / 10)]!, 'puluh')
    if (rest % 10 > 0) words.push(ONES[rest % 10]!)
  }
  return words
}

// A whole number in Indonesian words: 1000 is 'seribu' (not 'satu ribu'), 1 000 000 'satu juta'.
export function numberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`terbilang: ${n} is not a whole amount`)
  if (n === 0) return 'nol'
  const groups: number[] = []
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000)
  const words: string[] = []
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale]!
    if (group === 0) continue
    if (scale === 1 && group === 1) words.push('seribu')
    else words.push(...belowThousand(group), ...(scale > 0 ? [SCALES[scale]!] : []))
  }
  return words.join(' ')
}

// The amount in words as an invoice prints it: 'satu juta tiga ratus delapan puluh tujuh ribu lima
// ratus rupiah'.
export const terbilang = (n: number): string => `${numberWords(n)} rupiah`

const THOUSANDS = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
// 'Rp 1.387.500' (decisions.md: money in the Indonesian form).
export const formatRupiah = (n: number): string => `Rp ${THOUSANDS.format(n)}`
