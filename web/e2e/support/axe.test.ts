import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seriousA11yProblems } from './axe.ts'
import { launchBrowser } from './browser.ts'

// The check every screen's test relies on finds what it must: a page with a nameless button, an
// image without text and grey-on-white text gets those three, and again after the page changed
// (the checker is put into a document once and then only run).
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const FLAWED = `<!doctype html><html lang="id"><head><title>Uji axe</title></head><body><main>
  <h1>Uji</h1><button id="nameless"></button><img id="bare" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p id="faint" style="color:#bbb;background:#fff">Teks pucat</p></main></body></html>`

it('names the serious problems of a page, once more after it changed, and leaves out a disabled rule', async () => {
  const page = await browser.newPage()
  await page.setContent(FLAWED)
  expect((await seriousA11yProblems(page)).sort()).toEqual([
    'button-name: #nameless',
    'color-contrast: #faint',
    'image-alt: #bare',
  ])
  await page.evaluate(() => {
    document.getElementById('nameless')!.textContent = 'Simpan'
    document.getElementById('bare')!.setAttribute('alt', 'Logo')
  })
  expect(await seriousA11yProblems(page)).toEqual(['color-contrast: #faint'])
  expect(await seriousA11yProblems(page, { disableRules: ['color-contrast'] })).toEqual([])
  await page.close()
})
