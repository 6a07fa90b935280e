// Supplier search by image (issue 14): the sources, the filters' parameter table, the query schema of
// GET /api/imagesearch/get_sourcing_list (also the page's search params) and what it returns. Client-safe.
import * as v from 'valibot'
import { COLUMNS, field, filterEntries, filtersToWire, lenientParams, rangeField } from '@/lib/fields'
import { ChoiceParam, IntParam, NumberParam } from '@/lib/params'

export const SUPPLIER_SOURCES = ['alibaba', '1688', 'yiwugou', 'amazon'] as const
export type SupplierSource = (typeof SUPPLIER_SOURCES)[number]

export const isSupplierSource = (value: string): value is SupplierSource =>
  (SUPPLIER_SOURCES as readonly string[]).includes(value)

/** Prices of the Chinese wholesale sites are in yuan, the others in dollars. */
export const sourceCurrency = (source: SupplierSource): 'CNY' | 'USD' =>
  source === '1688' || source === 'yiwugou' ? 'CNY' : 'USD'

export const SUPPLIER_SORTS = ['similarity', 'price_asc', 'price_desc', 'moq_asc'] as const
export type SupplierSort = (typeof SUPPLIER_SORTS)[number]

export const SUPPLIER_PAGE_SIZES = [20, 40] as const
export const DEFAULT_SUPPLIER_PAGE_SIZE = 20
/** The most results a search ranks (and pages and exports through). */
export const SUPPLIER_RESULT_CAP = 200

export const SUPPLIER_FILTERS = {
  /** Unit price in US dollars (yuan prices converted at the day's rate). */
  price: rangeField(COLUMNS.centsInt4),
  /** Minimum order quantity. */
  moq: rangeField(COLUMNS.int4),
  /** One source on /search-supplier (the per-source pages fix it by their path). */
  source: field({
    schema: v.picklist(SUPPLIER_SOURCES, `must be one of ${SUPPLIER_SOURCES.join(', ')}`),
    wire: (s) => s,
    narrowsPreset: true,
  }),
}

/** An uploaded picture's id (from POST /api/imagesearch/upload). */
export const ImageIdParam = v.pipe(
  v.string('must be an image id'),
  v.regex(/^[a-z0-9]{20,40}$/, 'must be an image id'),
)

/** A picture's address: http(s) URL, or a path of this site's own product pictures (/img/p/…). */
export const ImageUrlParam = v.pipe(
  v.string('must be an image URL'),
  v.trim(),
  v.maxLength(2000, 'must be at most 2000 characters'),
  v.check(
    (s) => /^https?:\/\//i.test(s) || /^\/img\/p\/[a-z0-9-]+\.svg$/.test(s),
    'must be an http(s) URL or a product picture path',
  ),
)

export const SourcingListQuerySchema = v.object({
  ...filterEntries(SUPPLIER_FILTERS),
  image_id: v.optional(ImageIdParam),
  image_url: v.optional(ImageUrlParam),
  /** The product's price the search started from, for the margin estimate. */
  product_price: v.optional(NumberParam(0.01, 1_000_000)),
  product_currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be a currency code like USD'))),
  sort: v.optional(v.picklist(SUPPLIER_SORTS, `must be one of ${SUPPLIER_SORTS.join(', ')}`), 'similarity'),
  page: v.optional(IntParam(1, SUPPLIER_RESULT_CAP / 20), 1),
  page_size: ChoiceParam(SUPPLIER_PAGE_SIZES, DEFAULT_SUPPLIER_PAGE_SIZE),
})
export type SourcingListInput = v.InferInput<typeof SourcingListQuerySchema>
export type SourcingListQuery = v.InferOutput<typeof SourcingListQuerySchema>

export type SupplierRow = {
  id: string
  source: SupplierSource
  title: string
  image: string
  /** 0–1: how alike the supplier's picture is to the query. */
  similarity: number
  priceMin: number
  priceMax: number
  currency: string
  minOrder: number
  location: string
  /** The offer on the source's site. */
  link: string
  /** (product price − unit cost) / product price, when the search came from a product; else null. */
  margin: number | null
}

export type SourcingList = {
  list: SupplierRow[]
  total: number
  page: number
  page_size: number
  remaining: number
}

export type UploadedImage = { image_id: string; width: number; height: number; expires_at: string }

/** The page's search params: the query without its defaults, each bad value dropped. */
export function supplierPageSearch(input: Record<string, unknown>): SourcingListInput {
  const clean = lenientParams(SourcingListQuerySchema.entries, input)
  const q = v.parse(SourcingListQuerySchema, clean)
  return {
    ...filtersToWire(SUPPLIER_FILTERS, q),
    image_id: q.image_id,
    image_url: q.image_url,
    product_price: q.product_price,
    product_currency: q.product_currency,
    sort: q.sort === 'similarity' ? undefined : q.sort,
    page: q.page === 1 ? undefined : q.page,
    page_size: q.page_size === DEFAULT_SUPPLIER_PAGE_SIZE ? undefined : q.page_size,
  }
}

/** Whether a search has a picture to search with (else the page shows only the picture input). */
export const hasSearchImage = (search: SourcingListInput): boolean =>
  Boolean(search.image_id || search.image_url)
