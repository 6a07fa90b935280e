// The common slice of the marketplace API (spec §7: /api/common/rate, /api/common/get_plugin_version):
// small lookups any page or the browser plug-in asks for, with no quota.
import { sql } from 'drizzle-orm'
import { PLUGIN_STORE_URL } from '@/config/plugin'
import type { exchangeRates } from '@/features/catalog/catalog.schema'
import type { ApiEnvelope } from '@/lib/api-codes'
import { type CallContext, ok } from '@/server/api/call'
import type { Database } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { defineSlice } from '@/server/marketplace/slice'
import { createRatesRefresher, ecbFeed, type FeedRates, feedSettings } from './rates-feed.server'

export type ExchangeRates = {
  /** Always 1: the rates are units of each currency per US dollar. */
  USD: 1
  data: Record<string, number>
  /** Yuan per dollar, the rate the pricing and converter pages show. */
  exchange_rate: number
  date: string | null
  /**
   * 'failed' when a feed is configured and its last answer was an error (the rates shown are then the
   * last good ones, as old as `date` says); 'off' when no feed is configured; else 'ok'.
   */
  feed?: 'ok' | 'failed' | 'off'
}

export type PluginVersion = {
  version: string
  min_version: string
  download_url: string
  released_at: string
}

/** The browser plug-in's current release, announced to installed plug-ins. */
export const PLUGIN_RELEASE: PluginVersion = {
  version: '2.4.0',
  min_version: '2.0.0',
  download_url: PLUGIN_STORE_URL,
  released_at: '2026-10-28',
}

export type CommonApi = {
  exchangeRates(ctx: CallContext): Promise<ApiEnvelope<ExchangeRates>>
  pluginVersion(ctx: CallContext): Promise<ApiEnvelope<PluginVersion>>
}

export const commonSlice = defineSlice<CommonApi>({
  local: ({ getDb }) => {
    const settings = feedSettings()
    const refresher = settings
      ? createRatesRefresher({
          feed: ecbFeed(settings.url),
          intervalMs: settings.intervalMs,
          timeoutMs: settings.timeoutMs,
          save: async (rates) => saveRates(await getDb(), rates),
          onError: (error) => console.warn(`[rates] feed ${settings.url} failed:`, error),
        })
      : null
    return {
      async exchangeRates() {
        await refresher?.refreshIfDue()
        const db = await getDb()
        const rows = await db.query<
          Pick<SqlRow<typeof exchangeRates>, 'currency' | 'per_usd'> & { date: string }
        >(
          `SELECT currency, per_usd, to_char(date, 'YYYY-MM-DD') AS date FROM exchange_rates ORDER BY currency`,
        )
        const data: Record<string, number> = {}
        for (const row of rows) data[row.currency] = Math.round(row.per_usd * 10_000) / 10_000
        data.USD = 1
        const date =
          rows
            .map((r) => r.date)
            .sort()
            .at(-1) ?? null
        const feed = refresher ? (refresher.status().lastFailed ? 'failed' : 'ok') : 'off'
        return ok<ExchangeRates>({ USD: 1, data, exchange_rate: data.CNY ?? 0, date, feed })
      },
      async pluginVersion() {
        return ok(PLUGIN_RELEASE)
      },
    }
  },
  remote: (upstream) => ({
    exchangeRates: (ctx) => upstream.get<ExchangeRates>('/api/common/rate', {}, ctx),
    pluginVersion: (ctx) => upstream.get<PluginVersion>('/api/common/get_plugin_version', {}, ctx),
  }),
})

/**
 * Writes a feed's rates over the table in one transaction. A currency the feed does not carry keeps its
 * ingested rate (and date), so the converter never loses a marketplace currency to a narrower feed.
 */
export async function saveRates(db: Database, rates: FeedRates): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [currency, perUsd] of Object.entries(rates.perUsd)) {
      await tx.sql(sql`
        INSERT INTO exchange_rates (currency, per_usd, date) VALUES (${currency}, ${perUsd}, ${rates.date})
        ON CONFLICT (currency) DO UPDATE SET per_usd = EXCLUDED.per_usd, date = EXCLUDED.date
        WHERE exchange_rates.date <= EXCLUDED.date`)
    }
  })
}
