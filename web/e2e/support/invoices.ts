import type { Page } from 'playwright-core'
import { adminApi } from './forms.ts'
import type { Stack } from './stack.ts'

// What the invoice screens' tests (invoices-*.test.ts) share: the demo data they arrange through
// the API and the parts of /admin-home/tagihan they read.

// A 1×1 PNG: the API checks a proof's type by its content.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`.replace(/\u00a0/g, ' ')

export function invoiceApi(stack: () => Stack) {
  const callApi = (method: string, path: string, body?: unknown) => adminApi(stack(), method, path, body)
  async function customerId(kode: string): Promise<number> {
    const answer = await callApi('GET', `/pelanggan/getData?search_query=${encodeURIComponent(kode)}`)
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the fields of what it arranged.
    return answer.data.find((row: any) => row.kode_pelanggan === kode).idpelanggan
  }
  return {
    callApi,
    async issue(kode: string, harga: number, extra: Record<string, unknown> = {}) {
      const answer = await callApi('POST', '/tagihan/createData', {
        idpelanggan: await customerId(kode),
        items: [{ deskripsi: 'Pest control uji', jumlah: 1, satuan: 'kunjungan', harga_satuan: harga }],
        ...extra,
      })
      return answer.data
    },
    byNumber: async (nomor: string) =>
      (await callApi('GET', `/tagihan/getData?search_query=${encodeURIComponent(nomor)}`)).data[0],
  }
}

export function invoiceScreen(page: () => Page) {
  return {
    async open(query = '') {
      await page().goto(`/admin-home/tagihan${query}`)
      await page().getByRole('heading', { name: 'Data Tagihan', level: 1 }).waitFor()
      await page()
        .getByText(/^\d+ data ditemukan$/)
        .waitFor()
    },
    table: () => page().getByRole('table', { name: 'Data Tagihan' }),
    summary: () => page().getByRole('region', { name: 'Ringkasan tagihan yang ditampilkan' }),
    async rowAction(nomor: string, action: string) {
      await page()
        .getByRole('button', { name: `Aksi untuk ${nomor}`, exact: true })
        .click()
      await page().getByRole('menuitem', { name: action, exact: true }).click()
    },
  }
}
