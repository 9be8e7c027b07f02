import { DEMO_ACCOUNTS } from '../../services/modules/identity/demo-seed.ts'

// The signed-in pages of `npm run bench:web` (issue 27, item 6: the technician's schedule and the
// customer's home, performance >= 90 on a phone). Their session lives in the page's memory and is
// renewed from the httpOnly refresh cookie when an area is entered, so each audit signs the demo
// account in first (POST /api/login, as the sign-in form does) and Lighthouse sends that cookie
// with its requests: the page loads as it does for a technician opening the app from its home
// screen. A fresh sign-in per audit, because the server rotates the cookie on every renewal.

export type SignedInRole = 'teknisi' | 'pelanggan'

export async function refreshCookieOf(baseUrl: string, role: SignedInRole): Promise<string> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === role)!
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: account.username, password: account.password }),
  })
  if (response.status !== 200) throw new Error(`sign-in as ${role} refused: ${response.status}`)
  // name=value of each cookie set, without its attributes.
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
  if (cookies.length === 0) throw new Error(`sign-in as ${role} set no cookie`)
  return cookies.join('; ')
}

// Empties the browser's cookie jar (Chrome DevTools Protocol, browser target) before a signed-in
// audit: the page renews its session with the cookie it holds, and a refresh cookie the previous
// audit's renewal left there (another account's) would win over the one Lighthouse sends.
export async function clearBrowserCookies(port: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }))
    socket.onmessage = (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } }
      if (answer.id !== 1) return
      socket.close()
      if (answer.error) reject(new Error(`cookies not cleared: ${answer.error.message}`))
      else resolve()
    }
    socket.onerror = () => reject(new Error('cookies not cleared: no DevTools connection'))
  })
}
