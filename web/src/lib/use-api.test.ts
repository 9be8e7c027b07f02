import { mutate } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { clearSession, type SessionState, setSession } from './session-store.ts'
import './use-api.ts'

const signedIn = (userId: string, token = `token-${userId}`): SessionState => ({
  isAuthenticated: true,
  role: 'admin',
  token,
  expired: Math.floor(Date.now() / 1000) + 600,
  userId,
  user: null,
})

// What SWR holds for a key, without fetching (no screen is reading it).
const cached = (key: string) => mutate(key)

afterEach(() => {
  clearSession()
})

describe('the data cache across sign-ins', () => {
  it('forgets the previous account’s answers on sign-out and on sign-in', async () => {
    setSession(signedIn('admin-1'))
    await mutate('/profil', { data: { nama: 'Admin' } }, { revalidate: false })
    expect(await cached('/profil')).toEqual({ data: { nama: 'Admin' } })

    clearSession()
    expect(await cached('/profil')).toBeUndefined()

    await mutate('/profil', { data: { nama: 'Tamu' } }, { revalidate: false })
    setSession(signedIn('pelanggan-7'))
    expect(await cached('/profil')).toBeUndefined()
  })

  it('keeps them over a renewal of the same account, and forgets them when another takes over', async () => {
    setSession(signedIn('admin-1'))
    await mutate('/profil', { data: { nama: 'Admin' } }, { revalidate: false })
    setSession(signedIn('admin-1', 'renewed-token'))
    expect(await cached('/profil')).toEqual({ data: { nama: 'Admin' } })

    // Another tab signed in as someone else; this tab's renewal brings that account's token.
    setSession(signedIn('pelanggan-7'))
    expect(await cached('/profil')).toBeUndefined()
  })
})
