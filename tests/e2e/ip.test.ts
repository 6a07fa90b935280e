// Trademark and patent search in a real browser, in English and Chinese, on the generated register:
// a pasted listing title with a well-known mark and a sound-alike of another, both flagged with their
// reasons; an empty title refused in words; a Chinese mark found by its pinyin and opened; a patent
// found by a word of its abstract and opened.
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser'
import {
  type ChildServer,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../support/seeded-server'

let data: SeededData
let server: ChildServer
let browser: Browser
const errors: string[] = []
/** A patent and the word of its abstract that the fewest other abstracts (and not its title) have. */
let target: { id: number; title: string; word: string }

beforeAll(async () => {
  data = await seedSmallCatalogue()
  const { openDatabase } = await import('../../src/server/db/client')
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  const patents = await db.query<{ id: number; title: string; abstract: string }>(
    `SELECT id, title, abstract FROM patents WHERE kind = 'utility' ORDER BY id`,
  )
  await db.close()
  const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{6,}/g) ?? [])
  const frequency = new Map<string, number>()
  for (const p of patents) for (const w of wordsOf(p.abstract)) frequency.set(w, (frequency.get(w) ?? 0) + 1)
  let best: { id: number; title: string; word: string; df: number } | null = null
  for (const p of patents) {
    const title = wordsOf(p.title)
    for (const w of wordsOf(p.abstract)) {
      const df = frequency.get(w) ?? 0
      if (!title.has(w) && (!best || df < best.df)) best = { id: p.id, title: p.title, word: w, df }
    }
  }
  if (!best || best.df > 20) throw new Error('no distinctive abstract word in the generated patents')
  target = best
  server = await startChildServer(data)
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  expect(errors).toEqual([])
})

let client = 0
async function context(width = 1280): Promise<BrowserContext> {
  client += 1
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.0.14.${client}` },
  })
  ctx.on('page', (page) => page.on('pageerror', (e) => errors.push(e.message)))
  return ctx
}

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage()
  // Forms are used right after: wait for the page to be hydrated (its chunks loaded). The first page
  // of a run also waits for the server's first requests, slow on a busy two-core machine.
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 })
  return page
}

const finding = (page: Page, phrase: string) =>
  page.locator(`[data-testid=title-finding][data-phrase="${phrase}"]`)

const DAY = String.raw`\d{4}-\d{2}-\d{2}`
describe.each([
  {
    lang: 'en',
    prefix: '',
    sanrio: /Sanrio/,
    nike: /Nike/,
    source: new RegExp(
      `^Source: demo data \\(generated sample records, not a real register\\), as of ${DAY}$`,
    ),
    note: /^A screening aid, not legal advice: a match, or no match, does not clear/,
    allClasses: /No category chosen: marks in all 45 classes were checked/,
    demo: 'Demo data',
  },
  {
    lang: 'cn',
    prefix: '/cn',
    sanrio: /Sanrio/,
    nike: /Nike/,
    source: new RegExp(`^数据来源：演示数据（生成的示例记录，并非真实注册簿），截至 ${DAY}$`),
    note: /^仅供初步筛查，不构成法律意见/,
    allClasses: /未选择类目：已检查全部 45 个类别的商标/,
    demo: '演示数据',
  },
])('trademarks and patents in $lang', ({ lang, prefix, sanrio, nike, source, note, allClasses, demo }) => {
  it('flags a well-known mark and a sound-alike of another in a pasted title, with the reasons', async () => {
    for (const width of [1280, 390]) {
      const ctx = await context(width)
      const page = await open(ctx, `${prefix}/search-trademark?tab=check`)
      // An empty title is refused in words, before anything is sent.
      await page.getByTestId('title-submit').click()
      await expect.poll(() => page.getByTestId('title-problem').textContent()).toMatch(/\S/)
      await page
        .getByTestId('title-input')
        .fill('Nikey running shoes for women with Hello Kitty print, breathable mesh')
      await page.getByTestId('title-submit').click()
      await expect.poll(() => finding(page, 'Hello Kitty').getAttribute('data-level')).toBe('high')
      await expect
        .poll(() => finding(page, 'Hello Kitty').getByTestId('title-reason').textContent())
        .toMatch(sanrio)
      await expect.poll(() => finding(page, 'Nikey').getAttribute('data-level')).toBe('medium')
      await expect.poll(() => finding(page, 'Nikey').getByTestId('title-reason').textContent()).toMatch(nike)
      expect(await page.getByTestId('title-problem').count()).toBe(0)
      // Where the answer comes from, as of when, and that it is not legal advice; no class was chosen,
      // so it says every class was checked, and the generated marks are tagged as demo data.
      const result = page.getByTestId('title-result')
      await expect.poll(() => result.getByTestId('ip-source').textContent()).toMatch(source)
      await expect.poll(() => result.getByTestId('ip-not-advice').textContent()).toMatch(note)
      await expect.poll(() => result.getByTestId('title-classes').textContent()).toMatch(allClasses)
      await expect.poll(() => finding(page, 'Hello Kitty').getByTestId('demo-badge').textContent()).toBe(demo)
      // A well-known mark names its registration number.
      await expect
        .poll(() => finding(page, 'Hello Kitty').getByTestId('title-registration').textContent())
        .toMatch(/\d{6,}/)
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `trademark-check-${lang}-${width}.png`),
        fullPage: true,
      })
      await ctx.close()
    }
  }, 180_000)

  it('finds a Chinese mark by its pinyin and opens its record', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/search-trademark`)
    await page.getByTestId('trademark-query').fill('xiaomi')
    await page.getByTestId('trademark-submit').click()
    await page.waitForURL((u) => u.searchParams.get('q') === 'xiaomi')
    const mark = page.locator('[data-testid=trademark-grid] [data-testid=trademark-mark]').first()
    await expect.poll(() => mark.textContent()).toBe('小米')
    await expect.poll(() => page.getByTestId('ip-source').first().textContent()).toMatch(source)
    await expect.poll(() => page.getByTestId('ip-not-advice').textContent()).toMatch(note)
    expect(
      await page.locator('[data-testid=trademark-grid] [data-testid=demo-badge]').first().textContent(),
    ).toBe(demo)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `trademark-search-${lang}-1280.png`), fullPage: true })
    await mark.click()
    await expect.poll(() => page.getByTestId('trademark-detail-mark').textContent()).toBe('小米')
    await expect.poll(() => page.getByTestId('trademark-history').locator('li').count()).toBeGreaterThan(1)
    await ctx.close()
  }, 60_000)

  it('finds a patent by a word of its abstract and opens it', async () => {
    for (const width of [1280, 390]) {
      const ctx = await context(width)
      const page = await open(ctx, `${prefix}/search-patent`)
      await page.getByTestId('patent-query').fill(target.word)
      await page.getByTestId('patent-submit').click()
      await page.waitForURL((u) => u.searchParams.get('q') === target.word)
      const link = page.locator(`[data-testid=patent-grid] a[href$="/search-patent/${target.id}"]`).first()
      await expect.poll(() => link.textContent()).toBe(target.title)
      await expect
        .poll(() =>
          page.locator('[data-testid=patent-grid] [data-testid=patent-snippet] mark').first().textContent(),
        )
        .toMatch(new RegExp(target.word.slice(0, 5), 'i'))
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `patent-search-${lang}-${width}.png`),
        fullPage: true,
      })
      await link.click()
      await expect.poll(() => page.getByTestId('patent-detail-title').textContent()).toBe(target.title)
      await expect.poll(() => page.getByTestId('patent-abstract').textContent()).toContain(target.word)
      await ctx.close()
    }
  }, 180_000)
})

describe('trademark and patent pages', () => {
  it('gives the 404 screen for an unknown record and answers bad API input with 400', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    expect((await page.goto(`${server.baseUrl}/search-trademark/2000000000`))?.status()).toBe(404)
    expect((await page.goto(`${server.baseUrl}/cn/search-patent/abc`))?.status()).toBe(404)
    // A bad filter in a shared link is dropped, not an error page.
    const lenient = await page.goto(`${server.baseUrl}/search-trademark?class=99&status=maybe`)
    expect(lenient?.status()).toBe(200)
    const api = await fetch(`${server.baseUrl}/api/trademark/check_title?title=`)
    expect(api.status).toBe(400)
    expect(((await api.json()) as { msg: string }).msg).toMatch(/title/)
    const patents = await fetch(`${server.baseUrl}/api/patent/search?kind=plant`)
    expect(patents.status).toBe(400)
    await ctx.close()
  }, 60_000)
})
