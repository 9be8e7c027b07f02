import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES } from '../../services/modules/contact/contract.ts'
import { newContext } from './support/browser.ts'
import { fill, openForm, storedRequests } from './support/contact-form.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// A visitor whose phone loses its signal before the page's app has loaded (ADR 0052): the page is
// whole in its HTML, the press of its send button is held for the app, and the app is asked for
// again once the connection returns (public-boot.ts), so the request is sent, not dropped.

let stack: Stack
let browser: Browser
shareStackAndBrowser({}, (started) => {
  ;({ stack, browser } = started)
})

describe('the contact form on a phone that lost its signal', () => {
  it('sends a request made before the page’s app could load, once the connection returns', async () => {
    const context = await newContext(browser, 'phone', stack.baseUrl)
    try {
      const page = await context.newPage()
      const { submit } = await openForm(page)
      const before = await storedRequests(stack)
      // The signal goes before the first touch: the app the touch asks for cannot load.
      await context.setOffline(true)
      await fill(page, {
        nama: 'Wulan (tanpa sinyal)',
        email: 'wulan@contoh.co.id',
        no_telp: '085798765432',
        permasalahan: 'Rayap',
        jenis_usaha: 'Rumah',
      })
      await submit.click()
      expect(await storedRequests(stack)).toBe(before)
      await context.setOffline(false)
      await page.getByText(CONTACT_MESSAGES.success).waitFor()
      await expect.poll(() => storedRequests(stack)).toBe(before + 1)
    } finally {
      await context.close()
    }
  })
})
