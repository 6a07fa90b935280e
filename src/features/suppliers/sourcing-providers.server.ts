// Where each source's offers come from. By default every source is searched in this app's database
// (the generated catalogue, supplier-search.server.ts). A deployment with a real sourcing API for a
// source plugs it in by configuration: SOURCING_PROVIDERS="alibaba=https://sourcing.example/api,1688=…".
// Such a provider receives the normalised picture and the filters as JSON and answers offers, which
// are checked field by field (an offer with a bad field is dropped, not shown) before they are shown.
import * as v from 'valibot'
import type { ImageFeatures } from '@/features/suppliers/images/image-features'
import type { RankedSupplier } from './supplier-search.server'
import {
  isSupplierSource,
  type SourcingListQuery,
  SUPPLIER_SOURCES,
  type SupplierSource,
} from './suppliers.shared'

/**
 * One offer as a provider answers it, before the margin and the ranking across sources: a ranked
 * supplier's fields, with the provider's own id and offer link and without our image features.
 */
export type SourcingOffer = Omit<RankedSupplier, 'id' | 'features' | 'offerUrl'> & {
  id: string
  link: string
}

export type SourcingRequest = {
  source: SupplierSource
  jpeg: Uint8Array
  features: ImageFeatures
  filters: Pick<SourcingListQuery, 'price' | 'moq'>
  limit: number
}

export interface SourcingProvider {
  search(request: SourcingRequest): Promise<SourcingOffer[]>
}

/** The configured remote providers by source; sources not named stay local. */
export function configuredProviders(
  env: NodeJS.ProcessEnv = process.env,
): Map<SupplierSource, SourcingProvider> {
  const providers = new Map<SupplierSource, SourcingProvider>()
  const text = env.SOURCING_PROVIDERS?.trim()
  if (!text) return providers
  for (const entry of text.split(',')) {
    const [source = '', url = ''] = entry.split('=').map((part) => part.trim())
    if (!isSupplierSource(source)) {
      throw new Error(`SOURCING_PROVIDERS: unknown source "${source}" (use ${SUPPLIER_SOURCES.join(', ')})`)
    }
    if (!/^https?:\/\//.test(url)) throw new Error(`SOURCING_PROVIDERS: ${source} needs an http(s) URL`)
    providers.set(source, httpSourcingProvider(url))
  }
  return providers
}

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))
const OfferSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  image: HttpUrl,
  price_min: v.pipe(v.number(), v.minValue(0)),
  price_max: v.pipe(v.number(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  min_order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  location: v.pipe(v.string(), v.maxLength(200)),
  url: HttpUrl,
  similarity: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
})
const ReplySchema = v.object({ offers: v.array(v.unknown()) })

export const PROVIDER_TIMEOUT_MS = 10_000

/**
 * A sourcing API over HTTP: POST {base}/search with { image (base64 JPEG), limit, price_min_usd,
 * price_max_usd, moq_min, moq_max } and an answer { offers: [{ id, title, image, price_min, price_max,
 * currency, min_order, location, url, similarity }] } (docs/suppliers.md).
 */
export function httpSourcingProvider(baseUrl: string, timeoutMs = PROVIDER_TIMEOUT_MS): SourcingProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/search`
  return {
    async search({ source, jpeg, filters, limit }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          image: Buffer.from(jpeg).toString('base64'),
          limit,
          price_min_usd: filters.price?.min,
          price_max_usd: filters.price?.max,
          moq_min: filters.moq?.min,
          moq_max: filters.moq?.max,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`sourcing provider ${source}: HTTP ${response.status}`)
      const reply = v.parse(ReplySchema, await response.json())
      const offers: SourcingOffer[] = []
      for (const raw of reply.offers) {
        const parsed = v.safeParse(OfferSchema, raw)
        if (!parsed.success) continue
        const o = parsed.output
        offers.push({
          id: `${source}:${o.id}`,
          source,
          title: o.title,
          image: o.image,
          priceMin: o.price_min,
          priceMax: Math.max(o.price_min, o.price_max),
          currency: o.currency,
          minOrder: o.min_order,
          location: o.location,
          link: o.url,
          distance: 1 - o.similarity,
        })
      }
      return offers.slice(0, limit)
    },
  }
}
