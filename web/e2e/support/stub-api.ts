import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

// A stand-in API for the back-office kit's fixture page (e2e/fixtures/back-office.html), served by
// the component server: one paged list with a search and a filter, its CSV export (which wants the
// fixture's token), a record's history, a technician search for the combobox and an update that
// always answers 409 (stale version). It remembers the queries it was asked, for the tests.

export const STUB_TOKEN = 'token-uji-kit'
export const EXPORT_FILE_NAME = 'data-pelanggan-uji.csv'
export const STALE_MESSAGE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

export type StubCustomer = {
  idpelanggan: number
  nama_pelanggan: string
  no_telp: string
  jenis_pekerjaan: string
}

const NAMES = ['Sumber Rejeki', 'Maju Jaya', 'Sinar Abadi', 'Karya Mandiri', 'Berkah Sentosa']
export const STUB_CUSTOMERS: StubCustomer[] = Array.from({ length: 150 }, (_, index) => ({
  idpelanggan: index + 1,
  nama_pelanggan: `PT ${NAMES[index % NAMES.length]} ${index + 1}`,
  no_telp: `0812-3456-${String(1000 + index)}`,
  jenis_pekerjaan: index % 3 === 0 ? 'non kontrak' : 'kontrak',
}))

export const STUB_TECHNICIANS = [
  'Agus Salim',
  'Budi Santoso',
  'Bambang Wijaya',
  'Dewi Lestari',
  'Eko Prasetyo',
].map((nama, index) => ({ idteknisi: index + 1, nama }))

export const stubSeen: { path: string; query: Record<string, string>; authorization?: string }[] = []

function filtered(query: URLSearchParams): StubCustomer[] {
  const search = (query.get('search_query') ?? '').toLowerCase()
  const kind = query.get('jenis_pekerjaan') ?? ''
  return STUB_CUSTOMERS.filter(
    (row) =>
      row.nama_pelanggan.toLowerCase().includes(search) && (kind === '' || row.jenis_pekerjaan === kind),
  )
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function handle(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://stub')
  if (!url.pathname.startsWith('/api/uji/')) return false
  const path = url.pathname.slice('/api/uji'.length)
  stubSeen.push({
    path,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization,
  })
  if (path === '/pelanggan/getData') {
    const rows = filtered(url.searchParams)
    const page = Number(url.searchParams.get('page') ?? 0)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100)
    json(response, 200, {
      status: 'sukses',
      data: rows.slice(page * limit, page * limit + limit),
      page,
      limit,
      totalPage: Math.ceil(rows.length / limit),
      totalRows: rows.length,
    })
  } else if (path === '/pelanggan/export') {
    if (request.headers.authorization !== `Bearer ${STUB_TOKEN}`) {
      json(response, 401, { status: 'gagal', errMessage: 'Sesi Anda telah berakhir, silakan login kembali' })
      return true
    }
    const lines = [
      'ID Pelanggan;Nama Pelanggan;No Telp;Jenis Pekerjaan',
      ...filtered(url.searchParams).map((row) =>
        [row.idpelanggan, row.nama_pelanggan, row.no_telp, row.jenis_pekerjaan].join(';'),
      ),
    ]
    response.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
    })
    response.end(`\uFEFF${lines.join('\r\n')}\r\n`)
  } else if (path === '/pelanggan/history/7') {
    json(response, 200, {
      status: 'sukses',
      data: [
        {
          waktu: '2026-11-21T07:05:00Z',
          oleh: { nama: 'Rina Admin', role: 'admin' },
          jenis: 'Data dibuat',
          perubahan: [{ field: 'nama_pelanggan', dari: null, menjadi: 'PT Sumber Rejeki 7' }],
        },
        {
          waktu: '2026-11-22T02:30:00Z',
          oleh: { nama: 'Rina Admin', role: 'admin' },
          jenis: 'Data diubah',
          perubahan: [
            { field: 'alamat', dari: 'Jl. Raya Waru 1', menjadi: 'Jl. Pahlawan 12, Sidoarjo' },
            { field: 'status_aktif', dari: 'aktif', menjadi: 'tidak aktif' },
          ],
        },
      ],
    })
  } else if (path === '/teknisi/getData') {
    const search = (url.searchParams.get('search_query') ?? '').toLowerCase()
    const rows = STUB_TECHNICIANS.filter((row) => row.nama.toLowerCase().includes(search))
    json(response, 200, {
      status: 'sukses',
      data: rows,
      page: 0,
      limit: 10,
      totalPage: 1,
      totalRows: rows.length,
    })
  } else if (path === '/pelanggan/updateData/7' && request.method === 'PUT') {
    json(response, 409, { status: 'gagal', errMessage: STALE_MESSAGE })
  } else {
    json(response, 404, { status: 'gagal', errMessage: 'Data tidak ditemukan' })
  }
  return true
}

export function stubApi(): Plugin {
  return {
    name: 'e2e-stub-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!handle(request, response)) next()
      })
    },
  }
}
