// `npm run bench:estimates`: the back-test of the sales estimator (issue 38, docs/estimates.md).
// Runs the generator's own simulation at the bench scale without writing anything, estimates every
// product's last-day 30-day units from what a collector saw (counter floors, reviews, ranks, missed
// days) and compares them with the simulated truth. Prints, per top category and per sales band:
// N, median absolute % error, bias (median signed % error), coverage of the 80 % interval and the
// share "not enough data yet"; then the estimator's throughput and the wall time.
//
//   --products N   products simulated (default 1,000,000, the bench scale)
//   --seed N       generator seed (default 1, the seed's default; tune on another one)
//   --windows L,…  days of history handed to the estimator, as the ingest would (default 60,90)
//   --until DATE   the last day (default 2026-03-15)
import { parseArgs } from 'node:util'
import {
  collectCalibrationSamples,
  DEFAULT_CALIBRATION,
  estimateSales,
  fitCalibration,
  type ProductObservations,
  type SalesCalibration,
} from '../src/features/catalog/estimates/estimate.ts'
import { TOP_CATEGORIES } from '../src/pipeline/seed/catalog.ts'
import { type SimulatedProduct, simulateObserved } from '../src/pipeline/seed/generate.ts'
import { SITES } from '../src/pipeline/seed/sites.ts'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    windows: { type: 'string', default: '60,90' },
    until: { type: 'string', default: '2026-03-15' },
  },
})
const products = Number(values.products)
const seed = Number(values.seed)
const windows = values.windows.split(',').map(Number)
if (!Number.isInteger(products) || products < 100 || products > 5_000_000) {
  throw new Error(`--products must be a whole number from 100 to 5,000,000, got "${values.products}"`)
}
if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`--seed: bad "${values.seed}"`)
if (windows.length === 0 || windows.some((w) => !Number.isInteger(w) || w < 31 || w > 365)) {
  throw new Error(`--windows must be whole numbers of days from 31 to 365, got "${values.windows}"`)
}
const days = Math.max(...windows)

const started = performance.now()
const BANDS = ['<30', '30–99', '100–999', '1,000+'] as const
function bandOf(units: number): number {
  return units < 30 ? 0 : units < 100 ? 1 : units < 1000 ? 2 : 3
}
const categoryIndex = new Map(TOP_CATEGORIES.map((top, index) => [top.name_en, index]))

/** Per window: one row per product. */
type Results = {
  category: Uint8Array
  band: Uint8Array
  /** |estimate − truth| / max(truth, 1), and signed; NaN when insufficient. */
  absolute: Float32Array
  signed: Float32Array
  covered: Uint8Array
  insufficient: Uint8Array
  /** 1 when today's counter is rounded (total ≥ 1,000), 0 when it shows the exact count. */
  rounded: Uint8Array
  /** 1 when the interval is a single value (the counter pinned the window exactly). */
  exact: Uint8Array
}
const results: Results[] = windows.map(() => ({
  category: new Uint8Array(products),
  band: new Uint8Array(products),
  absolute: new Float32Array(products),
  signed: new Float32Array(products),
  covered: new Uint8Array(products),
  insufficient: new Uint8Array(products),
  rounded: new Uint8Array(products),
  exact: new Uint8Array(products),
}))

// The observation arrays the ingest would pass, reused product to product.
const series = windows.map((length) => ({
  sold: new Array<number | null>(length).fill(null),
  reviews: new Array<number | null>(length).fill(null),
  ranks: new Array<number | null>(length).fill(null),
  sales: new Array<number | null>(length).fill(null),
  soldOut: new Array<boolean | null>(length).fill(null),
}))
// A sample of products' observations kept for the throughput measurement.
const THROUGHPUT_SAMPLE = 20_000
const kept: ProductObservations[] = []

/** Fills `obs` with what the collector saw of `product` in the last `length` days. */
function observe(product: SimulatedProduct, obs: (typeof series)[number], length: number): void {
  const offset = days - length
  for (let k = 0; k < length; k++) {
    const i = offset + k
    const seen = product.sold[i]! >= 0
    obs.sold[k] = seen ? product.sold[i]! : null
    obs.reviews[k] = seen ? product.obs.reviews[i]! : null
    obs.ranks[k] = seen && product.ranks[i]! > 0 ? product.ranks[i]! : null
    // The page's stock state, as the daily product line carries it.
    obs.soldOut[k] = seen ? i >= product.soldOutIdx : null
  }
}

// Pass 1, as the ingest would do it each day: a rank→units curve per site, fitted from the
// observations alone (products whose counters pin their units), never from the truth.
const samples = new Map(SITES.map((site) => [site.id, { ranks: [] as number[], units: [] as number[] }]))
await simulateObserved({ seed, days, until: values.until, products }, (product: SimulatedProduct) => {
  const obs = series[0]!
  const length = windows[0]!
  observe(product, obs, length)
  const site = samples.get(product.siteId)!
  collectCalibrationSamples(obs, length - 1, (rank, units) => {
    site.ranks.push(rank)
    site.units.push(units)
  })
})
const calibrations = new Map<string, SalesCalibration>()
for (const [siteId, { ranks, units }] of samples) calibrations.set(siteId, fitCalibration(ranks, units))
console.log(
  'Rank→units curves fitted per site from the observations (units a day at rank 1 · 100 · 1,000 · 10,000):',
)
for (const [siteId, calibration] of calibrations) {
  const at = (rank: number) => calibration.rankUnits[calibration.rankKnots.indexOf(rank)]!.toFixed(1)
  const n = samples.get(siteId)!.ranks.length.toLocaleString('en-US')
  console.log(`  ${siteId.padEnd(3)} ${at(1)} · ${at(100)} · ${at(1000)} · ${at(10000)}  (${n} samples)`)
}
const calibrationSeconds = (performance.now() - started) / 1000

let row = 0
let estimateMs = 0
await simulateObserved({ seed, days, until: values.until, products }, (product: SimulatedProduct) => {
  const last = days - 1
  const calibration = calibrations.get(product.siteId) ?? DEFAULT_CALIBRATION
  let truth = 0
  for (let i = last - 29; i <= last; i++) truth += product.sales[i]!
  const category = categoryIndex.get(product.topCategory) ?? 0
  const band = bandOf(truth)
  windows.forEach((length, w) => {
    const obs = series[w]!
    observe(product, obs, length)
    const t0 = performance.now()
    const estimate = estimateSales(obs, length - 1, calibration)
    estimateMs += performance.now() - t0
    const r = results[w]!
    r.category[row] = category
    r.band[row] = band
    r.rounded[row] = product.total[last]! >= 1000 ? 1 : 0
    if (estimate.basis === 'insufficient') {
      r.insufficient[row] = 1
      r.absolute[row] = Number.NaN
      r.signed[row] = Number.NaN
    } else {
      const { value, low, high } = estimate.month
      const error = (value - truth) / Math.max(truth, 1)
      r.absolute[row] = Math.abs(error)
      r.signed[row] = error
      r.covered[row] = low <= truth && truth <= high ? 1 : 0
      r.exact[row] = low === high ? 1 : 0
    }
    if (w === 0 && kept.length < THROUGHPUT_SAMPLE && row % 7 === 0) {
      kept.push({
        sold: obs.sold.slice(),
        reviews: obs.reviews.slice(),
        ranks: obs.ranks.slice(),
        sales: obs.sales.slice(),
        soldOut: obs.soldOut.slice(),
      })
    }
  })
  row++
})
const simulatedSeconds = (performance.now() - started) / 1000

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  values.sort((a, b) => a - b)
  const mid = values.length >> 1
  return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2
}

function summarize(r: Results, include: (i: number) => boolean): string[] {
  const absolute: number[] = []
  const signed: number[] = []
  let n = 0
  let covered = 0
  let insufficient = 0
  let exact = 0
  for (let i = 0; i < row; i++) {
    if (!include(i)) continue
    n++
    if (r.insufficient[i]) {
      insufficient++
      continue
    }
    exact += r.exact[i]!
    absolute.push(r.absolute[i]!)
    signed.push(r.signed[i]!)
    covered += r.covered[i]!
  }
  const estimated = n - insufficient
  const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`)
  return [
    n.toLocaleString('en-US'),
    pct(median(absolute)),
    pct(median(signed)),
    pct(estimated > 0 ? covered / estimated : Number.NaN),
    pct(n > 0 ? insufficient / n : Number.NaN),
    pct(estimated > 0 ? exact / estimated : Number.NaN),
  ]
}

function table(title: string, rows: [string, string[]][]): void {
  const header = ['', 'N', 'median |err|', 'bias', '80 % coverage', 'insufficient', 'exact']
  const all = [header, ...rows.map(([label, cells]) => [label, ...cells])]
  const widths = header.map((_, c) => Math.max(...all.map((cells) => cells[c]!.length)))
  console.log(`\n${title}`)
  for (const cells of all) {
    console.log(
      cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
  }
}

console.log(
  `Back-test of the sales estimator: ${row.toLocaleString('en-US')} products (all simulated, no sampling), ` +
    `seed ${seed}, ${days} simulated days to ${values.until}; 30-day units on the last day vs the truth.`,
)
console.log(
  'Percentage errors are relative to max(true units, 1); "insufficient" = seen fewer than 7 days; ' +
    '"exact" = share whose interval is a single value (the counter pinned the window: an exact count below 1,000).',
)
windows.forEach((length, w) => {
  const r = results[w]!
  table(`History passed to the estimator: ${length} days — per sales band (true 30-day units)`, [
    ...BANDS.map((label, band): [string, string[]] => [label, summarize(r, (i) => r.band[i] === band)]),
    ['all ≥ 30', summarize(r, (i) => r.band[i]! >= 1)],
    ['< 30, rounded counter', summarize(r, (i) => r.band[i] === 0 && r.rounded[i] === 1)],
    ['≥ 30, exact counter', summarize(r, (i) => r.band[i]! >= 1 && !r.rounded[i])],
    ['≥ 30, rounded counter', summarize(r, (i) => r.band[i]! >= 1 && r.rounded[i] === 1)],
    ['≥ 30, interval not a point', summarize(r, (i) => r.band[i]! >= 1 && !r.exact[i] && !r.insufficient[i])],
    ['all', summarize(r, () => true)],
  ])
  table(
    `History passed to the estimator: ${length} days — per top category (products selling ≥ 30 a month)`,
    TOP_CATEGORIES.map((top, c): [string, string[]] => [
      top.name_en,
      summarize(r, (i) => r.category[i] === c && r.band[i]! >= 1),
    ]),
  )
  table(
    `History passed to the estimator: ${length} days — per top category (selling ≥ 30 a month, rounded counter)`,
    TOP_CATEGORIES.map((top, c): [string, string[]] => [
      top.name_en,
      summarize(r, (i) => r.category[i] === c && r.band[i]! >= 1 && r.rounded[i] === 1),
    ]),
  )
})

// Throughput: the kept sample, estimated again in a tight loop (no simulation in between).
let calls = 0
const t0 = performance.now()
const cpu0 = process.cpuUsage()
while (performance.now() - t0 < 2000) {
  for (const obs of kept) estimateSales(obs, obs.sold.length - 1, calibrations.get('us')!)
  calls += kept.length
}
const throughput = calls / ((performance.now() - t0) / 1000)
// CPU time too: on a shared machine the wall clock also counts the time other processes ran.
const cpu = process.cpuUsage(cpu0)
const cpuThroughput = calls / ((cpu.user + cpu.system) / 1e6)
console.log(
  `\nEstimator throughput (${windows[0]}-day history): ${Math.round(throughput).toLocaleString('en-US')} products/s ` +
    `(tight loop over ${kept.length.toLocaleString('en-US')} products; ` +
    `${Math.round(cpuThroughput).toLocaleString('en-US')} per CPU second); inside the run ` +
    `${Math.round((row * windows.length) / (estimateMs / 1000)).toLocaleString('en-US')} products/s.`,
)
console.log(
  `Wall time ${((performance.now() - started) / 1000).toFixed(1)} s (pass 1, the rank curves: ` +
    `${calibrationSeconds.toFixed(1)} s; pass 2, simulation and estimates: ${(simulatedSeconds - calibrationSeconds).toFixed(1)} s).`,
)
