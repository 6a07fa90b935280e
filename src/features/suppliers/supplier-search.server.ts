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

// Typed from the schema (SqlRow); phash is read as hex text (to_hex), so typed by hand.
type CandidateRow = Pick<
  SqlRow<typeof suppliers>,
  | 'id'
  | 'source'
  | 'title'
  | 'image'
  | 'price_min_cents'
  | 'price_max_cents'
  | 'currency'
  | 'min_order'
  | 'location'
  | 'offer_url'
  | 'color_r'
  | 'color_g'
  | 'color_b'
  | 'shape'
> & { phash: string }

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

async function candidates(
  db: Queryable,
  features: ImageFeatures,
  filters: Pick<SourcingListQuery, 'price' | 'moq' | 'source'>,
  box: number,
): Promise<CandidateRow[]> {
  const sql = new Params()
  const where = await filtersWhere(SUPPLIER_WHERE, filters, sql)
  const bands = phashBands(features.phash)
  const [r, g, b] = features.color
  const near = (column: string, value: number) =>
    `s.${column} BETWEEN ${sql.add(value - box)} AND ${sql.add(value + box)}`
  // The box around the query's colour, and around it a quarter darker and brighter: a brighter or
  // darker photo moves a product's colour along its brightness, further than the box reaches.
  const boxes = BRIGHTNESS_STEPS.map((k) => {
    const at = (c: number) => Math.round(Math.min(255, c * k))
    return `(${near('color_r', at(r))} AND ${near('color_g', at(g))} AND ${near('color_b', at(b))})`
  })
  const match = [...bands.map((band, i) => `s.phash_band${i} = ${sql.add(band)}`), ...boxes].join(' OR ')
  return db.query<CandidateRow>(
    `SELECT s.id, s.source, s.title, s.image, s.price_min_cents, s.price_max_cents, s.currency, s.min_order,
            s.location, s.offer_url, lpad(to_hex(s.phash), 16, '0') AS phash, s.color_r, s.color_g, s.color_b, s.shape
     FROM suppliers s LEFT JOIN exchange_rates r ON r.currency = s.currency
     WHERE (${match})${where.map((w) => ` AND ${w}`).join('')}
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
  const byId = new Map<number, CandidateRow>()
  for (const view of views) {
    let rows = await candidates(db, view, filters, COLOR_BOX)
    if (rows.length < MIN_CANDIDATES) rows = await candidates(db, view, filters, WIDE_COLOR_BOX)
    for (const row of rows) byId.set(row.id, row)
  }
  const rows = [...byId.values()]
  const ranked: RankedSupplier[] = []
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
      title: row.title,
      image: row.image,
      priceMin: row.price_min_cents / 100,
      priceMax: row.price_max_cents / 100,
      currency: row.currency,
      minOrder: row.min_order,
      location: row.location,
      offerUrl: row.offer_url,
      features: candidate,
      distance: Math.min(...views.map((view) => featureDistance(view, candidate))),
    })
  }
  ranked.sort((a, b) => a.distance - b.distance || a.id - b.id)
  return (await refineByDetail(db, ranked, views)).slice(0, limit)
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
  ranked: RankedSupplier[],
  views: readonly ImageFeatures[],
): Promise<RankedSupplier[]> {
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
  const grids = await db.query<{ image: string; detail: string | null; object: string | null }>(
    `SELECT image, CASE WHEN image = ANY($2::text[]) THEN encode(detail, 'base64') END AS detail,
            ${queryObject ? "encode(object, 'base64')" : 'NULL'} AS object
     FROM suppliers WHERE id = ANY($1::int[])`,
    [[...idOfImage.values()], [...detailImages]],
  )
  // Raw distances (not yet capped at 1 for display): when no picture is near, a turned or re-framed
  // photo's item can still be the least far, and capping would leave them all tied.
  const distanceOf = new Map<string, number>()
  const near = (image: string, distance: number) =>
    distanceOf.set(image, Math.min(distanceOf.get(image) ?? Number.POSITIVE_INFINITY, distance))
  const objects: { image: string; view: DetailView }[] = []
  for (const { image, detail: encodedDetail, object: encodedObject } of grids) {
    const detail = encodedDetail ? Buffer.from(encodedDetail, 'base64') : null
    if (detail && queryViews.length > 0 && detail.length === queryViews[0]!.mask.length * 3) {
      near(image, nearestDetailDistance(queryViews, detailView(detail)))
    }
    const object = encodedObject ? Buffer.from(encodedObject, 'base64') : null
    if (object && object.length === OBJECT_BYTES) objects.push({ image, view: objectView(object) })
  }
  if (queryObject && objects.length > 0) {
    for (const { image, distance } of nearestObjects(queryObject, objects))
      near(image, distance + OBJECT_OFFSET)
  }
  if (distanceOf.size === 0) return ranked
  const refined: RankedSupplier[] = []
  const rest: RankedSupplier[] = []
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
