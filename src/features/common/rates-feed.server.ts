// Reference exchange rates from a configurable feed (issue 15). The rates that ship with the app are
// the exchange_rates table the snapshot ingest fills; when RATES_FEED_URL names a feed (the European
// Central Bank's daily reference XML, for example), the first rate request after each interval asks
// it, and good answers are written over the table. A feed that fails or answers with nonsense changes
// nothing: the last good rates stay, and the reply says their date so the page can say how old they are.

/** Units of each currency per US dollar, as of one day. */
export type FeedRates = { date: string; perUsd: Record<string, number> }

/** Where fresh rates come from: one call, which throws when the feed cannot be read. */
export type RatesFeed = {
  readonly url: string
  fetchRates(signal?: AbortSignal): Promise<FeedRates>
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Reads the ECB's eurofxref XML: `<Cube time="YYYY-MM-DD">` holding `<Cube currency="USD" rate="1.05"/>`
 * entries in units per euro. The first (newest) day is taken, and rebased to the US dollar because the
 * app's rates are per dollar (spec §3 "Currency data" includes USD = 1).
 */
export function parseEcbXml(xml: string): FeedRates {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']\s*>([\s\S]*?)<\/Cube>/.exec(xml)
  if (!day) throw new Error('no dated <Cube> in the feed')
  const date = day[1] ?? ''
  const body = day[2] ?? ''
  const perEur: Record<string, number> = { EUR: 1 }
  for (const match of body.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    const [, currency, text] = match
    const rate = Number(text)
    if (currency && Number.isFinite(rate) && rate > 0) perEur[currency] = rate
  }
  const usd = perEur.USD
  if (usd === undefined) throw new Error('the feed has no USD rate')
  const perUsd: Record<string, number> = {}
  for (const [currency, rate] of Object.entries(perEur)) perUsd[currency] = rate / usd
  perUsd.USD = 1
  return { date, perUsd }
}

/** The ECB-format feed at `url`, read with `fetchImpl` (a test passes its own stand-in server's URL). */
export function ecbFeed(url: string, fetchImpl: typeof fetch = globalThis.fetch): RatesFeed {
  return {
    url,
    async fetchRates(signal) {
      const response = await fetchImpl(url, { signal, headers: { Accept: 'application/xml, text/xml' } })
      if (!response.ok) throw new Error(`feed answered ${response.status}`)
      const rates = parseEcbXml(await response.text())
      if (!ISO_DAY.test(rates.date)) throw new Error('the feed date is not a day')
      return rates
    },
  }
}

export type RefreshStatus = {
  /** When the feed was last asked (ms since epoch), whatever it answered. */
  lastAttemptAt: number | null
  /** Whether the last attempt failed (the rates in use are then older than the feed's). */
  lastFailed: boolean
}

export type RatesRefresher = {
  /** Asks the feed when the interval has passed since the last attempt; never throws. */
  refreshIfDue(): Promise<void>
  status(): RefreshStatus
}

/**
 * Single-flight, interval-limited refresh: concurrent requests share one feed call, and a failing feed
 * is asked again only after the interval too, so a dead feed does not slow every request.
 */
export function createRatesRefresher(options: {
  feed: RatesFeed
  intervalMs: number
  timeoutMs: number
  save: (rates: FeedRates) => Promise<void>
  now?: () => number
  onError?: (error: unknown) => void
}): RatesRefresher {
  const now = options.now ?? Date.now
  const state: RefreshStatus = { lastAttemptAt: null, lastFailed: false }
  let inFlight: Promise<void> | null = null

  async function attempt(): Promise<void> {
    state.lastAttemptAt = now()
    try {
      const rates = await options.feed.fetchRates(AbortSignal.timeout(options.timeoutMs))
      await options.save(rates)
      state.lastFailed = false
    } catch (error) {
      state.lastFailed = true
      options.onError?.(error)
    }
  }

  return {
    refreshIfDue() {
      if (inFlight) return inFlight
      if (state.lastAttemptAt !== null && now() - state.lastAttemptAt < options.intervalMs) {
        return Promise.resolve()
      }
      inFlight = attempt().finally(() => {
        inFlight = null
      })
      return inFlight
    },
    status: () => ({ ...state }),
  }
}

/** The feed configured by RATES_FEED_URL (none when unset), asked at most every RATES_FEED_INTERVAL_MINUTES. */
export function feedSettings(env: NodeJS.ProcessEnv = process.env): {
  url: string
  intervalMs: number
  timeoutMs: number
} | null {
  const url = env.RATES_FEED_URL?.trim()
  if (!url) return null
  const minutes = Number(env.RATES_FEED_INTERVAL_MINUTES)
  return {
    url,
    intervalMs: (Number.isFinite(minutes) && minutes > 0 ? minutes : 360) * 60_000,
    // A rate request waits for the feed at most this long; later requests get the saved answer.
    timeoutMs: 4000,
  }
}
