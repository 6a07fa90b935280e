// The rates feed against a local stand-in of the ECB's daily XML (there is no internet in tests): a
// good answer is parsed and rebased to the dollar; a failing, malformed or hanging feed leaves the
// saved rates alone, and the feed is asked again only after the interval.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createRatesRefresher,
  ecbFeed,
  type FeedRates,
  feedSettings,
  parseEcbXml,
} from '@/features/common/rates-feed.server'

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-23'>
      <Cube currency='USD' rate='1.0500'/>
      <Cube currency='JPY' rate='160.00'/>
      <Cube currency='GBP' rate='0.8400'/>
      <Cube currency='CNY' rate='7.4550'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`

let mode: 'good' | 'error' | 'garbage' | 'hang' = 'good'
let hits = 0
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++
    if (mode === 'hang') return
    if (mode === 'error') return void res.writeHead(503).end('down')
    res.writeHead(200, { 'content-type': 'text/xml' })
    res.end(mode === 'good' ? ECB_XML : '<html>maintenance</html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('parseEcbXml', () => {
  it('takes the day and rebases euro rates to units per dollar', () => {
    const rates = parseEcbXml(ECB_XML)
    expect(rates.date).toBe('2026-11-23')
    expect(rates.perUsd.USD).toBe(1)
    expect(rates.perUsd.EUR).toBeCloseTo(1 / 1.05, 6)
    expect(rates.perUsd.CNY).toBeCloseTo(7.455 / 1.05, 6)
    expect(rates.perUsd.JPY).toBeCloseTo(160 / 1.05, 6)
  })

  it('refuses a document without a day or without the dollar', () => {
    expect(() => parseEcbXml('<html></html>')).toThrow()
    expect(() => parseEcbXml("<Cube time='2026-11-23'><Cube currency='GBP' rate='0.8'/></Cube>")).toThrow(
      /USD/,
    )
  })
})

describe('the refresher over the stand-in feed', () => {
  function setup() {
    let clock = 1_000_000
    const saved: FeedRates[] = []
    const refresher = createRatesRefresher({
      feed: ecbFeed(url),
      intervalMs: 60_000,
      timeoutMs: 300,
      save: async (rates) => void saved.push(rates),
      now: () => clock,
    })
    return { refresher, saved, advance: (ms: number) => (clock += ms) }
  }

  it('saves good rates, and asks again only after the interval', async () => {
    mode = 'good'
    hits = 0
    const { refresher, saved, advance } = setup()
    await Promise.all([refresher.refreshIfDue(), refresher.refreshIfDue()])
    expect(hits, 'concurrent requests share one call').toBe(1)
    expect(saved).toHaveLength(1)
    expect(saved[0]?.date).toBe('2026-11-23')
    await refresher.refreshIfDue()
    expect(hits).toBe(1)
    advance(61_000)
    await refresher.refreshIfDue()
    expect(hits).toBe(2)
    expect(refresher.status().lastFailed).toBe(false)
  })

  it.each(['error', 'garbage', 'hang'] as const)(
    'a %s feed saves nothing and reports the failure',
    async (m) => {
      mode = m
      const { refresher, saved } = setup()
      await refresher.refreshIfDue()
      expect(saved).toEqual([])
      expect(refresher.status().lastFailed).toBe(true)
      // The next good answer clears the failure.
      mode = 'good'
    },
  )

  it('a failed feed recovers on the next attempt after the interval', async () => {
    mode = 'error'
    const { refresher, saved, advance } = setup()
    await refresher.refreshIfDue()
    expect(refresher.status().lastFailed).toBe(true)
    mode = 'good'
    advance(61_000)
    await refresher.refreshIfDue()
    expect(saved).toHaveLength(1)
    expect(refresher.status().lastFailed).toBe(false)
  })
})

describe('feedSettings', () => {
  it('is off without RATES_FEED_URL and reads the interval', () => {
    expect(feedSettings({})).toBeNull()
    expect(
      feedSettings({ RATES_FEED_URL: 'http://x/feed.xml', RATES_FEED_INTERVAL_MINUTES: '30' })?.intervalMs,
    ).toBe(1_800_000)
    expect(feedSettings({ RATES_FEED_URL: 'http://x', RATES_FEED_INTERVAL_MINUTES: 'abc' })?.intervalMs).toBe(
      21_600_000,
    )
  })
})
