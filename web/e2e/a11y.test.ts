import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { paths } from '../src/lib/paths.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { openSitePage } from './support/site.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// Every public page of the issue, as a visitor reaches it.
const PUBLIC_PAGES = [
  paths.home,
  paths.about,
  paths.contact,
  paths.katalog,
  paths.register,
  paths.login,
  ...SERVICE_SLUGS.map(paths.service),
]

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

async function open(page: Page, path: string) {
  const response = await openSitePage(page, path)
  expect(response?.status(), path).toBe(200)
}

// A page whose data arrives after it renders is checked with the data in place.
async function settled(page: Page) {
  if ((await page.locator('.katalog-list').count()) > 0) await page.locator('.katalog-list__grid').waitFor()
}

describe.each(VIEWPORT_NAMES)('accessibility (axe, WCAG 2.1 AA) on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('finds no serious or critical problem on any public page', async () => {
    const page = await context.newPage()
    const problems: string[] = []
    for (const path of PUBLIC_PAGES) {
      await open(page, path)
      await settled(page)
      problems.push(...(await seriousA11yProblems(page)).map((problem) => `${path} ${problem}`))
    }
    expect(problems).toEqual([])
  })

  it('finds none on the admin home, its delete dialog and the catalogue form with its messages', async () => {
    const login = await context.request.post('/api/login', {
      data: { username: 'admin', password: 'Admin#12345' },
    })
    expect(login.status()).toBe(200)
    const page = await context.newPage()
    await open(page, paths.admin.home)
    await page.locator('.katalog-list__grid').waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])

    await page
      .getByRole('button', { name: /^Hapus / })
      .first()
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
    await dialog.waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    // Focus starts on Batal and stays inside the open dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Batal')
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    await open(page, paths.admin.addKatalog)
    await page.getByRole('button', { name: 'Simpan' }).click()
    await page.locator('.field__error').first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
