import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import { pageRequest } from '../../../core/paging.ts'
import { defineModuleHttp, PageFields, pagedBody, registerGet } from '../../../http-kit/index.ts'
import { ACCESS_KINDS, ACCESS_LOG_MESSAGES, pageAccessLog } from '../index.ts'

const Entry = Type.Object({
  waktu: Type.String({ format: 'date-time' }),
  oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
  jenis: Type.Union(
    Object.keys(ACCESS_KINDS).map((kind) => Type.Literal(kind)),
    {
      description: 'baca (data dibuka), ekspor (daftar diekspor), unduh (berkas diunduh)',
    },
  ),
  rute: Type.String({ description: 'Alamat yang diminta' }),
  alamat: Type.String({ description: 'Alamat IP peminta' }),
})

const Params = Type.Object({
  sumber: Type.String({ maxLength: 40, description: 'Nama data di API, mis. pelanggan, pemesanan, teknisi' }),
  id: Type.String({ maxLength: 100, description: 'ID data' }),
})

// GET /api/riwayat_akses/getData/{sumber}/{id}: who opened, exported or downloaded a record, newest
// first (admin).
export default defineModuleHttp(async (app, deps) => {
  registerGet(
    app,
    {
      path: '/riwayat_akses/getData/:sumber/:id',
      config: { access: 'read:riwayat_akses:any' },
      tags: ['riwayat_akses'],
      summary: 'Riwayat akses satu data (dibuka, diekspor, diunduh), terbaru dulu',
    },
    {
      params: Params,
      querystring: Type.Object(PageFields),
      response: { 200: pagedBody(Entry) },
    },
    async (request) => {
      const { sumber, id } = request.params as { sumber: string; id: string }
      if (!/^[A-Za-z_]{1,40}$/.test(sumber)) throw new ValidationError(ACCESS_LOG_MESSAGES.sumber)
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw new ValidationError(ACCESS_LOG_MESSAGES.id)
      return pageAccessLog(deps, sumber, id, pageRequest(request.query as Record<string, string>))
    },
  )
})
