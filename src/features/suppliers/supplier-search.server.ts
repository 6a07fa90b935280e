// The local sourcing search (docs/suppliers.md): candidates found in SQL on both engines, without
// pgvector, as the union of suppliers sharing a 16-bit band of the query's pHash (four indexed
// columns: any picture within 3 differing bits shares a band) and suppliers whose product colour lies
// in a box around the query's (the colour index); then every candidate re-ranked in TypeScript by the
// weighted feature distance. A query whose colour box is nearly empty (a strongly tinted photo) widens
// the box once, so a search always has candidates to rank. The nearest pictures are then compared
// again on their 32×32 detail grids (detail.ts), which tells apart shots of one product that the
// first stage sees as the same picture.

import type { exchangeRates } from '@/features/catalog/catalog.schema'
import {
  type DetailView,
  DISTANCE_SCALE,
  detailView,
  nearestDetailDistance,
  queryDetailViews,
} from '@/features/suppliers/images/detail'
import type { ImageFeatures } from '@/features/suppliers/images/image-features'
import { nearestObjects, objectView } from '@/features/suppliers/images/object-match'
import { OBJECT_BYTES } from '@/features/suppliers/images/object-view'
import { featureDistance, phashBands } from '@/features/suppliers/images/similarity'
import { ViewCache } from '@/features/suppliers/images/view-cache'
import type { SqlParams } from '@/lib/fields'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, whereFor } from '@/server/sql/fields'
import type { suppliers } from './suppliers.schema'
import {
  isSupplierSource,
  type SourcingListQuery,
  SUPPLIER_FILTERS,
  type SupplierSource,
} from './suppliers.shared'

/** The unit price in dollars: yuan prices through the day's rate (exchange_rates; 1 if missing). */
const PRICE_USD = `(s.price_min_cents / 100.0 / COALESCE(r.per_usd, 1))`

const SUPPLIER_WHERE = whereFor<SqlParams>()(SUPPLIER_FILTERS, {
  price: (range, sql) => {
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`${PRICE_USD} >= ${sql.add(range.min)}`)
    if (range.max !== undefined) parts.push(`${PRICE_USD} <= ${sql.add(range.max)}`)
    return parts.join(' AND ')
  },
  moq: (range, sql) => {
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`s.min_order >= ${sql.add(range.min)}`)
    if (range.max !== undefined) parts.push(`s.min_order <= ${sql.add(range.max)}`)
    return parts.join(' AND ')
  },
  source: (source, sql) => `s.source = ${sql.add(source)}`,
})

/** A supplier as the search ranks it: the row, its features, and how far its picture is from the query. */
export type RankedSupplier = {
  id: number
  source: SupplierSource
  title: string
  image: string
  priceMin: number
  priceMax: number
  currency: string
  minOrder: number
  location: string
  /** The offer's own page; null for rows ingested before offers carried one. */
  offerUrl: string | null
  features: ImageFeatures
  distance: number
}

// Typed from the schema (SqlRow); phash is read as hex text (to_hex), so typed by hand. Only what the
// ranking reads: a search reads about a thousand candidates, and carrying each one's title and prices
// through the driver cost more than finding them (PGlite parses every row in JavaScript).
type CandidateRow = Pick<
  SqlRow<typeof suppliers>,
  'id' | 'source' | 'image' | 'color_r' | 'color_g' | 'color_b' | 'shape'
> & {
  phash: string
}

/** What a result row shows, read for the rows returned only. */
type OfferRow = Pick<
  SqlRow<typeof suppliers>,
  'id' | 'title' | 'price_min_cents' | 'price_max_cents' | 'currency' | 'min_order' | 'location' | 'offer_url'
>

/** A candidate while it is ranked: its picture, its features and how far they are from the query's. */
type Candidate = {
  id: number
  source: SupplierSource
  image: string
  features: ImageFeatures
  distance: number
}

/** How far the colour box reaches around the query's colour (0–255 per channel), then the wider retry. */
const COLOR_BOX = 40
const WIDE_COLOR_BOX = 96
/** The colour box is also placed at these multiples of the query's colour (a photo 25 % brighter or darker). */
const BRIGHTNESS_STEPS = [1, 0.8, 1.25] as const
/** Fewer candidates than this and the box widens once. */
const MIN_CANDIDATES = 60
/** The most rows one candidate query reads. */
const CANDIDATE_LIMIT = 3000
/**
 * How many distinct pictures, nearest first, the second stage compares in detail. Shots of the same
 * item rank close together in the first stage; 60 pictures is well past them (and past the first
 * 200 rows a result page or export shows) at a few milliseconds.
 */
const DETAIL_PICTURES = 60
/**
 * How many distinct pictures, in the first stage's order, the object stage compares. A turned or
 * re-framed photo's hash is far from its original, so the item can rank low in the first stage; the
 * candidates sharing its colour are within this many.
 */
const OBJECT_PICTURES = 400
/**
 * Added to an object distance before it is weighed against the detail distance. A picture edited in
 * place (cropped to 70 %, watermarked, shadowed) matches its very shot cell for cell, while cut out and
 * re-framed a sibling shot can come as near; the object stage decides only where the detail stage has
 * no close match (a turned, re-framed or re-backgrounded photo). Tuned with the bench.
 */
const OBJECT_OFFSET = 3

/**
 * The candidates of every view of the query in one statement: each view's pHash bands and colour
 * boxes, OR-ed together. A few candidates only (a strongly tinted photo) and the boxes widen once.
 */
async function candidates(
  db: Queryable,
  views: readonly ImageFeatures[],
  filters: Pick<SourcingListQuery, 'price' | 'moq' | 'source'>,
  box: number,
): Promise<CandidateRow[]> {
  const sql = new Params()
  const where = await filtersWhere(SUPPLIER_WHERE, filters, sql)
  const near = (column: string, value: number) =>
    `s.${column} BETWEEN ${sql.add(value - box)} AND ${sql.add(value + box)}`
  const match = views.flatMap((view) => {
    const [r, g, b] = view.color
    // The box around the query's colour, and around it a quarter darker and brighter: a brighter or
    // darker photo moves a product's colour along its brightness, further than the box reaches.
    const boxes = BRIGHTNESS_STEPS.map((k) => {
      const at = (c: number) => Math.round(Math.min(255, c * k))
      return `(${near('color_r', at(r))} AND ${near('color_g', at(g))} AND ${near('color_b', at(b))})`
    })
    return [...phashBands(view.phash).map((band, i) => `s.phash_band${i} = ${sql.add(band)}`), ...boxes]
  })
  // The exchange rates are joined only for the price filter, which compares in dollars.
  const join = filters.price ? ' LEFT JOIN exchange_rates r ON r.currency = s.currency' : ''
  return db.query<CandidateRow>(
    `SELECT s.id, s.source, s.image, lpad(to_hex(s.phash), 16, '0') AS phash, s.color_r, s.color_g, s.color_b, s.shape
     FROM suppliers s${join}
     WHERE (${match.join(' OR ')})${where.map((w) => ` AND ${w}`).join('')}
     LIMIT ${sql.add(CANDIDATE_LIMIT)}`,
    sql.values,
  )
}

/** The suppliers most like the query picture, best first (at most `limit`), within the filters. */
export async function rankSuppliers(
  db: Queryable,
  features: ImageFeatures,
  filters: Pick<SourcingListQuery, 'price' | 'moq' | 'source'>,
  limit: number,
  /** Other views of the same picture (a widened one): a supplier is as near as its nearest view. */
  alternates: readonly ImageFeatures[] = [],
): Promise<RankedSupplier[]> {
  const views = [features, ...alternates]
  let rows = await candidates(db, views, filters, COLOR_BOX)
  if (rows.length < MIN_CANDIDATES) rows = await candidates(db, views, filters, WIDE_COLOR_BOX)
  const ranked: Candidate[] = []
  for (const row of rows) {
    if (!isSupplierSource(row.source)) continue
    const candidate: ImageFeatures = {
      phash: row.phash,
      color: [row.color_r, row.color_g, row.color_b],
      shape: row.shape.map(Number),
    }
    ranked.push({
      id: row.id,
      source: row.source,
      image: row.image,
      features: candidate,
      distance: Math.min(...views.map((view) => featureDistance(view, candidate))),
    })
  }
  ranked.sort((a, b) => a.distance - b.distance || a.id - b.id)
  const top = (await refineByDetail(db, ranked, views)).slice(0, limit)
  return withOffers(db, top)
}

/** The ranked candidates with what their rows show (title, prices, order, offer link), in rank order. */
async function withOffers(db: Queryable, ranked: readonly Candidate[]): Promise<RankedSupplier[]> {
  if (ranked.length === 0) return []
  const offers = await db.query<OfferRow>(
    `SELECT id, title, price_min_cents, price_max_cents, currency, min_order, location, offer_url
     FROM suppliers WHERE id = ANY($1::int[])`,
    [ranked.map((r) => r.id)],
  )
  const byId = new Map(offers.map((o) => [o.id, o]))
  return ranked.flatMap((r) => {
    const o = byId.get(r.id)
    if (!o) return [] // removed between the two reads
    return [
      {
        ...r,
        title: o.title,
        priceMin: o.price_min_cents / 100,
        priceMax: o.price_max_cents / 100,
        currency: o.currency,
        minOrder: o.min_order,
        location: o.location,
        offerUrl: o.offer_url,
      },
    ]
  })
}

/** Catalogue pictures' compared grids, between searches (view-cache.ts). */
const DETAIL_VIEWS = new ViewCache(1024)
const OBJECT_VIEWS = new ViewCache(1024)

/**
 * A picture's view from the cache, or from the bytes the grid query sent (then cached). A grid of the
 * wrong size (described by an older version) has no view: the row keeps its first-stage distance.
 */
function viewOf(
  cache: ViewCache,
  image: string,
  key: string,
  encoded: string | null,
  toView: (grid: Buffer) => DetailView,
): DetailView | null {
  const held = cache.get(image, key)
  if (held) return held
  if (!encoded) return null
  let view: DetailView
  try {
    view = toView(Buffer.from(encoded, 'base64'))
  } catch (error) {
    if (error instanceof RangeError) return null
    throw error
  }
  cache.set(image, key, view)
  return view
}

/**
 * The second stage. The first DETAIL_PICTURES distinct pictures are compared on their detail grids
 * (detail.ts), and up to OBJECT_PICTURES on their object grids (object-match.ts: the product cut out,
 * framed on itself, turned through ±30°); a picture counts as near as the nearer of the two, so a
 * studio edit is judged cell for cell and a turned, cropped or re-backgrounded photo by its product.
 * Those pictures come first, by that distance (scaled to 0–1); the rest keep theirs, raised if need be
 * so that the distance shown never decreases down the list. Rows described before the grids existed
 * keep the first stage's order.
 */
async function refineByDetail(
  db: Queryable,
  ranked: Candidate[],
  views: readonly ImageFeatures[],
): Promise<Candidate[]> {
  const queryViews = queryDetailViews(views)
  const queryObject =
    views[0]?.object?.length === OBJECT_BYTES ? { grid: views[0].object, fine: views[0].objectFine } : null
  if (queryViews.length === 0 && !queryObject) return ranked
  // One row per picture: rows showing the same picture share its grids.
  const idOfImage = new Map<string, number>()
  for (const row of ranked) {
    if (idOfImage.size >= (queryObject ? OBJECT_PICTURES : DETAIL_PICTURES)) break
    if (!idOfImage.has(row.image)) idOfImage.set(row.image, row.id)
  }
  const detailImages = new Set([...idOfImage.keys()].slice(0, DETAIL_PICTURES))
  // As base64 text: PGlite's driver decodes a bytea from hex one character at a time in JavaScript
  // (about 8 ms for 60 grids, more than the comparison itself); Buffer decodes base64 natively.
  const grids = await db.query<{
    image: string
    detail_key: string | null
    detail: string | null
    object_key: string | null
    object: string | null
  }>(
    // Each grid's md5 once (materialised: a flattened subquery would compute it again in each CASE).
    `WITH g AS MATERIALIZED (
       SELECT image, detail, object,
              CASE WHEN image = ANY($2::text[]) THEN md5(detail) END AS detail_key,
              ${queryObject ? 'md5(object)' : 'NULL::text'} AS object_key
       FROM suppliers WHERE id = ANY($1::int[])
     )
     SELECT image, detail_key, object_key,
            CASE WHEN NOT (image || ' ' || detail_key = ANY($3::text[])) THEN encode(detail, 'base64') END AS detail,
            CASE WHEN NOT (image || ' ' || object_key = ANY($4::text[])) THEN encode(object, 'base64') END AS object
     FROM g`,
    [
      [...idOfImage.values()],
      [...detailImages],
      DETAIL_VIEWS.heldKeys(detailImages),
      queryObject ? OBJECT_VIEWS.heldKeys(idOfImage.keys()) : [],
    ],
  )
  // Raw distances (not yet capped at 1 for display): when no picture is near, a turned or re-framed
  // photo's item can still be the least far, and capping would leave them all tied.
  const distanceOf = new Map<string, number>()
  const near = (image: string, distance: number) =>
    distanceOf.set(image, Math.min(distanceOf.get(image) ?? Number.POSITIVE_INFINITY, distance))
  const objects: { image: string; view: DetailView }[] = []
  for (const row of grids) {
    const detail = row.detail_key
      ? viewOf(DETAIL_VIEWS, row.image, row.detail_key, row.detail, detailView)
      : null
    if (detail && queryViews.length > 0) near(row.image, nearestDetailDistance(queryViews, detail))
    const object = row.object_key
      ? viewOf(OBJECT_VIEWS, row.image, row.object_key, row.object, objectView)
      : null
    if (object) objects.push({ image: row.image, view: object })
  }
  if (queryObject && objects.length > 0) {
    for (const { image, distance } of nearestObjects(queryObject, objects))
      near(image, distance + OBJECT_OFFSET)
  }
  if (distanceOf.size === 0) return ranked
  const refined: Candidate[] = []
  const rest: Candidate[] = []
  for (const row of ranked) {
    const distance = distanceOf.get(row.image)
    if (distance === undefined) rest.push(row)
    else refined.push({ ...row, distance })
  }
  refined.sort((a, b) => a.distance - b.distance || a.id - b.id)
  for (const row of refined) row.distance = Math.min(1, row.distance / DISTANCE_SCALE)
  let floor = refined.at(-1)?.distance ?? 0
  for (const row of rest) {
    floor = Math.max(floor, row.distance)
    refined.push({ ...row, distance: floor })
  }
  return refined
}

/** Units of each currency per dollar (exchange_rates), with the dollar itself. */
export async function ratesPerUsd(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<Pick<SqlRow<typeof exchangeRates>, 'currency' | 'per_usd'>>(
    'SELECT currency, per_usd FROM exchange_rates',
  )
  const rates = new Map(rows.map((row) => [row.currency, Number(row.per_usd)]))
  rates.set('USD', 1)
  return rates
}
