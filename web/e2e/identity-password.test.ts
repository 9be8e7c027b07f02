import { sql } from 'kysely'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { IDENTITY_MESSAGES } from '../../services/modules/identity/index.ts'
import { createTestAccount } from '../../services/modules/identity/testing.ts'
import { TEMPORARY_PASSWORD_MESSAGE } from '../src/features/identity/messages.ts'
import { collectErrors, VIEWPORT_NAMES } from './support/browser.ts'
import { signInThroughForm } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' } }, (started) => {
  ;({ stack, browser } = started)
})

const arrived = (page: Page) => page.locator('main#main h1').waitFor()

// domain-model.md, Technicians: the temporary password of PUT /api/generateTeknisi is changed on
// first sign-in. Until it is, the technician's area shows only the profile's password form.
describe.each(VIEWPORT_NAMES)('a technician on a temporary password, on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('is taken to the password form with an explanation until the password is changed', async () => {
    const account = await createTestAccount(stack.database.db, 'teknisi')
    // As PUT /api/generateTeknisi leaves a new account: the password not yet changed.
    await sql`update users set password_changed_at = null where id = ${account.account.id}`.execute(
      stack.database.db,
    )
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughForm(page, account)
    await page.waitForURL(/\/teknisi\/profil$/)
    await page.getByText(TEMPORARY_PASSWORD_MESSAGE).waitFor()

    // Another page of the area leads back to the form.
    await page.goto('/teknisi/penjadwalan')
    await page.waitForURL(/\/teknisi\/profil$/)
    await page.getByText(TEMPORARY_PASSWORD_MESSAGE).waitFor()

    const next = `Baru#${viewport}2026`
    await page.getByLabel('Password lama').fill(account.password)
    await page.getByLabel(/^Password baru/).fill(next)
    await page.getByLabel('Konfirmasi password baru').fill(next)
    await page.getByRole('button', { name: 'Ganti Password' }).click()
    await page.locator('[data-sonner-toast]', { hasText: IDENTITY_MESSAGES.passwordChanged }).waitFor()
    await expect.poll(() => page.getByText(TEMPORARY_PASSWORD_MESSAGE).count()).toBe(0)

    // Changed: the schedule opens.
    await page.goto('/teknisi/penjadwalan')
    await arrived(page)
    expect(new URL(page.url()).pathname).toBe('/teknisi/penjadwalan')
    expect(errors).toEqual([])
  })
})
