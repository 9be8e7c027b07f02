import { expect } from 'vitest'
import { call, ids, t, tokens } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { JPG_FILE } from '../../../api/testing/uploads.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { moduleKit } from '../../index.ts'
import { evaluateReading } from '../index.ts'

// Shared by the corrective-actions API tests (beside useCustomerRecordsTestApp()): a site with a
// production area and devices, a visit with readings, and the worker's judgement of them (the job
// of DeviceInspected, run here directly).

export async function siteWithTraps(
  idpelanggan = ids.pelanggan,
  types = ['glue board', 'insect light trap'],
) {
  const { site, areas } = await siteWithAreas(idpelanggan, ['Produksi', 'Kantor'])
  const devices: { idperangkat: number; kode_pendek: string; idarea: number }[] = []
  for (const [n, jenis_perangkat] of types.entries()) {
    for (const area of areas) {
      const made = await send('POST', '/perangkat/createData', {
        idlokasi: site.idlokasi,
        idarea: area.idarea,
        jenis_perangkat,
        posisi_x: 0.1 + n * 0.1,
        posisi_y: 0.5,
        tanggal_pasang: '2026-12-01',
      })
      expect(made.statusCode, made.body).toBe(201)
      devices.push({ ...made.json().data, idarea: area.idarea })
    }
  }
  return { site, areas, devices }
}

export async function visitOf(idlokasi: number, tanggal = '2026-12-07', idpelanggan = ids.pelanggan) {
  const planned = await send('POST', '/penjadwalan/createData', {
    idpelanggan,
    idteknisi: ids.teknisi,
    idlokasi,
    tanggal,
    jenis_pekerjaan: 'Pest Control',
  })
  expect(planned.statusCode, planned.body).toBe(201)
  return planned.json().data.idpenjadwalan as number
}

let serial = 0
export const caught = (
  kode: string,
  tangkapan: { hama: string; jumlah: number }[],
  waktu = '2026-12-07T09:00:00+07:00',
) => ({
  idempotency_key: `tk-${process.pid}-${++serial}`,
  kode,
  waktu,
  kondisi: 'baik',
  tangkapan,
})

// Records the readings as the technician, then judges each as the worker does; answers the
// actions touched.
export async function readAndJudge(idpenjadwalan: number, readings: object[]) {
  const recorded = await send(
    'PUT',
    `/pemeriksaan/${idpenjadwalan}`,
    { pemeriksaan: readings },
    {
      token: tokens.teknisi!,
    },
  )
  expect(recorded.statusCode, recorded.body).toBe(200)
  const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
  const touched: number[] = []
  for (const reading of recorded.json().data.pemeriksaan as { idpemeriksaan: number }[])
    touched.push(
      ...(await evaluateReading(
        deps,
        { idpenjadwalan, idpemeriksaan: reading.idpemeriksaan },
        {
          userId: null,
          role: null,
          requestId: 'uji',
        },
      )),
    )
  return touched
}

export const actionsOfSite = async (idlokasi: number, token: string | null = tokens.admin!) =>
  (await send('GET', `/tindakanKorektif/lokasi/${idlokasi}`, undefined, { token })).json().data

// The verification as the phone sends it: multipart, its note and fields, and a photo (a real JPG
// unless another file, or none, is given).
export function verify(
  idtindakan: number,
  fields: Record<string, string | number>,
  options: { token?: string | null; foto?: Buffer | null; headers?: Record<string, string> } = {},
) {
  const foto = options.foto === undefined ? JPG_FILE : options.foto
  return call('POST', `/tindakanKorektif/${idtindakan}/verifikasi`, {
    token: options.token === undefined ? tokens.teknisi! : options.token,
    form: [
      ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
      ...(foto === null ? [] : [{ name: 'foto', value: foto, filename: 'bukti.jpg' }]),
    ],
    ...(options.headers ? { headers: options.headers } : {}),
  })
}
