import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { todayJakarta } from '@services/core/jakarta-time.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { CALENDAR_PATH } from '../features/schedules/api/schedules-api.ts'
import { technicianWindow } from '../features/schedules/technician-window.ts'
import { apiUrl } from '../lib/api-client.ts'
import { SESSION_LOCK, startEarlyRenewal, takeEarlyRenewal } from '../lib/early-renewal.ts'
import { adoptFirstData, FIRST_DATA_MAX_AGE_MS, takeFirstData } from '../lib/first-data.ts'

// The areas' shell script (public/area-boot.js, ADR 0056) with what it hands to the entry
// (lib/early-renewal.ts) and to the API client (lib/first-data.ts). Here in app/, which composes
// lib and the features: it checks the script asks for the technician page's own window.
// The script as the browser runs it: a classic script on a window.
const BOOT_SCRIPT = readFileSync(new URL('../../public/area-boot.js', import.meta.url), 'utf8')

type Sent = { url: string; authorization: string | null }
type BootWindow = {
  __ttsgEarlyRenewal?: Promise<Response>
  __ttsgFirstData?: Promise<{ token: string; responses: Record<string, Promise<Response>> } | null>
  __ttsgEntryRenewal?: boolean
}

// A shell whose frame the HTML paints (ADR 0121) names its entry; the script starts it.
type FakeDocument = {
  querySelector: (selector: string) => { getAttribute: (name: string) => string } | null
}

function runBootScript(
  address: string,
  renewal: { status: number; role?: string },
  before: BootWindow = {},
  document: FakeDocument | Record<string, unknown> = { querySelector: () => null },
  timers: Record<string, unknown> = {},
) {
  const url = new URL(address, 'https://ttsg.example')
  const sent: Sent[] = []
  const locks: string[] = []
  const window: BootWindow = { ...before }
  const fetch = async (target: string, init: { headers: Record<string, string> }) => {
    sent.push({ url: target, authorization: init.headers.authorization ?? null })
    const body =
      target === '/api/refreshToken'
        ? { status: 'sukses', accessToken: 'access-1', role: renewal.role, expired: 0 }
        : { status: 'sukses', data: [] }
    return new Response(JSON.stringify(body), {
      status: target === '/api/refreshToken' ? renewal.status : 200,
    })
  }
  const navigator = {
    locks: {
      request: (name: string, work: () => Promise<Response>) => {
        locks.push(name)
        return work()
      },
    },
  }
  runInNewContext(BOOT_SCRIPT, {
    window,
    location: { pathname: url.pathname, search: url.search },
    navigator,
    document,
    ...timers,
    fetch,
    URLSearchParams,
    AbortSignal,
    Date,
    Number,
    Response,
  })
  return { window, sent, locks }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  const boot = globalThis as BootWindow
  delete boot.__ttsgEarlyRenewal
  delete boot.__ttsgFirstData
  delete boot.__ttsgEntryRenewal
  takeEarlyRenewal()
  adoptFirstData()
})

describe('the shell’s script (public/area-boot.js)', () => {
  it('renews the session from the HTML under the session lock, then asks for the technician’s first data', async () => {
    const { window, sent, locks } = runBootScript('/teknisi/penjadwalan', { status: 200, role: 'teknisi' })
    expect(locks).toEqual([SESSION_LOCK])
    expect(window.__ttsgEarlyRenewal).toBeInstanceOf(Promise)
    const first = await window.__ttsgFirstData
    await settle()
    const visits = apiUrl(CALENDAR_PATH, technicianWindow(todayJakarta(), 0))
    expect(sent).toEqual([
      { url: '/api/refreshToken', authorization: null },
      { url: visits, authorization: 'Bearer access-1' },
      { url: '/api/profil', authorization: 'Bearer access-1' },
    ])
    expect(first?.token).toBe('access-1')
    expect(Object.keys(first?.responses ?? {})).toEqual([visits, '/api/profil'])
  })

  it('asks for the window the address shows (geser), as the page does', async () => {
    const { window, sent } = runBootScript('/teknisi/penjadwalan?geser=-2', { status: 200, role: 'teknisi' })
    await window.__ttsgFirstData
    expect(sent[1]?.url).toBe(apiUrl(CALENDAR_PATH, technicianWindow(todayJakarta(), -2)))
  })

  it('asks for no data with a refused renewal or an account of another role', async () => {
    for (const renewal of [{ status: 401 }, { status: 200, role: 'pelanggan' }]) {
      const { window, sent } = runBootScript('/teknisi/penjadwalan', renewal)
      expect(await window.__ttsgFirstData).toBeNull()
      expect(sent.map((call) => call.url)).toEqual(['/api/refreshToken'])
    }
  })

  it('sends nothing beside an access link, outside the areas, or when the entry has renewed already', async () => {
    for (const [address, before] of [
      ['/pelanggan?token=abc', {}],
      ['/login', {}],
      ['/teknisi/penjadwalan', { __ttsgEntryRenewal: true }],
    ] as const) {
      const { window, sent } = runBootScript(address, { status: 200, role: 'teknisi' }, before)
      await settle()
      expect(sent).toEqual([])
      expect(window.__ttsgEarlyRenewal).toBeUndefined()
    }
  })
})

describe('the entry and the API client take what the shell sent', () => {
  it('the entry takes the shell’s renewal instead of sending one', () => {
    const shell = Promise.resolve(new Response('{}'))
    ;(globalThis as BootWindow).__ttsgEarlyRenewal = shell
    startEarlyRenewal({ pathname: '/pelanggan', search: '' })
    expect(takeEarlyRenewal()).toBe(shell)
    expect((globalThis as BootWindow).__ttsgEarlyRenewal).toBeUndefined()
  })

  it('the API client takes an answer once, for its address and token, while it is fresh', async () => {
    const answer = Promise.resolve(new Response('{"status":"sukses"}'))
    ;(globalThis as BootWindow).__ttsgFirstData = Promise.resolve({
      token: 'access-1',
      at: Date.now(),
      responses: { '/api/profil': answer, '/api/other': Promise.resolve(new Response('{}')) },
    })
    adoptFirstData()
    expect(await takeFirstData('/api/profil', 'access-2')).toBeUndefined()
    expect(await takeFirstData('/api/laporan/getData', 'access-1')).toBeUndefined()
    expect(await takeFirstData('/api/profil', 'access-1')).toBe(await answer)
    expect(await takeFirstData('/api/profil', 'access-1')).toBeUndefined()

    ;(globalThis as BootWindow).__ttsgFirstData = Promise.resolve({
      token: 'access-1',
      at: Date.now() - FIRST_DATA_MAX_AGE_MS - 1,
      responses: { '/api/profil': answer },
    })
    adoptFirstData()
    expect(await takeFirstData('/api/profil', 'access-1')).toBeUndefined()
  })

  it('starts the entry and preloads the chunks the shell names only once the HTML is parsed and its frame painted', () => {
    const appended: Record<string, unknown>[] = []
    let parsed = () => {}
    const document = {
      readyState: 'loading',
      visibilityState: 'visible',
      querySelector: (selector: string) =>
        selector === 'meta[name="ttsg-entry"]'
          ? { getAttribute: (name: string) => (name === 'content' ? '/assets/index-1.js' : '/assets/a.js') }
          : null,
      addEventListener: (_event: string, listener: () => void) => {
        parsed = listener
      },
      createElement: () => ({}),
      head: { append: (script: (typeof appended)[number]) => appended.push(script) },
      documentElement: { dataset: {} },
    }
    const frames: (() => void)[] = []
    const tasks: (() => void)[] = []
    runBootScript('/pelanggan', { status: 401 }, {}, document, {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    })
    expect(appended).toEqual([])
    parsed()
    frames.shift()?.()
    expect(appended).toEqual([])
    // The frame has been painted: the task queued from that frame starts the entry.
    tasks.shift()?.()
    expect(appended).toEqual([
      { type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js', onerror: expect.any(Function) },
      { rel: 'modulepreload', fetchPriority: 'low', crossOrigin: 'anonymous', href: '/assets/a.js' },
    ])
    // It has taken over: the page's own notice for a script that never ran stays hidden.
    expect(document.documentElement.dataset).toEqual({ boot: 'started' })
  })

  it('asks for an entry that failed to load once more, then shows the page’s notice', () => {
    const appended: { src?: string; onerror?: () => void; remove?: () => void }[] = []
    const document = {
      readyState: 'complete',
      visibilityState: 'hidden',
      querySelector: (selector: string) =>
        selector === 'meta[name="ttsg-entry"]'
          ? { getAttribute: (name: string) => (name === 'content' ? '/assets/index-1.js' : '') }
          : null,
      createElement: () => ({ remove: () => {} }),
      head: { append: (element: (typeof appended)[number]) => appended.push(element) },
      documentElement: { dataset: {} as Record<string, string> },
    }
    const tasks: (() => void)[] = []
    runBootScript('/pelanggan', { status: 401 }, {}, document, {
      setTimeout: (callback: () => void) => tasks.push(callback),
    })
    expect(appended.map((element) => element.src)).toEqual(['/assets/index-1.js'])
    appended[0]?.onerror?.()
    expect(document.documentElement.dataset.boot).toBe('started')
    tasks.shift()?.()
    expect(appended.map((element) => element.src)).toEqual(['/assets/index-1.js', '/assets/index-1.js'])
    appended[1]?.onerror?.()
    expect(tasks).toEqual([])
    expect(document.documentElement.dataset.boot).toBe('failed')
  })
})
