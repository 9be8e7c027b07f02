import type { Page } from 'playwright-core'
import { beforeAll, expect } from 'vitest'
import { jakartaToday } from '../../src/features/schedules/visit-days.ts'
import { apiToken, DEMO } from './identity.ts'
import type { Stack } from './stack.ts'

// What the schedule screens' tests (schedules-*.test.ts) share: the visits they plan through the
// API before their first test, and the parts of /admin-home/penjadwalan they read.

type Named = { id: number; nama: string }

// The visits are planned for today, and the screens highlight the browser's today: the browsers
// keep the moment the file started (context.clock), so a run across Jakarta's midnight sees the
// same day.
export function planScheduleData(stack: () => Stack) {
  const startedAt = new Date()
  const today = jakartaToday(startedAt)
  const [year, month] = today.split('-') as [string, string]
  const data = {
    startedAt,
    today,
    year,
    month,
    customers: [] as Named[],
    technician: undefined as unknown as Named,
    otherTechnician: undefined as unknown as Named,
  }
  let adminToken = ''

  async function api(method: string, path: string, body?: unknown) {
    const response = await fetch(`${stack().baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of what it arranged.
    return { status: response.status, body: (await response.json()) as any }
  }

  async function plan(customer: Named, tech: Named, tanggal: string, jam: string | null, catatan = '') {
    const created = await api('POST', '/penjadwalan/createData', {
      idpelanggan: customer.id,
      idteknisi: tech.id,
      tanggal,
      ...(jam ? { jam } : {}),
      jenis_pekerjaan: 'Pest Control',
      catatan,
    })
    expect(created.status).toBe(201)
    return created.body.data as { idpenjadwalan: number; version: number }
  }

  beforeAll(async () => {
    adminToken = await apiToken(stack(), DEMO.admin)
    const listed = await api('GET', '/pelanggan/getData?limit=3')
    // biome-ignore lint/suspicious/noExplicitAny: the rows of the list call.
    data.customers = listed.body.data.map((row: any) => ({ id: row.idpelanggan, nama: row.nama_pelanggan }))
    const techs = await api('GET', '/teknisi/getData?status_aktif=aktif&limit=2')
    // biome-ignore lint/suspicious/noExplicitAny: the rows of the list call.
    ;[data.technician, data.otherTechnician] = techs.body.data.map((row: any) => ({
      id: row.idteknisi,
      nama: row.nama_teknisi,
    }))
    // Today: two visits of one technician at 09:00 (a clash), one of another customer later.
    await plan(data.customers[0]!, data.technician, today, '09:00', 'Kunjungan pagi')
    await plan(data.customers[1]!, data.otherTechnician, today, '13:30')
  })

  return { data, api, plan }
}

export async function openScreen(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-ready]').waitFor()
}

export const count = (page: Page) => page.getByText(/^\d+ data ditemukan$/)

// A visit in the calendar: FullCalendar renders an event with a url as a link.
export const visitLink = (page: Page) => page.locator('.schedule-calendar').getByRole('link')
