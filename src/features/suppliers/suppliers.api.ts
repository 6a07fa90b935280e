// The suppliers slice of the marketplace API: GET /api/imagesearch/get_sourcing_list, metered as the
// `search-supplier` quota feature (its per-source route names share one daily count). The picture is
// an uploaded image's id (POST /api/imagesearch/upload) or an image URL. A picture the server cannot
// use answers 400 naming the field, with data.reason saying why (the page words each reason).

import { limitFor } from '@/config/quotas'
import type { FetchImageOptions } from '@/features/suppliers/images/fetch-image-url'
import { ImageRefusal } from '@/features/suppliers/images/image-input'
import { similarityOf } from '@/features/suppliers/images/similarity'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES } from '@/lib/api-codes'
import { filtersToWire } from '@/lib/fields'
import { ApiError, type CallContext, type ExportRows, ok } from '@/server/api/call'
import { defineSlice, type LocalDeps } from '@/server/marketplace/slice'
import { requireUser } from '@/server/quota/quota'
import { usedToday } from '@/server/quota/usage'
import { notePaid, paidToday, pictureKey } from './picture-uses.server'
import { loadSearchImage, pictureFromUrl, type SearchPicture } from './search-images.server'
import { configuredProviders, type SourcingOffer, type SourcingProvider } from './sourcing-providers.server'
import { rankSuppliers, ratesPerUsd } from './supplier-search.server'
import {
  type SourcingList,
  type SourcingListQuery,
  SUPPLIER_FILTERS,
  SUPPLIER_RESULT_CAP,
  SUPPLIER_SOURCES,
  type SupplierRow,
  type SupplierSource,
} from './suppliers.shared'

export type SuppliersApi = {
  sourcingList(query: SourcingListQuery, ctx: CallContext): Promise<ApiEnvelope<SourcingList>>
  /** Every ranked result of a search (at most SUPPLIER_RESULT_CAP) as a file: metered as a data export. */
  exportSourcing(query: SourcingListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<SupplierRow>>>
}

/** What a deployment or a test may set for the local half. */
export type SuppliersOptions = {
  providers?: Map<SupplierSource, SourcingProvider>
  fetch?: FetchImageOptions
}

/** An image refusal as the 400 reply naming the field, with the reason for the page. */
export function imageRefusalError(error: ImageRefusal): ApiError {
  return new ApiError(400, API_CODES.invalidParameter, error.message, { reason: error.reason })
}

const SEARCH_LINKS: Record<SupplierSource, (title: string) => string> = {
  alibaba: (t) => `https://www.alibaba.com/trade/search?SearchText=${encodeURIComponent(t)}`,
  '1688': (t) => `https://s.1688.com/selloffer/offer_search.htm?keywords=${encodeURIComponent(t)}`,
  yiwugou: (t) => `https://www.yiwugou.com/search/s.html?q=${encodeURIComponent(t)}`,
  amazon: (t) => `https://www.amazon.com/s?k=${encodeURIComponent(t)}`,
}

/**
 * A local offer links to its own page (the record's offer_url). Only rows ingested before offers
 * carried one fall back to the source's own search for the title.
 */
export const localOfferLink = (source: SupplierSource, title: string): string => SEARCH_LINKS[source](title)

async function resolvePicture(
  query: SourcingListQuery,
  getDb: LocalDeps['getDb'],
  fetchOptions: FetchImageOptions | undefined,
): Promise<SearchPicture> {
  try {
    if (query.image_id) {
      const picture = await loadSearchImage(await getDb(), query.image_id)
      if (!picture)
        throw new ApiError(404, API_CODES.notFound, 'image_id: unknown or expired; upload the picture again')
      return picture
    }
    if (query.image_url) {
      const picture = await pictureFromUrl(query.image_url, fetchOptions)
      if (!picture)
        throw new ApiError(400, API_CODES.invalidParameter, 'image_url: not a product picture of this site', {
          reason: 'url_invalid',
        })
      return picture
    }
  } catch (error) {
    if (error instanceof ImageRefusal) throw imageRefusalError(error)
    throw error
  }
  throw new ApiError(400, API_CODES.invalidParameter, 'image_id: give image_id or image_url', {
    reason: 'missing',
  })
}

const SORTS: Record<
  SourcingListQuery['sort'],
  (a: SupplierRow, b: SupplierRow, usd: (r: SupplierRow) => number) => number
> = {
  similarity: (a, b) => b.similarity - a.similarity,
  price_asc: (a, b, usd) => usd(a) - usd(b),
  price_desc: (a, b, usd) => usd(b) - usd(a),
  moq_asc: (a, b) => a.minOrder - b.minOrder,
}

export function suppliersLocal({ getDb, quota }: LocalDeps, options: SuppliersOptions = {}): SuppliersApi {
  const providers = options.providers ?? configuredProviders()
  /** The ranked, sorted results of a search over every source asked for. */
  const search = async (query: SourcingListQuery): Promise<SupplierRow[]> => {
    const picture = await resolvePicture(query, getDb, options.fetch)
    const db = await getDb()
    const sources = query.source ? [query.source] : [...SUPPLIER_SOURCES]
    const filters = { price: query.price, moq: query.moq }
    const offers: SourcingOffer[] = []
    const localSources = sources.filter((s) => !providers.has(s))
    if (localSources.length > 0) {
      const ranked = await rankSuppliers(
        db,
        picture.features,
        { ...filters, source: query.source },
        SUPPLIER_RESULT_CAP,
        picture.alternates,
      )
      for (const r of ranked) {
        if (!localSources.includes(r.source)) continue
        offers.push({ ...r, id: String(r.id), link: r.offerUrl ?? localOfferLink(r.source, r.title) })
      }
    }
    for (const source of sources) {
      const provider = providers.get(source)
      if (!provider) continue
      try {
        offers.push(
          ...(await provider.search({
            source,
            jpeg: picture.jpeg,
            features: picture.features,
            filters,
            limit: SUPPLIER_RESULT_CAP,
          })),
        )
      } catch (error) {
        // One source's outage leaves the others' offers on the page.
        console.warn('[suppliers] provider', source, error instanceof Error ? error.message : error)
      }
    }
    const rates = await ratesPerUsd(db)
    const toUsd = (amount: number, currency: string) => amount / (rates.get(currency) ?? 1)
    const productRate = query.product_currency ? rates.get(query.product_currency) : 1
    const rows: SupplierRow[] = offers
      .sort((a, b) => a.distance - b.distance)
      .slice(0, SUPPLIER_RESULT_CAP)
      .map((o) => {
        let margin: number | null = null
        if (query.product_price !== undefined && productRate !== undefined) {
          const cost = toUsd(o.priceMin, o.currency) * productRate
          margin = Math.round(((query.product_price - cost) / query.product_price) * 1000) / 1000
        }
        return {
          id: o.id,
          source: o.source,
          title: o.title,
          image: o.image,
          similarity: similarityOf(o.distance),
          priceMin: o.priceMin,
          priceMax: o.priceMax,
          currency: o.currency,
          minOrder: o.minOrder,
          location: o.location,
          link: o.link,
          margin,
        }
      })
    const usd = (r: SupplierRow) => toUsd(r.priceMin, r.currency)
    const sort = SORTS[query.sort]
    rows.sort((a, b) => sort(a, b, usd) || b.similarity - a.similarity)
    return rows
  }
  /**
   * Metered once per picture and Beijing day: the first search of a picture takes a use, its source
   * tabs, pages, sorts and filters after that do not (the remaining count is read, not taken).
   */
  const onePicturePerUse = async <T>(
    query: SourcingListQuery,
    ctx: CallContext,
    run: () => Promise<T>,
  ): Promise<{ value: T; remaining: number }> => {
    const key = pictureKey(query)
    const viewer = ctx.viewer && key ? await requireUser(ctx) : null
    if (viewer && key && (await paidToday(await getDb(), viewer.userId, key))) {
      const limit = limitFor('search-supplier', viewer.planId)
      const used = (await usedToday(await getDb(), viewer.userId)).get('search-supplier') ?? 0
      return { value: await run(), remaining: limit === 'unlimited' ? -1 : Math.max(0, limit - used) }
    }
    return quota.withQuota(ctx, 'search-supplier', async (payer) => {
      const value = await run()
      if (payer && key) await notePaid(await getDb(), payer.userId, key)
      return value
    })
  }
  return {
    async sourcingList(query, ctx) {
      const { value, remaining } = await onePicturePerUse(query, ctx, () => search(query))
      const start = (query.page - 1) * query.page_size
      return ok({
        list: value.slice(start, start + query.page_size),
        total: value.length,
        page: query.page,
        page_size: query.page_size,
        remaining,
      })
    },
    async exportSourcing(query, ctx) {
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', () => search(query))
      async function* rows() {
        yield value
      }
      return ok({ rows: rows(), maxRows: SUPPLIER_RESULT_CAP, asOf: null, remaining })
    },
  }
}

export const suppliersSlice = defineSlice<SuppliersApi>({
  local: (deps) => suppliersLocal(deps),
  remote: (upstream) => ({
    sourcingList: (query, ctx) =>
      upstream.get<SourcingList>(
        '/api/imagesearch/get_sourcing_list',
        {
          ...filtersToWire(SUPPLIER_FILTERS, query),
          image_id: query.image_id,
          image_url: query.image_url,
          product_price: query.product_price,
          product_currency: query.product_currency,
          sort: query.sort,
          page: query.page,
          page_size: query.page_size,
        },
        ctx,
      ),
    exportSourcing: async () => {
      // A file cannot travel through the JSON upstream client; a remote deployment exports upstream.
      throw new ApiError(501, API_CODES.serverError, 'export: not available through the upstream API')
    },
  }),
})
