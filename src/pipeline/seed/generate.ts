// The demo-data generator: writes snapshot files in the format of docs/ingest.md.
//
//   <outDir>/<until - 1>/  every entity (exchange_rates too); products carry `history` (days - 1 days)
//   <outDir>/<until>/      products.jsonl only: every product's state that day (the daily append)
//
// Everything is a pure function of (seed, options): each product, store, keyword… draws from its
// own PRNG stream forked by id, so a product looks the same whichever pass computes it. That is what
// lets the generator stream a million products without holding them: pass 1 simulates every product
// and keeps ~40 bytes of numbers each (sales on the snapshot days, month sales, title mask, price)
// for ranks, keywords and ads; pass 2 simulates each again and writes it.
import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { finished } from 'node:stream/promises'
import { soldCounterFloor, soldCounterText } from '../../features/catalog/estimates/sold-counter.ts'
import type { ImageFeatures } from '../../features/suppliers/images/image-features.ts'
import { GENERATED_MARK } from '../../server/db/provenance.ts'
import {
  CATEGORIES,
  composeKeyword,
  composeTitle,
  LEAVES,
  type Leaf,
  PATENT_ARTICLES,
  type PatentArticle,
  SEASON_PROFILES,
  TOP_CATEGORIES,
  type TopCategory,
  WELL_KNOWN_MARKS,
} from './catalog.ts'
import {
  AD_PLATFORMS,
  type AdPlatform,
  adCreativePath,
  COLOR_IDS,
  LOGO_COUNT,
  productGallery,
  productImage,
  productImageFeatures,
  productImagePath,
  storeLogoPath,
} from './images.ts'
import { newObservation, type Observation, observeProduct, rankNoiseNewest } from './observe.ts'
import { cumulativeWeights, Rng } from './random.ts'
import { CURRENCY_PER_USD, CURRENCY_SYMBOL, roundMoney, SITES, type Site, shelfPrice } from './sites.ts'
import { chineseMarkRecords } from './trademarks-cn.ts'

export interface GenerateOptions {
  outDir: string
  scale: 'demo' | 'bench'
  /** Days of data: the backfill covers days - 1 days ending the day before `until`. */
  days: number
  seed: number
  /** The last snapshot day, YYYY-MM-DD. */
  until: string
  /** Number of products (default 50,000 for demo, 1,000,000 for bench). */
  products?: number
  onProgress?: (done: number, total: number, label: string) => void
}

export interface GenerateResult {
  /** Written files, in ingest order. */
  files: string[]
  /** Rows per entity; `products_daily` counts the products of the `until` day. */
  counts: Record<string, number>
}

export const DEFAULT_PRODUCTS = { demo: 50_000, bench: 1_000_000 } as const
// Keyword and ad counts scale with the catalogue (demo: 20,000 and 10,000; bench: 200,000 and 100,000).
const KEYWORDS_PER_PRODUCT = { demo: 0.4, bench: 0.2 } as const
const ADS_PER_PRODUCT = { demo: 0.2, bench: 0.1 } as const
// Sellers per catalogue size: the bench scale models the crowded market of issue 12 (about 50,000
// stores for 1,000,000 products); the demo keeps fewer, fuller stores so every demo page has depth.
const PRODUCTS_PER_STORE = { demo: 40, bench: 20 } as const
const SEMI_MANAGED_SHARE = 0.35
/** Best-seller lists stop here; positions beyond are not shown by the marketplace. */
const RANK_LIMIT = 10_000
const KEYWORD_PRODUCTS = 50
const GENERATED_TRADEMARKS = 3000
const PATENTS = 2000
const DAY_MS = 86_400_000
/** Series index of "never sold out". */
const NEVER = 1 << 30
/**
 * Catalogue prices are typical list prices; Temu's shelf prices sit below them. This brings the
 * median of all listings to about US$7.
 */
const SHELF_PRICE_FACTOR = 0.82
/** Temu opened in the US on 2022-09-01; no store is older. */
const TEMU_LAUNCH = Date.UTC(2022, 8, 1) / DAY_MS

// ---------------------------------------------------------------------------------------------
// Dates (UTC day numbers since the epoch)

function parseDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return Number.NaN
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  const day = time / DAY_MS
  return formatDay(day) === text ? day : Number.NaN
}

const dayCache = new Map<number, string>()
function formatDay(day: number): string {
  let text = dayCache.get(day)
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10)
    if (dayCache.size < 50_000) dayCache.set(day, text)
  }
  return text
}

/** Relative demand by weekday, Sunday first: Temu's traffic peaks at weekends. */
const WEEKDAY_FACTOR = [1.12, 1.04, 0.95, 0.94, 0.96, 1.0, 1.1]
function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7
}

// ---------------------------------------------------------------------------------------------
// Streaming JSONL writer

class JsonlWriter {
  readonly path: string
  count = 0
  private stream: WriteStream
  private buffer: string[] = []
  private size = 0

  constructor(path: string) {
    this.path = path
    // A large buffer lets the disk write one chunk while the next is being generated.
    this.stream = createWriteStream(path, { encoding: 'utf8', highWaterMark: 1 << 21 })
  }

  /** Queues a row; returns a promise only when the caller must wait (backpressure). */
  write(row: unknown): Promise<void> | undefined {
    const line = JSON.stringify(row)
    this.buffer.push(line)
    this.size += line.length
    this.count++
    return this.size >= 1 << 17 ? this.flush() : undefined
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return
    const chunk = `${this.buffer.join('\n')}\n`
    this.buffer = []
    this.size = 0
    if (!this.stream.write(chunk)) await once(this.stream, 'drain')
  }

  async close(): Promise<void> {
    await this.flush()
    this.stream.end()
    await finished(this.stream)
  }
}

// ---------------------------------------------------------------------------------------------
// Context

interface StorePlan {
  id: number
  index: number
  site: Site
  siteIndex: number
  /** Products first..first+count-1 belong to the store. */
  first: number
  count: number
  semi: boolean
  strength: number
  priceLevel: number
  primaryTop: number
  secondaryTop: number
  firstSeen: number
  /** Log change of demand over 90 days (storeLifecycle): above 0 the store grows. */
  trend: number
}

interface Context {
  seed: number
  root: Rng
  productRoot: Rng
  scale: 'demo' | 'bench'
  products: number
  days: number
  untilDay: number
  /** First day of the series (the backfill's start_date for old products). */
  rangeStart: number
  backfillIdx: number
  untilIdx: number
  stores: StorePlan[]
  /** Per top category: prefix sums of its leaves' popularity. */
  leafCumulative: Float64Array[]
  leafIndexByTop: number[][]
  leafPopularity: Float64Array
  topCumulative: Float64Array
}

function planStores(
  ctx: Pick<Context, 'root' | 'scale' | 'products' | 'rangeStart' | 'untilDay' | 'topCumulative'>,
): StorePlan[] {
  const stores: StorePlan[] = []
  // The US gets whatever rounding leaves over, so the total is exact.
  const perSite = SITES.map((site) => Math.round(ctx.products * site.share))
  const others = perSite.reduce((sum, count, index) => (index === 0 ? sum : sum + count), 0)
  perSite[0] = ctx.products - others
  let nextProduct = 1
  SITES.forEach((site, siteIndex) => {
    const siteProducts = perSite[siteIndex]!
    const storeCount = Math.max(1, Math.round(siteProducts / PRODUCTS_PER_STORE[ctx.scale]))
    const plan = ctx.root.fork('store-plan').fork(site.id)
    // Store sizes follow a power law too: a few big sellers list hundreds of items.
    const weights = Array.from({ length: storeCount }, () => Math.min(plan.pareto(1, 1.4), 60))
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    const counts = weights.map((weight) => Math.max(1, Math.floor((siteProducts * weight) / total)))
    let diff = siteProducts - counts.reduce((sum, count) => sum + count, 0)
    for (let i = 0; diff !== 0; i = (i + 1) % storeCount) {
      if (diff > 0) {
        counts[i]!++
        diff--
      } else if (counts[i]! > 1) {
        counts[i]!--
        diff++
      }
    }
    for (let s = 0; s < storeCount; s++) {
      const id = stores.length + 1
      const rng = ctx.root.fork('store').fork(id)
      const latest = ctx.rangeStart - 1
      const earliest = Math.min(latest, Math.max(TEMU_LAUNCH, latest - 1100))
      stores.push({
        id,
        index: stores.length,
        site,
        siteIndex,
        first: nextProduct,
        count: counts[s]!,
        semi: rng.chance(SEMI_MANAGED_SHARE),
        strength: rng.logNormal(1, 0.7),
        priceLevel: rng.logNormal(1, 0.15),
        primaryTop: rng.pickIndex(ctx.topCumulative),
        secondaryTop: rng.pickIndex(ctx.topCumulative),
        // Skewed towards recent: most sellers joined in the last year or so.
        firstSeen: latest - Math.floor((latest - earliest) * rng.next() ** 1.6),
        ...storeLifecycle(rng, ctx.untilDay),
      })
      nextProduct += counts[s]!
    }
  })
  return stores
}

// Store growth and openings (issue 12): stores do not all sell at a steady level. Each has a demand
// trend over the last 90 days (most within ±30%, a few doubling or halving), and about 6% opened within
// the last 90 days, listing their catalogue from the opening day on, so the new-store list and the
// store detail's growth figures have something to show.

/** Share of stores that opened within the last 90 days of the data. */
const RECENT_OPENING_SHARE = 0.06

function storeLifecycle(rng: Rng, untilDay: number): { trend: number; firstSeen?: number } {
  const trend = Math.max(-1.2, Math.min(1.2, rng.normal() * 0.35))
  if (!rng.chance(RECENT_OPENING_SHARE)) return { trend }
  // A new store grows while it builds its catalogue and reviews.
  return { trend: Math.abs(trend) + 0.2, firstSeen: untilDay - rng.int(1, 89) }
}

/** Demand relative to the last day, `daysBefore` days earlier, for the store's trend. */
function storeTrendFactor(store: StorePlan, daysBefore: number): number {
  return Math.exp((-store.trend * daysBefore) / 90)
}

/** A product cannot be listed before its store opened: spread over the days since the opening. */
function listedAfterOpening(core: Rng, store: StorePlan, listDay: number, untilDay: number): number {
  if (listDay >= store.firstSeen) return listDay
  return core.int(store.firstSeen, untilDay)
}

function makeContext(options: Required<Omit<GenerateOptions, 'onProgress'>>): Context {
  const root = new Rng(options.seed)
  const untilDay = parseDay(options.until)
  const rangeStart = untilDay - options.days + 1
  const catalog = root.fork('catalog')
  const leafPopularity = new Float64Array(LEAVES.length)
  for (let i = 0; i < LEAVES.length; i++) leafPopularity[i] = catalog.logNormal(1, 0.5)
  const leafIndexByTop = TOP_CATEGORIES.map((top) =>
    LEAVES.filter((leaf) => leaf.top === top).map((leaf) => leaf.index),
  )
  const leafCumulative = leafIndexByTop.map((indexes) =>
    cumulativeWeights(indexes.map((i) => leafPopularity[i]!)),
  )
  const topCumulative = cumulativeWeights(TOP_CATEGORIES.map((top) => top.weight))
  const partial = {
    root,
    scale: options.scale,
    products: options.products,
    rangeStart,
    untilDay,
    topCumulative,
  }
  return {
    seed: options.seed,
    root,
    productRoot: root.fork('product'),
    scale: options.scale,
    products: options.products,
    days: options.days,
    untilDay,
    rangeStart,
    backfillIdx: options.days - 2,
    untilIdx: options.days - 1,
    stores: planStores(partial),
    leafCumulative,
    leafIndexByTop,
    leafPopularity,
    topCumulative,
  }
}

// ---------------------------------------------------------------------------------------------
// Product simulation

/** One product's simulated life. Buffers are reused from product to product. */
interface ProductSim {
  id: number
  store: StorePlan
  leaf: Leaf
  listDay: number
  /** First series index at which the product is listed (0 for products older than the range). */
  startIdx: number
  /** Series index from which it is sold out: past the range for items about to sell out, NEVER otherwise. */
  soldOutIdx: number
  colorIndex: number
  variant: number
  titleEn: string
  titleCn: string
  maskLo: number
  maskHi: number
  originalPrice: number
  preSales: number
  reviewRate: number
  rating: number
  sameItem: number
  lightningDeal: boolean
  localWarehouse: boolean
  /** Per series day: units sold, shelf price, lifetime units (the truth, never written as such). */
  sales: Int32Array
  price: Float64Array
  total: Float64Array
  /** What a collector sees (observe.ts); filled by `observe`. */
  obs: Observation
}

function newSim(days: number): ProductSim {
  return {
    id: 0,
    store: undefined as unknown as StorePlan,
    leaf: LEAVES[0]!,
    listDay: 0,
    startIdx: 0,
    soldOutIdx: NEVER,
    colorIndex: 0,
    variant: 0,
    titleEn: '',
    titleCn: '',
    maskLo: 0,
    maskHi: 0,
    originalPrice: 0,
    preSales: 0,
    reviewRate: 0,
    rating: 0,
    sameItem: 0,
    lightningDeal: false,
    localWarehouse: false,
    sales: new Int32Array(days),
    price: new Float64Array(days),
    total: new Float64Array(days),
    obs: newObservation(days),
  }
}

/** Simulates product `id` into `sim`; without `withText` the titles are left empty (pass 1 needs only masks). */
function simulateProduct(ctx: Context, store: StorePlan, id: number, sim: ProductSim, withText = true): void {
  const stream = ctx.productRoot.fork(id)
  const core = stream.fork('core')
  const days = ctx.days
  const currency = store.site.currency

  // Category: sellers specialise, mostly in one or two top categories.
  const roll = core.next()
  const top =
    roll < 0.75 ? store.primaryTop : roll < 0.9 ? store.secondaryTop : core.pickIndex(ctx.topCumulative)
  const leaf = LEAVES[ctx.leafIndexByTop[top]![core.pickIndex(ctx.leafCumulative[top]!)]!]!

  // Listing day: ~8% in the last 30 days (more in emerging categories, fewer in declining ones), ~10%
  // earlier in a long range, the rest before the range.
  const maturity = categoryMaturity(ctx.seed, leaf.subId)
  const listRoll = core.next()
  let listDay: number
  if (listRoll < maturity.newListings) listDay = ctx.untilDay - core.int(0, 29)
  else if (listRoll < maturity.newListings + 0.1 && ctx.untilDay - 31 >= ctx.rangeStart)
    listDay = core.int(ctx.rangeStart, ctx.untilDay - 31)
  else listDay = core.int(Math.min(store.firstSeen, ctx.rangeStart - 1), ctx.rangeStart - 1)
  listDay = listedAfterOpening(core, store, listDay, ctx.untilDay)
  const startIdx = Math.max(0, listDay - ctx.rangeStart)

  // Demand: a power law (most items sell a unit or two a day, a few thousand sell hundreds),
  // scaled by the seller's reach and the category's pull; cheaper items sell more.
  const usd = Math.min(
    400,
    Math.max(0.3, leaf.priceUsd * SHELF_PRICE_FACTOR * store.priceLevel * core.logNormal(1, 0.55)),
  )
  let base = core.pareto(0.8, 1.25) * store.strength * Math.sqrt(ctx.leafPopularity[leaf.index]!)
  base *= Math.min(3, Math.sqrt((leaf.priceUsd * SHELF_PRICE_FACTOR) / usd))
  base = Math.min(base, 2500)

  // Prices: the shelf price, then up to two changes (most recent ones mostly cuts).
  let currentUsd = usd
  let maxUsd = usd
  let changeAt = days
  let changeUsd = usd
  let earlyAt = days
  let earlyUsd = usd
  if (core.chance(0.15)) {
    const at = days - 1 - core.int(0, 6)
    if (at > startIdx) {
      changeAt = at
      changeUsd = usd * (core.chance(0.8) ? core.float(0.6, 0.95) : core.float(1.05, 1.25))
    }
  }
  if (core.chance(0.2) && days - 8 > startIdx + 1) {
    earlyAt = core.int(startIdx + 1, days - 8)
    earlyUsd = usd * core.float(0.8, 1.2)
  }
  for (let i = 0; i < days; i++) {
    if (i === earlyAt) currentUsd = earlyUsd
    if (i === changeAt) currentUsd = changeUsd
    sim.price[i] = shelfPrice(currentUsd, currency)
    if (currentUsd > maxUsd) maxUsd = currentUsd
  }
  const basePrice = sim.price[Math.min(startIdx, days - 1)]!

  // Surges: 2–10× over the last one to four weeks.
  let surgeStart = days
  let surgeFactor = 1
  if (core.chance(0.05) && startIdx < days - 14) {
    surgeStart = days - 1 - core.int(7, 27)
    surgeFactor = core.float(2, 10)
  }
  // Sell-outs: ~3% ran out in the last two weeks; ~1% more are about to (stock for 1–3 days).
  let soldOutIdx = NEVER
  if (core.chance(0.032)) {
    const at = days - 1 - core.int(0, 13)
    if (at > startIdx + 2) soldOutIdx = at
  } else if (core.chance(0.01)) {
    soldOutIdx = days + core.int(0, 2)
  }

  sim.id = id
  sim.store = store
  sim.leaf = leaf
  sim.listDay = listDay
  sim.startIdx = startIdx
  sim.soldOutIdx = soldOutIdx
  sim.originalPrice = Math.max(sim.price[days - 1]!, shelfPrice(maxUsd * core.float(1.2, 3), currency))
  sim.preSales = Math.round(base * Math.max(0, ctx.rangeStart - listDay) * core.float(0.3, 0.9))
  sim.reviewRate = core.float(0.015, 0.06)
  const unhappy = core.chance(0.06) ? core.float(0.4, 1.3) : 0
  sim.rating = Math.round(Math.min(5, Math.max(2.5, 4.9 - Math.abs(core.normal()) * 0.3 - unhappy)) * 10) / 10
  // Copies by other sellers: most items have none or a few, hits attract dozens.
  sim.sameItem = Math.min(999, Math.floor((core.pareto(1, 1.1) - 1) * (1 + Math.log10(1 + base))))
  sim.colorIndex = core.int(0, COLOR_IDS.length - 1)
  sim.variant = core.int(0, 3)
  sim.lightningDeal = core.chance(0.06)
  sim.localWarehouse = store.semi ? core.chance(0.7) : core.chance(0.02)
  const drift = core.normal() * 0.004

  const title = composeTitle(leaf, stream.fork('title'), COLOR_IDS[sim.colorIndex]!, withText)
  sim.titleEn = title.en
  sim.titleCn = title.cn
  sim.maskLo = title.maskLo
  sim.maskHi = title.maskHi

  // Daily sales: a mean-reverting random walk around the base demand, weekly rhythm, new-listing
  // ramp-up, surges, price elasticity, nothing after a sell-out.
  const series = stream.fork('series')
  const newListing = listDay >= ctx.rangeStart
  let walk = 0
  let total = sim.preSales
  for (let i = 0; i < days; i++) {
    walk = walk * 0.97 + series.normal() * 0.08 + drift
    let units = 0
    if (i >= startIdx && i < soldOutIdx) {
      let mean = base * Math.exp(walk) * WEEKDAY_FACTOR[weekday(ctx.rangeStart + i)]!
      if (newListing) mean *= Math.min(1, 0.25 + (0.75 * (i - startIdx)) / 14)
      mean *= storeTrendFactor(store, days - 1 - i)
      if (i >= surgeStart) mean *= 1 + ((surgeFactor - 1) * (i - surgeStart + 1)) / (days - surgeStart)
      mean *= Math.exp(maturity.slope * (i - days + 1))
      mean *= (basePrice / sim.price[i]!) ** 1.5
      units = series.poisson(mean)
    }
    sim.sales[i] = units
    total += units
    sim.total[i] = total
  }
}

// ---------------------------------------------------------------------------------------------
// Category maturity: each sub-category (and so its leaves) is emerging, growing, mature or declining,
// so the category database shows every market stage (docs/lists.md) with realistic proportions.

type Maturity = { slope: number; newListings: number }

/**
 * Per stage: `slope` is the daily drift of demand, applied relative to the last day so today's demand
 * level is the same for all. New listings and surges already lift a category's 30-day sales by about
 * a quarter over the 30 days before, so a steady (mature) category drifts down against that
 * (-0.004 a day) and the others around it. `newListings`: the share of products listed in the last 30
 * days. Weights: how many sub-categories are at that stage.
 */
const MATURITY_STAGES: ReadonlyArray<Maturity & { weight: number }> = [
  { weight: 0.15, slope: 0.011, newListings: 0.18 },
  { weight: 0.2, slope: 0.001, newListings: 0.1 },
  { weight: 0.45, slope: -0.004, newListings: 0.07 },
  { weight: 0.2, slope: -0.013, newListings: 0.04 },
]
const maturityCache = new Map<string, Maturity>()

/** The maturity of a sub-category: its own stream, so no other product or entity changes with it. */
function categoryMaturity(seed: number, subId: number): Maturity {
  const key = `${seed}|${subId}`
  let maturity = maturityCache.get(key)
  if (!maturity) {
    const roll = new Rng(seed).fork('category-maturity').fork(subId).next()
    let at = 0
    maturity = MATURITY_STAGES.at(-1)!
    for (const stage of MATURITY_STAGES) {
      at += stage.weight
      if (roll < at) {
        maturity = stage
        break
      }
    }
    maturityCache.set(key, maturity)
  }
  return maturity
}

/** The product's observation stream: its own fork, so observing changes nothing else about it. */
function observationStream(ctx: Context, id: number): Rng {
  return ctx.productRoot.fork(id).fork('observe')
}

/** The sold counter's floor the collector saw on series day i, or null on a day it missed. */
function counterSeen(sim: ProductSim, i: number): number | null {
  return sim.obs.seen[i] ? soldCounterFloor(sim.total[i]!) : null
}

/** Fills sim.obs: the counter's collector view (missed days, reviews, rank noise) of the simulated product. */
function observe(ctx: Context, sim: ProductSim): void {
  observeProduct(observationStream(ctx, sim.id), sim, sim.obs, ctx.backfillIdx)
}

// ---------------------------------------------------------------------------------------------
// Pass 1: the numbers later stages need

interface Scan {
  site: Uint8Array
  leaf: Uint16Array
  maskLo: Uint32Array
  maskHi: Uint32Array
  /** Bit 0: listed on the backfill day; bit 1: sold out that day; bit 2: sold out on `until`. */
  flags: Uint8Array
  /** Units × rank noise on the backfill and `until` days: what the best-seller lists sort by. */
  scoreBackfill: Float64Array
  scoreUntil: Float64Array
  monthSales: Int32Array
  priceBackfill: Float64Array
  rankBackfill: Uint16Array
  rankUntil: Uint16Array
  /** Per site: the top RANK_LIMIT backfill-day scores, descending (for history rank estimates). */
  topScores: Float64Array[]
  storeMonthSales: Float64Array
  storeProducts: Int32Array
}

const LISTED = 1
const SOLD_OUT_BACKFILL = 2
const SOLD_OUT_UNTIL = 4

async function scanProducts(ctx: Context, progress: Progress): Promise<Scan> {
  const n = ctx.products
  const scan: Scan = {
    site: new Uint8Array(n + 1),
    leaf: new Uint16Array(n + 1),
    maskLo: new Uint32Array(n + 1),
    maskHi: new Uint32Array(n + 1),
    flags: new Uint8Array(n + 1),
    scoreBackfill: new Float64Array(n + 1),
    scoreUntil: new Float64Array(n + 1),
    monthSales: new Int32Array(n + 1),
    priceBackfill: new Float64Array(n + 1),
    rankBackfill: new Uint16Array(n + 1),
    rankUntil: new Uint16Array(n + 1),
    topScores: [],
    storeMonthSales: new Float64Array(ctx.stores.length),
    storeProducts: new Int32Array(ctx.stores.length),
  }
  const sim = newSim(ctx.days)
  const backfillDay = ctx.untilDay - 1
  for (const store of ctx.stores) {
    for (let id = store.first; id < store.first + store.count; id++) {
      simulateProduct(ctx, store, id, sim, false)
      scan.site[id] = store.siteIndex
      scan.leaf[id] = sim.leaf.index
      scan.maskLo[id] = sim.maskLo
      scan.maskHi[id] = sim.maskHi
      let flags = 0
      if (sim.listDay <= backfillDay) flags |= LISTED
      if (sim.soldOutIdx <= ctx.backfillIdx) flags |= SOLD_OUT_BACKFILL
      if (sim.soldOutIdx <= ctx.untilIdx) flags |= SOLD_OUT_UNTIL
      scan.flags[id] = flags
      // Only the two newest days' rank noise: the stream's first draws (observe.ts).
      rankNoiseNewest(observationStream(ctx, id), 2, sim.obs.rankNoise)
      scan.scoreBackfill[id] = sim.sales[ctx.backfillIdx]! * sim.obs.rankNoise[ctx.backfillIdx]!
      scan.scoreUntil[id] = sim.sales[ctx.untilIdx]! * sim.obs.rankNoise[ctx.untilIdx]!
      let month = 0
      for (let i = Math.max(0, ctx.backfillIdx - 29); i <= ctx.backfillIdx; i++) month += sim.sales[i]!
      scan.monthSales[id] = month
      scan.priceBackfill[id] = sim.price[ctx.backfillIdx]!
      if (flags & LISTED) {
        scan.storeMonthSales[store.index]! += month
        scan.storeProducts[store.index]!++
      }
      progress.tick()
      // Yield now and then: timers (memory sampling) and the supplier pictures run meanwhile.
      if ((id & 255) === 0) await yieldToEventLoop()
    }
  }
  rankProducts(ctx, scan)
  return scan
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * Best-seller positions per site and day: by units sold that day times the rank noise (the site's
 * ranking follows sales, not exactly), ties by id.
 */
function rankProducts(ctx: Context, scan: Scan): void {
  const bySite: number[][] = SITES.map(() => [])
  for (const store of ctx.stores) bySite[store.siteIndex]!.push(store.first, store.first + store.count)
  SITES.forEach((_, siteIndex) => {
    const ranges = bySite[siteIndex]!
    for (const [score, rank, soldOutFlag, needsListing] of [
      [scan.scoreBackfill, scan.rankBackfill, SOLD_OUT_BACKFILL, true],
      [scan.scoreUntil, scan.rankUntil, SOLD_OUT_UNTIL, false],
    ] as const) {
      const candidates: number[] = []
      for (let r = 0; r < ranges.length; r += 2) {
        for (let id = ranges[r]!; id < ranges[r + 1]!; id++) {
          const flags = scan.flags[id]!
          if (needsListing && !(flags & LISTED)) continue
          if (flags & soldOutFlag || score[id]! <= 0) continue
          candidates.push(id)
        }
      }
      const ids = Int32Array.from(candidates)
      ids.sort((a, b) => score[b]! - score[a]! || a - b)
      const limit = Math.min(ids.length, RANK_LIMIT)
      for (let i = 0; i < limit; i++) rank[ids[i]!] = i + 1
      if (needsListing) {
        const top = new Float64Array(limit)
        for (let i = 0; i < limit; i++) top[i] = score[ids[i]!]!
        scan.topScores[siteIndex] = top
      }
    }
  })
}

/** A plausible past rank for a day's score (units × noise): how many scored more on the backfill day. */
function estimateRank(top: Float64Array, score: number): number | null {
  if (score <= 0) return null
  let low = 0
  let high = top.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (top[mid]! > score) low = mid + 1
    else high = mid
  }
  return low >= RANK_LIMIT ? null : low + 1
}

// ---------------------------------------------------------------------------------------------
// Progress

class Progress {
  done = 0
  private label = ''
  private readonly total: number
  private readonly report?: GenerateOptions['onProgress']
  private next = 0

  constructor(total: number, report?: GenerateOptions['onProgress']) {
    this.total = total
    this.report = report
  }

  stage(label: string): void {
    this.label = label
    this.report?.(this.done, this.total, label)
  }

  /** Counts one unit; returns true every few thousand (a good moment to yield). */
  tick(units = 1): boolean {
    this.done += units
    if (this.done < this.next) return false
    this.next = this.done + 5000
    this.report?.(this.done, this.total, this.label)
    return true
  }
}

// ---------------------------------------------------------------------------------------------
// Names

const ONSETS = [
  'B',
  'Br',
  'C',
  'Cl',
  'D',
  'F',
  'Fl',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Pr',
  'Qu',
  'R',
  'S',
]
const ONSETS_2 = ['St', 'T', 'Tr', 'V', 'W', 'Z', 'Sk', 'Gr', 'Bl', 'Ch', 'X', 'Y']
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o', 'ia', 'io', 'ou', 'ea', 'y']
const MIDDLES = ['l', 'r', 'n', 'v', 'm', 'x', 's', 'd', 'k', 'nt', 'rv', 'lt', 'z', 'th']
const ENDINGS = [
  'a',
  'o',
  'ex',
  'ix',
  'on',
  'ara',
  'ora',
  'ino',
  'ly',
  'ify',
  'ea',
  'is',
  'ia',
  'ova',
  'er',
  'en',
]

/** An invented, pronounceable brand word ("Lumora", "Brexify"). */
function brandWord(rng: Rng): string {
  const onset = rng.chance(0.7) ? rng.pick(ONSETS) : rng.pick(ONSETS_2)
  let word = onset + rng.pick(VOWELS)
  if (rng.chance(0.55)) word += rng.pick(MIDDLES) + rng.pick(VOWELS)
  word += rng.pick(MIDDLES) + rng.pick(ENDINGS)
  return word
}

const STORE_SUFFIXES = ['Store', 'Shop', 'Official', 'Outlet', 'Mall', 'Direct']
const CN_CITIES = [
  'Shenzhen',
  'Guangzhou',
  'Yiwu',
  'Ningbo',
  'Hangzhou',
  'Dongguan',
  'Xiamen',
  'Quanzhou',
  'Foshan',
]
const PINYIN_SURNAMES = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Lin',
]
const PINYIN_GIVEN = [
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Lei',
  'Jun',
  'Yan',
  'Tao',
  'Hui',
  'Qiang',
  'Xin',
  'Jie',
]

function storeName(rng: Rng, top: TopCategory): string {
  const brand = brandWord(rng)
  const roll = rng.next()
  if (roll < 0.55) return `${brand} ${rng.pick(top.storeWords)}`
  if (roll < 0.8) return `${brand} ${rng.pick(STORE_SUFFIXES)}`
  if (roll < 0.9) return brand.toUpperCase()
  return `${rng.pick(CN_CITIES)} ${brand} Trading`
}

const INDUSTRY_WORDS: Record<string, string> = {
  dress: 'Garment',
  shirt: 'Apparel',
  pan: 'Household Products',
  lipstick: 'Cosmetics',
  block: 'Toys',
  paw: 'Pet Products',
  ball: 'Sporting Goods',
  headphones: 'Electronic Technology',
  phone: 'Digital Technology',
  ring: 'Jewelry',
  bag: 'Leather Goods',
  shoe: 'Shoes',
  bottle: 'Maternal and Infant Products',
  car: 'Auto Parts',
  wrench: 'Hardware Tools',
  pencil: 'Stationery',
  palette: 'Crafts',
  plant: 'Garden Products',
  pill: 'Health Technology',
  appliance: 'Electric Appliance',
}

function companyName(rng: Rng, brand: string, top: TopCategory): string {
  const roll = rng.next()
  if (roll < 0.6) return `${rng.pick(CN_CITIES)} ${brand} ${INDUSTRY_WORDS[top.shape]} Co., Ltd.`
  if (roll < 0.8) return `${brand} ${rng.pick(['LLC', 'Inc.', 'Ltd.', 'GmbH', 'Corp.'])}`
  if (roll < 0.9) return `${brand} Trading Limited`
  return `${rng.pick(PINYIN_SURNAMES)} ${rng.pick(PINYIN_GIVEN)}`
}

// ---------------------------------------------------------------------------------------------
// Small entities

async function writeSites(dir: string): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'sites.jsonl'))
  for (const site of SITES) {
    await writer.write({
      id: site.id,
      name_en: site.name_en,
      name_cn: site.name_cn,
      currency: site.currency,
      sort: site.sort,
    })
  }
  await writer.close()
  return writer
}

/** The rates prices were converted with, for every site currency and the yuan (supplier prices). */
async function writeExchangeRates(dir: string): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'exchange_rates.jsonl'))
  const currencies = [...new Set([...SITES.map((site) => site.currency), 'CNY'])]
  for (const currency of currencies) await writer.write({ currency, per_usd: CURRENCY_PER_USD[currency] })
  await writer.close()
  return writer
}

async function writeCategories(dir: string): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'categories.jsonl'))
  for (const category of CATEGORIES) {
    await writer.write({
      id: category.id,
      parent_id: category.parent_id,
      level: category.level,
      name_en: category.name_en,
      name_cn: category.name_cn,
    })
  }
  await writer.close()
  return writer
}

async function writeStores(ctx: Context, scan: Scan, dir: string): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'stores.jsonl'))
  for (const store of ctx.stores) {
    const rng = ctx.root.fork('store-profile').fork(store.id)
    const top = TOP_CATEGORIES[store.primaryTop]!
    const siteCountry = store.site.country
    const country = store.semi
      ? rng.weighted(['CN', siteCountry, 'HK', 'US'], [55, 30, 10, 5])
      : rng.weighted(['CN', 'HK', siteCountry], [94, 4, 2])
    const month = scan.storeMonthSales[store.index]!
    const followers = Math.round(
      month * rng.float(0.3, 2.5) + scan.storeProducts[store.index]! * rng.int(5, 60),
    )
    const rating = rng.chance(0.03)
      ? null
      : Math.round(Math.min(5, 4.95 - Math.abs(rng.normal()) * 0.3) * 10) / 10
    const pending = writer.write({
      id: store.id,
      site_id: store.site.id,
      name: storeName(rng, top),
      logo: rng.chance(0.95) ? storeLogoPath(rng.int(0, LOGO_COUNT - 1)) : null,
      country,
      rating,
      followers,
      product_count: scan.storeProducts[store.index]!,
      managed_mode: store.semi ? 'semi' : 'full',
      first_seen: formatDay(store.firstSeen),
    })
    if (pending) await pending
  }
  await writer.close()
  return writer
}

// ---------------------------------------------------------------------------------------------
// Pass 2: products

function tagsAt(sim: ProductSim, index: number, day: number, rank: number | null, reviews: number): string[] {
  const tags: string[] = []
  if (sim.localWarehouse) tags.push('local-warehouse')
  if (sim.lightningDeal) tags.push('lightning-deal')
  if (rank !== null && rank <= 500) tags.push('best-seller')
  if (sim.rating >= 4.8 && reviews >= 50) tags.push('top-rated')
  if (day - sim.listDay < 30) tags.push('new-arrival')
  // Items that do run out get the badge in their last three days of stock.
  const untilSoldOut = sim.soldOutIdx - index
  if (untilSoldOut >= 1 && untilSoldOut <= 3) tags.push('almost-sold-out')
  return tags
}

/** The product line of day `index`: what a collector sees (no true day sales; sim.obs must be filled). */
function productRow(ctx: Context, sim: ProductSim, index: number, rank: number | null, images: string[]) {
  const day = ctx.rangeStart + index
  const reviews = sim.obs.reviews[index]!
  const total = sim.total[index]!
  const soldOut = index >= sim.soldOutIdx
  return {
    id: sim.id,
    site_id: sim.store.site.id,
    store_id: sim.store.id,
    category_id: sim.leaf.id,
    title_en: sim.titleEn,
    title_cn: sim.titleCn,
    image: images[0]!,
    images,
    price: sim.price[index]!,
    original_price: sim.originalPrice,
    currency: sim.store.site.currency,
    // The counter as the page shows it, and its floor (docs/ingest.md, docs/estimates.md).
    total_sold: soldCounterFloor(total),
    sold_text: soldCounterText(total),
    rating: reviews > 0 ? sim.rating : null,
    reviews,
    listed_at: formatDay(sim.listDay),
    status: soldOut ? 'sold_out' : 'on_sale',
    managed_mode: sim.store.semi ? 'semi' : 'full',
    tags: tagsAt(sim, index, day, rank, reviews),
    same_item_count: sim.sameItem,
    rank,
  }
}

async function writeProducts(
  ctx: Context,
  scan: Scan,
  backfillDir: string,
  untilDir: string,
  progress: Progress,
): Promise<[JsonlWriter, JsonlWriter]> {
  const backfill = new JsonlWriter(join(backfillDir, 'products.jsonl'))
  const daily = new JsonlWriter(join(untilDir, 'products.jsonl'))
  const sim = newSim(ctx.days)
  for (const store of ctx.stores) {
    const top = scan.topScores[store.siteIndex]!
    for (let id = store.first; id < store.first + store.count; id++) {
      simulateProduct(ctx, store, id, sim)
      observe(ctx, sim)
      const images = productGallery(
        productImage(sim.leaf, sim.colorIndex, sim.variant),
        ctx.productRoot.fork(id).fork('gallery'),
      )
      if (scan.flags[id]! & LISTED) {
        const rank = scan.rankBackfill[id] || null
        const start = sim.startIdx
        const length = ctx.backfillIdx - start + 1
        const price = new Array<number>(length)
        const sold = new Array<number | null>(length)
        const ranks = new Array<number | null>(length)
        const reviews = new Array<number | null>(length)
        const { rankNoise } = sim.obs
        for (let k = 0; k < length; k++) {
          const i = start + k
          price[k] = sim.price[i]!
          // A missed day: the collector has no counter, rank or reviews for it.
          sold[k] = counterSeen(sim, i)
          if (sold[k] === null) {
            ranks[k] = null
            reviews[k] = null
            continue
          }
          ranks[k] =
            i === ctx.backfillIdx
              ? rank
              : i >= sim.soldOutIdx
                ? null
                : estimateRank(top, sim.sales[i]! * rankNoise[i]!)
          reviews[k] = sim.obs.reviews[i]!
        }
        const row = productRow(ctx, sim, ctx.backfillIdx, rank, images)
        const pending = backfill.write({
          ...row,
          history: { start_date: formatDay(ctx.rangeStart + start), price, sold, rank: ranks, reviews },
        })
        if (pending) await pending
      }
      const pending = daily.write(productRow(ctx, sim, ctx.untilIdx, scan.rankUntil[id] || null, images))
      if (pending) await pending
      progress.tick()
      if ((id & 255) === 0) await yieldToEventLoop()
    }
  }
  await backfill.close()
  await daily.close()
  return [backfill, daily]
}

// ---------------------------------------------------------------------------------------------
// Keywords

/** Products listed on the backfill day grouped by (site, leaf), best sellers first. */
function groupProducts(
  ctx: Context,
  scan: Scan,
): { offsets: Int32Array; ids: Int32Array; lo: Uint32Array; hi: Uint32Array } {
  const groups = SITES.length * LEAVES.length
  const offsets = new Int32Array(groups + 1)
  for (let id = 1; id <= ctx.products; id++) {
    if (scan.flags[id]! & LISTED) offsets[scan.site[id]! * LEAVES.length + scan.leaf[id]! + 1]!++
  }
  for (let g = 0; g < groups; g++) offsets[g + 1]! += offsets[g]!
  const cursor = offsets.slice(0, groups)
  const ids = new Int32Array(offsets[groups]!)
  for (let id = 1; id <= ctx.products; id++) {
    if (scan.flags[id]! & LISTED) ids[cursor[scan.site[id]! * LEAVES.length + scan.leaf[id]!]!++] = id
  }
  for (let g = 0; g < groups; g++) {
    ids
      .subarray(offsets[g]!, offsets[g + 1]!)
      .sort((a, b) => scan.monthSales[b]! - scan.monthSales[a]! || a - b)
  }
  // Title masks in group order, so keyword matching scans memory sequentially.
  const lo = new Uint32Array(ids.length)
  const hi = new Uint32Array(ids.length)
  for (let p = 0; p < ids.length; p++) {
    lo[p] = scan.maskLo[ids[p]!]!
    hi[p] = scan.maskHi[ids[p]!]!
  }
  return { offsets, ids, lo, hi }
}

const KEYWORD_WORDS = [1, 2, 3, 4]
const KEYWORD_WORD_WEIGHTS = [0.2, 0.45, 0.27, 0.08]
/** Searches fall with specificity: "dress" is searched far more than "floral midi dress". */
const WORD_VOLUME = [1, 0.4, 0.15, 0.06]

function volumeHistory(rng: Rng, volume: number, leaf: Leaf, untilMonth: number): number[] {
  const profile = SEASON_PROFILES[leaf.top.season]
  const yearly = rng.normal() * 0.35
  const trending = rng.chance(0.06) ? rng.float(1.5, 4) : 1
  const history: number[] = []
  for (let k = 0; k < 12; k++) {
    const monthsAgo = 11 - k
    const month = (((untilMonth - monthsAgo) % 12) + 12) % 12
    let ratio = (profile[month]! / profile[untilMonth]!) * Math.exp((-yearly * monthsAgo) / 12)
    if (monthsAgo >= 3) ratio /= trending
    else if (monthsAgo === 2) ratio /= trending ** 0.6
    else if (monthsAgo === 1) ratio /= trending ** 0.3
    history.push(monthsAgo === 0 ? volume : Math.max(0, Math.round(volume * ratio * rng.logNormal(1, 0.08))))
  }
  return history
}

/** Days of daily searches per keyword: the keyword analysis's longest chart. */
const DAILY_VOLUME_DAYS = 90

/**
 * Daily searches of the last 90 days, oldest first, ending with the data day: the last three monthly
 * volumes spread over their 30 days, eased between months, with a weekend lift and day-to-day noise,
 * each 30-day block scaled back to its month so the last 30 days add up to the search volume.
 */
function dailyVolume(rng: Rng, history: readonly number[], untilDay: number): number[] {
  const months = history.slice(-3)
  while (months.length < 3) months.unshift(months[0] ?? 0)
  const days: number[] = []
  for (let i = 0; i < DAILY_VOLUME_DAYS; i++) {
    const block = Math.floor(i / 30)
    // Position within the block from -0.5 to 0.5: ease towards the neighbouring month near the edges.
    const within = (i % 30) / 29 - 0.5
    const neighbour = months[Math.min(2, Math.max(0, block + (within < 0 ? -1 : 1)))]!
    const base = months[block]! + (neighbour - months[block]!) * Math.abs(within) * 0.5
    const weekday = new Date((untilDay - (DAILY_VOLUME_DAYS - 1 - i)) * DAY_MS).getUTCDay()
    const lift = weekday === 0 || weekday === 6 ? 1.12 : 0.95
    days.push(Math.max(0, (base / 30) * lift * rng.logNormal(1, 0.12)))
  }
  for (let block = 0; block < 3; block++) {
    const slice = days.slice(block * 30, block * 30 + 30)
    const sum = slice.reduce((total, value) => total + value, 0)
    const scale = sum > 0 ? months[block]! / sum : 0
    let carried = 0
    for (let d = 0; d < 30; d++) {
      // Rounded with the remainder carried, so the block's integers still sum to the month.
      const exact = slice[d]! * scale + carried
      const rounded = Math.max(0, Math.round(exact))
      carried = exact - rounded
      days[block * 30 + d] = rounded
    }
  }
  return days
}

async function writeKeywords(
  ctx: Context,
  scan: Scan,
  dir: string,
  progress: Progress,
): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'keywords.jsonl'))
  const { offsets, ids, lo, hi } = groupProducts(ctx, scan)
  const target = Math.round(ctx.products * KEYWORDS_PER_PRODUCT[ctx.scale])
  const perSite = SITES.map((site) => Math.round(target * site.share))
  perSite[0] = target - perSite.slice(1).reduce((sum, count) => sum + count, 0)
  const untilMonth = new Date(ctx.untilDay * DAY_MS).getUTCMonth()
  const matches: number[] = []
  let nextId = 1

  for (let siteIndex = 0; siteIndex < SITES.length; siteIndex++) {
    const site = SITES[siteIndex]!
    const rate = CURRENCY_PER_USD[site.currency]!
    const siteRng = ctx.root.fork('keywords').fork(site.id)
    // Searches go where the sales are: groups weighted by month sales (dampened) and size.
    const weights = LEAVES.map((leaf) => {
      const g = siteIndex * LEAVES.length + leaf.index
      const size = offsets[g + 1]! - offsets[g]!
      let sales = 0
      for (let p = offsets[g]!; p < offsets[g + 1]!; p++) sales += scan.monthSales[ids[p]!]!
      return size === 0 ? 0 : (sales + size) ** 0.6
    })
    if (weights.every((weight) => weight === 0)) continue
    const groupCumulative = cumulativeWeights(weights)
    const siteScale = (site.share / 0.4) ** 0.7
    const seen = new Set<string>()
    let made = 0
    for (let attempt = 0; made < perSite[siteIndex]! && attempt < perSite[siteIndex]! * 20; attempt++) {
      const rng = siteRng.fork(attempt)
      const leaf = LEAVES[rng.pickIndex(groupCumulative)]!
      const g = siteIndex * LEAVES.length + leaf.index
      const size = offsets[g + 1]! - offsets[g]!
      // The seed product leans to the best sellers, whose titles people search for. When its terms
      // give a keyword the site already has (popular groups run out of short ones), longer
      // keywords from other products of the group are tried.
      let keyword: ReturnType<typeof composeKeyword> = null
      for (let tries = 0; tries < 6 && !keyword; tries++) {
        const seedId = ids[offsets[g]! + Math.floor(size * rng.next() ** (tries === 0 ? 1.6 : 1))]!
        const words = tries === 0 ? rng.weighted(KEYWORD_WORDS, KEYWORD_WORD_WEIGHTS) : rng.int(2, 4)
        const candidate = composeKeyword(leaf, rng, scan.maskLo[seedId]!, scan.maskHi[seedId]!, words)
        if (candidate && !seen.has(candidate.en)) keyword = candidate
      }
      if (!keyword) continue
      seen.add(keyword.en)

      matches.length = 0
      let supply = 0
      for (let p = offsets[g]!; p < offsets[g + 1]!; p++) {
        if ((lo[p]! & keyword.maskLo) >>> 0 !== keyword.maskLo) continue
        if ((hi[p]! & keyword.maskHi) >>> 0 !== keyword.maskHi) continue
        supply++
        if (matches.length < KEYWORD_PRODUCTS * 2) matches.push(ids[p]!)
      }
      // Search order is mostly sales order with some relevance noise.
      const ranked = matches
        .map((id) => ({ id, score: (scan.monthSales[id]! + 1) * rng.logNormal(1, 0.35) }))
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, KEYWORD_PRODUCTS)
      const words = keyword.en.split(' ').length
      const topSales = ranked.length > 0 ? scan.monthSales[ranked[0]!.id]! : 0
      const volume = Math.min(
        5_000_000,
        Math.round(
          400 *
            siteScale *
            WORD_VOLUME[Math.min(words, 4) - 1]! *
            rng.pareto(1, 1.05) *
            (1 + Math.log10(1 + topSales) / 2),
        ),
      )
      const history = volumeHistory(rng, volume, leaf, untilMonth)
      const previous = Math.max(1, history[10]!)
      let priceSum = 0
      for (const { id } of ranked) priceSum += scan.priceBackfill[id]!
      const avgPrice =
        ranked.length > 0
          ? roundMoney(priceSum / ranked.length, site.currency)
          : roundMoney(leaf.priceUsd * rate, site.currency)
      const competition = Math.min(
        0.99,
        Math.max(0.01, supply / (supply + volume / 250 + 1) + rng.normal() * 0.05),
      )
      const pending = writer.write({
        id: nextId++,
        site_id: site.id,
        text_en: keyword.en,
        text_cn: keyword.cn,
        search_volume: volume,
        volume_history: history,
        // A fork of its own: the keyword's other draws stay what they were before daily volumes.
        daily_volume: dailyVolume(rng.fork('daily'), history, ctx.untilDay),
        avg_price: avgPrice,
        growth: Math.round(((volume - previous) / previous) * 10_000) / 10_000,
        competition: Math.round(competition * 100) / 100,
        products: ranked.map(({ id }, index) => ({ product_id: id, position: index + 1 })),
      })
      if (pending) await pending
      made++
      progress.tick()
    }
  }
  await writer.close()
  return writer
}

// ---------------------------------------------------------------------------------------------
// Ads

const AD_COUNTRIES: readonly string[] = [
  'US',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'CA',
  'AU',
  'MX',
  'JP',
  'KR',
  'NL',
  'PL',
  'SE',
  'BE',
  'AT',
  'CH',
  'IE',
  'PT',
  'NZ',
  'BR',
  'SA',
  'AE',
]
const REGIONS: readonly (readonly string[])[] = [
  ['US', 'CA', 'MX'],
  ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'SE', 'BE', 'AT', 'CH', 'IE', 'PT'],
  ['AU', 'NZ', 'JP', 'KR'],
  ['BR', 'SA', 'AE'],
]
const PLATFORM_WEIGHTS: Record<AdPlatform, number> = {
  facebook: 32,
  instagram: 20,
  tiktok: 25,
  youtube: 8,
  google: 8,
  pinterest: 7,
}
/** Reach per running day and country, relative: video and feed platforms deliver more. */
const PLATFORM_REACH: Record<AdPlatform, number> = {
  facebook: 1.2,
  instagram: 1,
  tiktok: 1.5,
  youtube: 0.8,
  google: 0.6,
  pinterest: 0.5,
}

const AD_FORMATS = ['image', 'video', 'carousel'] as const
/** Image, video and carousel shares per platform: video platforms run mostly video. */
const AD_FORMAT_WEIGHTS: Record<AdPlatform, readonly number[]> = {
  facebook: [50, 25, 25],
  instagram: [40, 30, 30],
  tiktok: [0, 100, 0],
  youtube: [0, 100, 0],
  google: [70, 10, 20],
  pinterest: [75, 10, 15],
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// Intl formatters are costly to create, so there is one of each, made on first use.
const INTEGER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const MONEY_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

function withCommas(value: number): string {
  return INTEGER_FORMAT.format(value)
}

function formatPrice(amount: number, currency: string): string {
  const whole = currency === 'JPY' || currency === 'KRW'
  return `${CURRENCY_SYMBOL[currency] ?? ''}${(whole ? INTEGER_FORMAT : MONEY_FORMAT).format(amount)}`
}

/** The noun of an English title ("Midi Dress" in "Women's Casual … Midi Dress, Summer"). */
function titleNoun(sim: ProductSim): string {
  const head = sim.titleEn.split(', ')[0]!
  const noun = sim.leaf.nouns.find((candidate) => head.endsWith(candidate.en))
  return noun ? noun.en : sim.leaf.name_en
}

function adCopy(rng: Rng, sim: ProductSim, index: number): string {
  const currency = sim.store.site.currency
  const price = formatPrice(sim.price[index]!, currency)
  const was = formatPrice(sim.originalPrice, currency)
  const off = Math.max(5, Math.round((1 - sim.price[index]! / sim.originalPrice) * 100))
  const noun = titleNoun(sim)
  const lower = noun.toLowerCase()
  const short = sim.titleEn.split(', ')[0]!
  // The review count the product page shows (sim.obs is filled by the caller).
  const reviews = sim.obs.reviews[index]!
  const templates = [
    `${noun} from ${price} 🔥 Up to ${off}% off today only. Free shipping on your first order.`,
    `Why pay more? ${short} — now ${price}. Shop now and save up to ${off}%.`,
    `New in ${sim.leaf.top.name_en}: ${lower} starting at ${price}. Free returns within 90 days.`,
    `Our best-selling ${lower} is back in stock! Grab yours for ${price} before it sells out.`,
    `${off}% OFF ${noun} 🎉 Limited-time deal while stocks last.`,
    `Treat yourself: ${lower} for just ${price}. Tap to shop the deal.`,
    `Shop like a billionaire 💸 ${noun} starting at ${price}.`,
    `Lightning deal ⚡ ${short} now ${price} (was ${was}).`,
  ]
  if (reviews >= 100) {
    templates.push(
      `⭐ ${sim.rating}/5 from ${withCommas(reviews)} reviews. ${short} — ${price}, free shipping.`,
    )
  }
  return rng.pick(templates)
}

async function writeAds(
  ctx: Context,
  scan: Scan,
  dir: string,
  progress: Progress,
): Promise<[JsonlWriter, JsonlWriter]> {
  const writer = new JsonlWriter(join(dir, 'ads.jsonl'))
  const total = Math.round(ctx.products * ADS_PER_PRODUCT[ctx.scale])
  const rangeDays = ctx.days - 1
  const backfillDay = ctx.untilDay - 1
  // Ads seen per country and day, as a difference array over the range.
  const running = AD_COUNTRIES.map(() => new Int32Array(rangeDays + 1))
  const siteCumulative = cumulativeWeights(SITES.map((site) => site.share))
  const platformCumulative = cumulativeWeights(AD_PLATFORMS.map((platform) => PLATFORM_WEIGHTS[platform]))
  // Advertisers are the top tenth of each site's stores by sales.
  const topStores = SITES.map((_, siteIndex) => {
    const ranked = ctx.stores
      .filter((store) => store.siteIndex === siteIndex && scan.storeProducts[store.index]! > 0)
      .sort((a, b) => scan.storeMonthSales[b.index]! - scan.storeMonthSales[a.index]! || a.id - b.id)
    return ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 10)))
  })
  const storeCumulative = topStores.map((stores) =>
    stores.length > 0
      ? cumulativeWeights(stores.map((store) => (scan.storeMonthSales[store.index]! + 1) ** 0.8))
      : null,
  )
  const sim = newSim(ctx.days)
  const adsRoot = ctx.root.fork('ads')

  for (let id = 1; id <= total; id++) {
    const rng = adsRoot.fork(id)
    let siteIndex = rng.pickIndex(siteCumulative)
    if (!storeCumulative[siteIndex]) siteIndex = 0
    const site = SITES[siteIndex]!
    const store = topStores[siteIndex]![rng.pickIndex(storeCumulative[siteIndex]!)]!
    // The advertised product: the best seller of a few of the store's listed products.
    let productId = 0
    for (let tries = 0; tries < 4; tries++) {
      const candidate = store.first + rng.int(0, store.count - 1)
      if (!(scan.flags[candidate]! & LISTED)) continue
      if (productId === 0 || scan.monthSales[candidate]! > scan.monthSales[productId]!) productId = candidate
    }
    if (productId === 0) {
      for (let candidate = store.first; candidate < store.first + store.count; candidate++) {
        if (scan.flags[candidate]! & LISTED) {
          productId = candidate
          break
        }
      }
    }
    simulateProduct(ctx, store, productId, sim)
    observe(ctx, sim)
    const storeOnly = rng.chance(0.1)
    const platform = AD_PLATFORMS[rng.pickIndex(platformCumulative)]!

    const countries = [site.country]
    const extra = rng.weighted([0, 1, 2, 3, 4, 5, 6, 7], [35, 20, 15, 10, 8, 5, 4, 3])
    const region = REGIONS.find((members) => members.includes(site.country))!
    for (let k = 0; k < extra * 3 && countries.length < extra + 1; k++) {
      const country = rng.chance(0.7) ? rng.pick(region) : rng.pick(AD_COUNTRIES)
      if (!countries.includes(country)) countries.push(country)
    }
    const [primary, ...rest] = countries
    rest.sort((a, b) => AD_COUNTRIES.indexOf(a) - AD_COUNTRIES.indexOf(b))

    // Many campaigns are still running on the last day; the rest ended some time in the range.
    const lastOffset = rng.chance(0.4) || rangeDays === 1 ? 0 : rng.int(1, rangeDays - 1)
    const lastSeen = backfillDay - lastOffset
    const duration = Math.max(1, Math.round(rng.pareto(1, 0.9) * 3))
    const firstSeen = Math.max(ctx.rangeStart, lastSeen - duration + 1)
    const runningDays = lastSeen - firstSeen + 1
    for (const country of countries) {
      const series = running[AD_COUNTRIES.indexOf(country)]!
      series[firstSeen - ctx.rangeStart]!++
      series[lastSeen - ctx.rangeStart + 1]!--
    }
    const impressions = Math.round(
      Math.min(
        2e9,
        runningDays *
          countries.length ** 0.8 *
          PLATFORM_REACH[platform] *
          rng.pareto(1, 1.3) *
          1800 *
          (0.5 + Math.min(4, store.strength)),
      ),
    )
    const image = productImage(sim.leaf, sim.colorIndex, rng.int(0, 3))
    const copyIndex = ctx.backfillIdx
    const copy = storeOnly
      ? `Visit ${storeName(ctx.root.fork('store-profile').fork(store.id), TOP_CATEGORIES[store.primaryTop]!)} on Temu — ${withCommas(scan.storeProducts[store.index]!)} items from ${formatPrice(sim.price[copyIndex]!, site.currency)}. Free shipping on your first order.`
      : adCopy(rng, sim, copyIndex)
    // Drawn last so the ad's other draws (and every earlier generated file) stay as they were.
    const format = rng.weighted(AD_FORMATS, AD_FORMAT_WEIGHTS[platform])
    const pending = writer.write({
      id,
      platform,
      format,
      countries: [primary, ...rest],
      creative: adCreativePath({ ...image, platform }),
      copy,
      first_seen: formatDay(firstSeen),
      last_seen: formatDay(lastSeen),
      impressions,
      product_id: storeOnly ? null : productId,
      store_id: store.id,
    })
    if (pending) await pending
    progress.tick()
  }
  await writer.close()

  const daily = new JsonlWriter(join(dir, 'ad_country_daily.jsonl'))
  const counts = running.map(() => 0)
  for (let offset = 0; offset < rangeDays; offset++) {
    const date = formatDay(ctx.rangeStart + offset)
    for (let c = 0; c < AD_COUNTRIES.length; c++) {
      counts[c]! += running[c]![offset]!
      const pending = daily.write({ country: AD_COUNTRIES[c], date, ad_count: counts[c] })
      if (pending) await pending
    }
  }
  await daily.close()
  return [writer, daily]
}

// ---------------------------------------------------------------------------------------------
// Suppliers

const SUPPLIER_SOURCES = ['alibaba', '1688', 'yiwugou', 'amazon'] as const
const ALIBABA_PREFIX = ['Wholesale', 'Factory Direct', 'Custom Logo', 'OEM ODM', 'Hot Selling', 'New Arrival']
const ALIBABA_SUFFIX = ['', ' Bulk', ' for Cross-Border E-commerce', ' Low MOQ', ' Ready to Ship']
const CN_PREFIX = ['跨境热销', '厂家直销', '源头工厂', '新款', '外贸爆款', '亚马逊爆款', '工厂批发']
const CN_SUFFIX = ['', ' 一件代发', ' 批发', ' 可定制logo', ' 现货速发']
const YIWU_PREFIX = ['义乌', '义乌小商品', '批发', '义乌工厂']
const YIWU_SUFFIX = [' 批发', ' 现货', ' 厂家批发', ' 量大从优']
const AMAZON_LOCATIONS = [
  'United States',
  'United States',
  'United States',
  'Shenzhen, Guangdong',
  'Hong Kong',
]

interface SupplierDraft {
  id: number
  source: (typeof SUPPLIER_SOURCES)[number]
  title: string
  price_min: number
  price_max: number
  currency: string
  min_order: number
  location: string
  image: ReturnType<typeof productImage>
  category_id: number
}

/** The suppliers of every leaf and source (3–5 each), without their picture features yet. */
function draftSuppliers(ctx: Context): SupplierDraft[] {
  const drafts: SupplierDraft[] = []
  const root = ctx.root.fork('suppliers')
  for (const leaf of LEAVES) {
    for (const source of SUPPLIER_SOURCES) {
      const sourceRng = root.fork(`${leaf.id}:${source}`)
      const count = sourceRng.int(3, 5)
      for (let k = 0; k < count; k++) {
        const rng = sourceRng.fork(k)
        const colorIndex = rng.int(0, COLOR_IDS.length - 1)
        const title = composeTitle(leaf, rng, COLOR_IDS[colorIndex]!)
        const usd = leaf.priceUsd * rng.logNormal(1, 0.4)
        let title_text: string
        let currency = 'USD'
        let min: number
        let max: number
        let minOrder: number
        let location = rng.pick(leaf.top.cities)
        if (source === 'alibaba') {
          title_text = `${rng.pick(ALIBABA_PREFIX)} ${title.en}${rng.pick(ALIBABA_SUFFIX)}`
          min = usd * rng.float(0.18, 0.35)
          max = min * rng.float(1.2, 1.8)
          minOrder = rng.pick([2, 10, 50, 100, 200, 300, 500, 1000])
        } else if (source === '1688') {
          title_text = `${rng.pick(CN_PREFIX)} ${title.cn}${rng.pick(CN_SUFFIX)}`
          currency = 'CNY'
          min = usd * CURRENCY_PER_USD.CNY! * rng.float(0.15, 0.3)
          max = min * rng.float(1.1, 1.6)
          minOrder = rng.pick([1, 2, 3, 5, 10, 20, 50, 100])
        } else if (source === 'yiwugou') {
          title_text = `${rng.pick(YIWU_PREFIX)} ${title.cn}${rng.pick(YIWU_SUFFIX)}`
          currency = 'CNY'
          min = usd * CURRENCY_PER_USD.CNY! * rng.float(0.12, 0.28)
          max = min * rng.float(1.1, 1.5)
          minOrder = rng.pick([10, 20, 50, 100, 200, 500, 1200])
          if (rng.chance(0.7)) location = 'Yiwu, Zhejiang'
        } else {
          title_text = `${brandWord(rng).toUpperCase()} ${title.en}`
          min = usd * rng.float(1.5, 3.2)
          max = rng.chance(0.6) ? min : min * rng.float(1.05, 1.4)
          minOrder = 1
          location = rng.pick(AMAZON_LOCATIONS)
        }
        // A supplier pictures the same item as the category's products, often from another angle.
        drafts.push({
          id: drafts.length + 1,
          source,
          title: title_text,
          price_min: Math.max(0.01, roundMoney(min, currency)),
          price_max: Math.max(0.01, roundMoney(Math.max(min, max), currency)),
          currency,
          min_order: minOrder,
          location,
          image: productImage(leaf, colorIndex, rng.int(0, 3)),
          category_id: leaf.id,
        })
      }
    }
  }
  return drafts
}

/**
 * Computes the features of the suppliers' distinct pictures, two at a time: started before the
 * products, it runs on sharp's threads while the main thread simulates, and leaves libuv threads
 * free for the file writes.
 */
async function computeSupplierFeatures(drafts: SupplierDraft[]): Promise<Map<string, ImageFeatures>> {
  const unique = new Map<string, SupplierDraft['image']>()
  for (const draft of drafts) unique.set(productImagePath(draft.image), draft.image)
  const queue = [...unique.entries()]
  const features = new Map<string, ImageFeatures>()
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      features.set(next[0], await productImageFeatures(next[1]))
  }
  await Promise.all([worker(), worker()])
  return features
}

/**
 * The offer's page in its source's own URL format (Alibaba product-detail, 1688 offer, Yiwugou product
 * detail, Amazon /dp/ ASIN), numbered from the supplier id. Demo data like the offer itself: the page
 * the link opens is the offer's address on that site, not a search for its words.
 */
function offerUrl(source: string, id: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  switch (source) {
    case 'alibaba':
      return `https://www.alibaba.com/product-detail/${slug || 'offer'}_${1_600_000_000_000 + id}.html`
    case '1688':
      return `https://detail.1688.com/offer/${700_000_000_000 + id}.html`
    case 'yiwugou':
      return `https://www.yiwugou.com/product/detail/${900_000_000 + id}.html`
    default:
      return `https://www.amazon.com/dp/B0${(id * 7919).toString(36).toUpperCase().padStart(8, '0')}`
  }
}

async function writeSuppliers(
  dir: string,
  drafts: SupplierDraft[],
  ready: Promise<Map<string, ImageFeatures>>,
  progress: Progress,
): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'suppliers.jsonl'))
  const features = await ready
  for (const draft of drafts) {
    const feature = features.get(productImagePath(draft.image))!
    await writer.write({
      id: draft.id,
      source: draft.source,
      title: draft.title,
      price_min: draft.price_min,
      price_max: Math.max(draft.price_min, draft.price_max),
      currency: draft.currency,
      min_order: draft.min_order,
      location: draft.location,
      image: productImagePath(draft.image),
      offer_url: offerUrl(draft.source, draft.id, draft.title),
      phash: feature.phash,
      color: feature.color,
      shape: feature.shape,
      detail: feature.detail ? Buffer.from(feature.detail).toString('base64') : undefined,
      object: feature.object ? Buffer.from(feature.object).toString('base64') : undefined,
      category_id: draft.category_id,
    })
    progress.tick()
  }
  await writer.close()
  return writer
}

// ---------------------------------------------------------------------------------------------
// Trademarks

const MARK_JURISDICTIONS = ['US', 'EU', 'CN', 'WIPO'] as const
const GENERATED_JURISDICTIONS = ['US', 'EU', 'CN', 'UK', 'WIPO', 'JP', 'CA', 'AU']
const GENERATED_JURISDICTION_WEIGHTS = [40, 20, 20, 8, 6, 2, 2, 2]

/**
 * A registration number in the register's own format (USPTO 7 digits, EUIPO 9, CNIPA 8, WIPO's
 * international 6). Demo data like the rest of the record: plausible in shape, not the real number.
 */
function demoRegistrationNumber(rng: Rng, jurisdiction: (typeof MARK_JURISDICTIONS)[number]): string {
  switch (jurisdiction) {
    case 'US':
      return String(rng.int(1_000_000, 4_999_999))
    case 'EU':
      return String(rng.int(1, 18_999_999)).padStart(9, '0')
    case 'CN':
      return String(rng.int(1_000_000, 49_999_999)).padStart(8, '0')
    case 'WIPO':
      return String(rng.int(400_000, 1_799_999))
  }
}

async function writeTrademarks(ctx: Context, dir: string, progress: Progress): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'trademarks.jsonl'))
  const root = ctx.root.fork('trademarks')
  const lastDay = ctx.untilDay - 1
  let id = 1
  for (const mark of WELL_KNOWN_MARKS) {
    for (const jurisdiction of MARK_JURISDICTIONS) {
      const rng = root.fork(`famous:${mark.mark}:${jurisdiction}`)
      // Famous marks are decades old; the filing dates are illustrative, not the registers' own.
      const filed = Date.UTC(rng.int(1975, 2012), rng.int(0, 11), rng.int(1, 28)) / DAY_MS
      await writer.write({
        id: id++,
        mark: mark.mark,
        owner: mark.owner,
        classes: mark.classes,
        status: 'registered',
        filed_on: formatDay(filed),
        registered_on: formatDay(filed + rng.int(240, 620)),
        jurisdiction,
        well_known: true,
        registration_number: demoRegistrationNumber(rng, jurisdiction),
      })
    }
  }
  const seen = new Set<string>()
  for (let k = 0; k < GENERATED_TRADEMARKS; k++) {
    const rng = root.fork(k)
    const top = TOP_CATEGORIES[rng.pickIndex(ctx.topCumulative)]!
    let word = brandWord(rng)
    if (rng.chance(0.3)) word = word.toUpperCase()
    else if (rng.chance(0.15)) word = `${word} ${rng.pick(top.storeWords)}`
    const jurisdiction = rng.weighted(GENERATED_JURISDICTIONS, GENERATED_JURISDICTION_WEIGHTS)
    // Invented words can collide; a second filing of the same word gets a sub-brand.
    if (seen.has(`${word}|${jurisdiction}`))
      word = `${word} ${rng.pick(['Home', 'Life', 'Plus', 'Pro', 'Kids'])}`
    seen.add(`${word}|${jurisdiction}`)
    const classes = [...new Set([rng.pick(top.nice), ...(rng.chance(0.3) ? [rng.pick(top.nice)] : [])])]
    if (rng.chance(0.2)) classes.push(35)
    classes.sort((a, b) => a - b)
    const age = Math.floor(365 * 12 * rng.next() ** 1.4) + 20
    const filed = lastDay - age
    let status: 'registered' | 'pending' | 'abandoned' | 'expired'
    if (age < 240) status = rng.chance(0.9) ? 'pending' : 'abandoned'
    else if (age < 500) status = rng.weighted(['registered', 'pending', 'abandoned'], [55, 30, 15])
    else if (age > 3650) status = rng.weighted(['registered', 'expired', 'abandoned'], [70, 20, 10])
    else status = rng.weighted(['registered', 'abandoned', 'pending'], [82, 14, 4])
    const registered =
      status === 'registered' || status === 'expired' ? Math.min(lastDay, filed + rng.int(200, 600)) : null
    await writer.write({
      id: id++,
      mark: word,
      owner: companyName(rng, word.split(' ')[0]!, top),
      classes,
      status,
      filed_on: formatDay(filed),
      registered_on: registered === null ? null : formatDay(registered),
      jurisdiction,
      well_known: false,
    })
    progress.tick()
  }
  // Chinese marks come last, so the ids above stay what earlier seeds wrote.
  for (const record of chineseMarkRecords(root, id, lastDay)) await writer.write(record)
  await writer.close()
  return writer
}

// ---------------------------------------------------------------------------------------------
// Patents

// Anchors for plausible numbers: a number is issued about `perDay` per day around `day`.
const US_DESIGN = { number: 1_000_000, day: Date.UTC(2023, 8, 12) / DAY_MS, perDay: 130 }
const US_UTILITY = { number: 12_000_000, day: Date.UTC(2024, 5, 4) / DAY_MS, perDay: 900 }
const CN_DESIGN = { number: 308_000_000, day: Date.UTC(2023, 0, 3) / DAY_MS, perDay: 2000 }
const CN_UTILITY = { number: 218_000_000, day: Date.UTC(2023, 0, 3) / DAY_MS, perDay: 8000 }

/** Whether a part's name is plural ("arms", "nose pads", "teeth"): it takes no article and "are". */
function isPlural(word: string): boolean {
  const last = word.split(' ').at(-1) ?? word
  if (last === 'teeth') return true
  return /[^su]s$/.test(last) && !['chassis', 'lens'].includes(last)
}

/** "a" or "an" before a word, by its sound for the words used here; none before a plural ("arms"). */
function article(word: string): string {
  if (isPlural(word)) return word
  return /^[aeiou]/i.test(word) || /^(LED|RFID|USB)\b/.test(word) ? `an ${word}` : `a ${word}`
}

const be = (word: string) => (isPlural(word) ? 'are' : 'is')

function utilityAbstract(rng: Rng, spec: PatentArticle, adjective: string): string {
  const parts = rng.shuffle(spec.parts.slice())
  const [first, second, third] = parts
  const benefit = rng.pick(spec.benefits)
  const sentences = [
    `${capitalize(article(`${adjective} ${spec.article}`))} includes ${article(first!)}${third ? `, ${article(third)},` : ''} and ${article(second!)} connected to the ${first}.`,
    `The ${second} ${be(second!)} movable relative to the ${first} between a stowed position and a use position, so that ${benefit}.`,
    rng.pick([
      `The ${first} may be molded in one piece to reduce assembly steps.`,
      `In some embodiments the ${second} ${be(second!)} detachable for cleaning.`,
      `A method of manufacturing the ${spec.article} is also disclosed.`,
      `The arrangement reduces the number of parts compared with known designs.`,
    ]),
  ]
  return sentences.join(' ')
}

async function writePatents(ctx: Context, dir: string, progress: Progress): Promise<JsonlWriter> {
  const writer = new JsonlWriter(join(dir, 'patents.jsonl'))
  const root = ctx.root.fork('patents')
  const lastDay = ctx.untilDay - 1
  const used = new Set<string>()
  const assignees: string[] = []
  const assigneeRng = root.fork('assignees')
  for (let k = 0; k < 400; k++) {
    const top = TOP_CATEGORIES[assigneeRng.pickIndex(ctx.topCumulative)]!
    assignees.push(companyName(assigneeRng, brandWord(assigneeRng), top))
  }
  for (let id = 1; id <= PATENTS; id++) {
    const rng = root.fork(id)
    const spec = rng.pick(PATENT_ARTICLES)
    const kind = rng.weighted(['design', 'utility', 'application'], [50, 40, 10])
    const china = kind !== 'application' && rng.chance(0.3)
    const adjective = rng.pick(spec.adjectives)
    const granted = lastDay - rng.int(7, 365 * 6)
    let number = ''
    let filed: number
    let grantedOn: number | null = granted
    let title: string
    let abstract: string
    let classes: string[]
    for (let attempt = 0; ; attempt++) {
      if (kind === 'design' && !china) {
        const value =
          US_DESIGN.number + Math.round((granted - US_DESIGN.day) * US_DESIGN.perDay) + rng.int(0, 129)
        number = `US D${withCommas(Math.max(700_000, value))} S`
      } else if (kind === 'design') {
        const value =
          CN_DESIGN.number + Math.round((granted - CN_DESIGN.day) * CN_DESIGN.perDay) + rng.int(0, 1999)
        number = `CN ${Math.max(305_000_000, value)} S`
      } else if (kind === 'utility' && !china) {
        const value =
          US_UTILITY.number + Math.round((granted - US_UTILITY.day) * US_UTILITY.perDay) + rng.int(0, 899)
        number = `US ${withCommas(Math.max(10_000_000, value))} ${rng.chance(0.8) ? 'B2' : 'B1'}`
      } else if (kind === 'utility') {
        const value =
          CN_UTILITY.number + Math.round((granted - CN_UTILITY.day) * CN_UTILITY.perDay) + rng.int(0, 7999)
        number = `CN ${Math.max(205_000_000, value)} U`
      } else {
        const year = new Date((lastDay - rng.int(30, 700)) * DAY_MS).getUTCFullYear()
        number = `US ${year}/${String(rng.int(1, 420_000)).padStart(7, '0')} A1`
      }
      if (!used.has(number) || attempt > 20) break
    }
    used.add(number)
    if (kind === 'design') {
      filed = granted - (china ? rng.int(120, 320) : rng.int(250, 720))
      title = capitalize(spec.article)
      abstract = china
        ? `The product of this design is ${article(spec.article)}. The design features lie in the shape shown in the views; the main view best shows the design features.`
        : `The ornamental design for ${article(spec.article)}, as shown and described.`
      classes = china ? [spec.locarno] : [spec.design]
    } else {
      filed =
        kind === 'application'
          ? lastDay - rng.int(400, 1100)
          : granted - (china ? rng.int(150, 420) : rng.int(300, 1100))
      if (kind === 'application') grantedOn = null
      const part = rng.pick(spec.parts)
      title = capitalize(
        rng.chance(0.6) ? `${adjective} ${spec.article} with ${part}` : `${adjective} ${spec.article}`,
      )
      abstract = utilityAbstract(rng, spec, adjective)
      classes = rng.sample(spec.cpc, rng.int(1, spec.cpc.length))
    }
    await writer.write({
      id,
      number,
      title,
      abstract,
      assignee: rng.chance(0.85)
        ? rng.pick(assignees)
        : `${rng.pick(PINYIN_SURNAMES)} ${rng.pick(PINYIN_GIVEN)}`,
      filed_on: formatDay(filed),
      granted_on: grantedOn === null ? null : formatDay(grantedOn),
      classes,
    })
    progress.tick()
  }
  await writer.close()
  return writer
}

// ---------------------------------------------------------------------------------------------
// The back-test's view (scripts/bench-estimates.ts): the truth beside what a collector saw

export interface SimulatedProduct {
  id: number
  siteId: string
  /** The top category's English name. */
  topCategory: string
  /** First series index at which the product is listed (0 for products older than the range). */
  startIdx: number
  /** Series index from which the page shows "sold out" (past the series when it never does). */
  soldOutIdx: number
  /** The truth per series day: units sold and the lifetime total at the end of the day. */
  sales: Int32Array
  total: Float64Array
  /** The collector's view: missed days, cumulative reviews, rank noise (observe.ts). */
  obs: Observation
  /** The sold counter's floor as the snapshot carries it per series day; -1 when missed or unlisted. */
  sold: Float64Array
  /** The observed site rank per series day; 0 when the product has none (unranked, sold out, unlisted). */
  ranks: Int32Array
}

/**
 * Simulates the bench-scale marketplace of `generateSnapshots` (same products, same observations)
 * without writing anything, and hands each product to `visit` in id order. The object and its
 * arrays are reused: copy what must outlive the call. Ranks on every day are placed against the
 * last day but one's best-seller list, as the generator's history ranks are.
 */
export async function simulateObserved(
  options: { seed: number; days: number; until: string; products: number },
  visit: (product: SimulatedProduct) => void,
): Promise<void> {
  const ctx = makeContext({ ...options, outDir: '-', scale: 'bench' })
  if (Number.isNaN(ctx.untilDay)) throw new RangeError('until must be a date as YYYY-MM-DD')
  const scan = await scanProducts(ctx, new Progress(ctx.products))
  const sim = newSim(ctx.days)
  const view: SimulatedProduct = {
    id: 0,
    siteId: '',
    topCategory: '',
    startIdx: 0,
    soldOutIdx: 0,
    sales: sim.sales,
    total: sim.total,
    obs: sim.obs,
    ranks: new Int32Array(ctx.days),
    sold: new Float64Array(ctx.days),
  }
  for (const store of ctx.stores) {
    const top = scan.topScores[store.siteIndex]!
    for (let id = store.first; id < store.first + store.count; id++) {
      simulateProduct(ctx, store, id, sim, false)
      observe(ctx, sim)
      for (let i = 0; i < ctx.days; i++) {
        const rank =
          i < sim.startIdx || i >= sim.soldOutIdx
            ? null
            : estimateRank(top, sim.sales[i]! * sim.obs.rankNoise[i]!)
        view.ranks[i] = rank ?? 0
        view.sold[i] = i < sim.startIdx ? -1 : (counterSeen(sim, i) ?? -1)
      }
      view.id = id
      view.siteId = store.site.id
      view.topCategory = sim.leaf.top.name_en
      view.startIdx = sim.startIdx
      view.soldOutIdx = sim.soldOutIdx
      visit(view)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Entry point

const DAY_FOLDER = /^\d{4}-\d{2}-\d{2}$/

function validate(options: GenerateOptions): Required<Omit<GenerateOptions, 'onProgress'>> {
  if (options.scale !== 'demo' && options.scale !== 'bench')
    throw new RangeError('scale must be "demo" or "bench"')
  if (!Number.isInteger(options.days) || options.days < 2 || options.days > 730) {
    throw new RangeError('days must be an integer from 2 to 730')
  }
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff) {
    throw new RangeError('seed must be an integer from 0 to 4294967295')
  }
  if (Number.isNaN(parseDay(options.until))) throw new RangeError('until must be a date as YYYY-MM-DD')
  const products = options.products ?? DEFAULT_PRODUCTS[options.scale]
  if (!Number.isInteger(products) || products < 100 || products > 5_000_000) {
    throw new RangeError('products must be an integer from 100 to 5,000,000')
  }
  if (!options.outDir) throw new RangeError('outDir is required')
  return {
    outDir: options.outDir,
    scale: options.scale,
    days: options.days,
    seed: options.seed,
    until: options.until,
    products,
  }
}

/**
 * Writes a snapshot directory (see the file comment). Day folders already in `outDir` are removed
 * first, so the directory holds exactly one generated snapshot and an ingest of it loads nothing stale.
 */
export async function generateSnapshots(options: GenerateOptions): Promise<GenerateResult> {
  const valid = validate(options)
  const ctx = makeContext(valid)
  const backfillDir = join(valid.outDir, formatDay(ctx.untilDay - 1))
  const untilDir = join(valid.outDir, formatDay(ctx.untilDay))
  await mkdir(valid.outDir, { recursive: true })
  for (const entry of await readdir(valid.outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && DAY_FOLDER.test(entry.name)) {
      await rm(join(valid.outDir, entry.name), { recursive: true, force: true })
    }
  }
  await mkdir(backfillDir, { recursive: true })
  await mkdir(untilDir, { recursive: true })

  const keywordTarget = Math.round(ctx.products * KEYWORDS_PER_PRODUCT[ctx.scale])
  const adTarget = Math.round(ctx.products * ADS_PER_PRODUCT[ctx.scale])
  const supplierDrafts = draftSuppliers(ctx)
  const supplierFeatures = computeSupplierFeatures(supplierDrafts)
  // Awaited at the suppliers stage; this only keeps an early failure from being reported as unhandled.
  supplierFeatures.catch(() => {})
  const progress = new Progress(
    ctx.products * 2 + keywordTarget + adTarget + supplierDrafts.length + GENERATED_TRADEMARKS + PATENTS,
    options.onProgress,
  )

  progress.stage('simulating products')
  const scan = await scanProducts(ctx, progress)
  const sites = await writeSites(backfillDir)
  const exchangeRates = await writeExchangeRates(backfillDir)
  const categories = await writeCategories(backfillDir)
  const stores = await writeStores(ctx, scan, backfillDir)
  progress.stage('writing products')
  const [products, daily] = await writeProducts(ctx, scan, backfillDir, untilDir, progress)
  progress.stage('keywords')
  const keywords = await writeKeywords(ctx, scan, backfillDir, progress)
  progress.stage('ads')
  const [ads, adCountryDaily] = await writeAds(ctx, scan, backfillDir, progress)
  progress.stage('suppliers')
  const suppliers = await writeSuppliers(backfillDir, supplierDrafts, supplierFeatures, progress)
  progress.stage('trademarks')
  const trademarks = await writeTrademarks(ctx, backfillDir, progress)
  progress.stage('patents')
  const patents = await writePatents(ctx, backfillDir, progress)
  progress.stage('done')

  const ordered: [string, JsonlWriter][] = [
    ['sites', sites],
    ['exchange_rates', exchangeRates],
    ['categories', categories],
    ['stores', stores],
    ['products', products],
    ['keywords', keywords],
    ['ads', ads],
    ['ad_country_daily', adCountryDaily],
    ['suppliers', suppliers],
    ['trademarks', trademarks],
    ['patents', patents],
    ['products_daily', daily],
  ]
  const counts: Record<string, number> = {}
  for (const [name, writer] of ordered) counts[name] = writer.count
  // The ingest reads this mark and records the data as generated demo data (docs/ingest.md, "Provenance").
  await writeFile(
    join(valid.outDir, GENERATED_MARK),
    `${JSON.stringify({ generator: 'shopsight seed', scale: valid.scale, seed: valid.seed, until: formatDay(ctx.untilDay) })}\n`,
  )
  return { files: ordered.map(([, writer]) => writer.path), counts }
}
