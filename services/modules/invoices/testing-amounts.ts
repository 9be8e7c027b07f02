// The specification's example invoice, one item of Rp 1 250 000 with PPN 11 %, as the invoice
// tests (amounts, decider, the API) expect its amounts.
export const EXAMPLE_AMOUNTS = {
  subtotal: 1_250_000,
  dpp: 1_250_000,
  ppn: 137_500,
  total: 1_387_500,
  pph23: 0,
  jumlah_dibayar: 1_387_500,
}
