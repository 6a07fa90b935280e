// The product cut out of its photo and framed on itself, for the supplier search's rotation-, scale-
// and crop-tolerant stage (issue 33). A seller's photo puts the product on a table top or a studio
// backdrop, with a shadow, turned, cropped tighter or looser, smaller in the frame; the 32×32 grid of
// detail.ts compares cell for cell and is lost as soon as the product moves. Here:
// 1. the background is modelled from the picture's border (a few colour clusters, so wood grain or a
//    gradient is background too), and a pixel is background when it is one of those colours or a
//    darker copy of one (a cast shadow keeps the surface's chromaticity and loses brightness), unless
//    that region has sharp edges (a grey object has the backdrop's hue too, but a shadow is soft);
// 2. the product's frame is the mask's weighted geometric median and its median radius (medians, so a
//    watermark or a stray speck moves them little; the geometric one turns with the picture), which
//    undoes a crop, a shift and a scale;
// 3. the product is resampled into a 32×32 grid around that frame (box-averaged, RGB plus the mask),
//    stored per catalogue picture; the query's grid (read turned from the same frame at 64×64) is
//    compared turned through ±30°, which undoes the rotation (object-match.ts).
/** Side of the object grid. */
export const OBJECT_SIZE = 32
const CELLS = OBJECT_SIZE * OBJECT_SIZE
/** Bytes of a stored object grid: RGB then the mask, per cell. */
export const OBJECT_BYTES = CELLS * 4
/**
 * Side of the query's fine object grid: the same frame at twice the resolution, which the query's
 * turned views are sampled from (object-match.ts). Turning the 32×32 grid itself blurred it a second
 * time, enough to wash out the small prop that tells one shot of an item from another.
 */
export const FINE_SIZE = OBJECT_SIZE * 2
export const FINE_BYTES = FINE_SIZE * FINE_SIZE * 4
/** Cells the product's median radius spans: its far edge (about twice that) stays inside the grid. */
const RADIUS_CELLS = 6.5
/** Background colour clusters fitted to the border. */
const CLUSTERS = 6
/** A pixel as dark as this share of a background colour (same hue) still counts as its shadow. */
const SHADOW_MIN = 0.7
/** Distance (RGB) from the nearest background colour or its shadow: below LOW background, above HIGH product. */
const MASK_LOW = 16
const MASK_HIGH = 34
/** Only the backdrop's own colours (a little darker or lighter), without the shadow allowance. */
const PLAIN_MIN = 0.94
/** A brightness step (0–255, over two pixels of the 128×128 picture) that is an object's edge, not a shadow's. */
const EDGE_STEP = 30

type Rgb = [number, number, number]

/** k-means on the border pixels: the colours the background is made of (most common first). */
function backgroundColours(pixels: Float64Array, side: number): Rgb[] {
  const border: Rgb[] = []
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (x > 1 && y > 1 && x < side - 2 && y < side - 2) continue
      const i = (y * side + x) * 3
      border.push([pixels[i]!, pixels[i + 1]!, pixels[i + 2]!])
    }
  }
  // Deterministic start: border pixels spread along the ring.
  let centres: Rgb[] = Array.from(
    { length: CLUSTERS },
    (_, k) => [...border[Math.floor((k * border.length) / CLUSTERS)]!] as Rgb,
  )
  let counts = new Array<number>(CLUSTERS).fill(0)
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0])
    counts = new Array<number>(CLUSTERS).fill(0)
    for (const p of border) {
      let best = 0
      let bestD = Number.POSITIVE_INFINITY
      centres.forEach((c, k) => {
        const d = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2
        if (d < bestD) {
          bestD = d
          best = k
        }
      })
      counts[best]!++
      for (let c = 0; c < 3; c++) sums[best]![c]! += p[c]!
    }
    centres = centres.map((c, k) => (counts[k]! > 0 ? (sums[k]!.map((s) => s / counts[k]!) as Rgb) : c))
  }
  // A cluster holding a few border pixels is the product touching the edge (a tight crop), not background.
  const kept = centres
    .map((c, k) => ({ c, n: counts[k]! }))
    .filter(({ n }) => n >= border.length * 0.06)
    .sort((a, b) => b.n - a.n)
  return kept.map(({ c }) => c)
}

/** How far a pixel is from the background: the nearest border colour, or a shadow of it down to `darkest`. */
function backgroundDistance(
  r: number,
  g: number,
  b: number,
  colours: readonly Rgb[],
  darkest = SHADOW_MIN,
): number {
  let best = Number.POSITIVE_INFINITY
  for (const [cr, cg, cb] of colours) {
    const norm = cr * cr + cg * cg + cb * cb
    const k = Math.max(darkest, Math.min(1.06, norm > 0 ? (r * cr + g * cg + b * cb) / norm : 1))
    const d = Math.hypot(r - k * cr, g - k * cg, b - k * cb)
    if (d < best) best = d
  }
  return best
}

/** Summed-area table of one channel (side+1)², for box averages in constant time. */
function integral(values: Float64Array, side: number, channels: number, channel: number): Float64Array {
  const stride = side + 1
  const out = new Float64Array(stride * stride)
  for (let y = 0; y < side; y++) {
    let row = 0
    for (let x = 0; x < side; x++) {
      row += values[(y * side + x) * channels + channel]!
      out[(y + 1) * stride + x + 1] = out[y * stride + x + 1]! + row
    }
  }
  return out
}

function boxMean(table: Float64Array, side: number, x0: number, y0: number, x1: number, y1: number): number {
  const stride = side + 1
  const ax = Math.max(0, Math.min(side, Math.floor(x0)))
  const ay = Math.max(0, Math.min(side, Math.floor(y0)))
  const bx = Math.max(ax + 1, Math.min(side, Math.ceil(x1)))
  const by = Math.max(ay + 1, Math.min(side, Math.ceil(y1)))
  if (ax >= side || ay >= side) return Number.NaN
  const sum =
    table[by * stride + bx]! - table[ay * stride + bx]! - table[by * stride + ax]! + table[ay * stride + ax]!
  return sum / ((bx - ax) * (by - ay))
}

/** The value below which `share` of the total weight lies. */
function weightedMedian(values: Float64Array, weights: Float64Array, total: number, share = 0.5): number {
  const order = Array.from(values.keys()).filter((i) => weights[i]! > 0)
  order.sort((a, b) => values[a]! - values[b]!)
  let seen = 0
  for (const i of order) {
    seen += weights[i]!
    if (seen >= total * share) return values[i]!
  }
  return values[order.at(-1) ?? 0] ?? 0
}

/**
 * The mask's weighted geometric median (Weiszfeld's iteration from the per-axis medians): robust to a
 * watermark or a stray speck as a median is, and, unlike the per-axis medians, it turns with the
 * picture, so a turned photo's product is framed on the same point as the upright one's.
 */
function geometricMedian(
  xs: Float64Array,
  ys: Float64Array,
  weights: Float64Array,
  total: number,
): { cx: number; cy: number } {
  let cx = weightedMedian(xs, weights, total)
  let cy = weightedMedian(ys, weights, total)
  for (let round = 0; round < 30; round++) {
    let sx = 0
    let sy = 0
    let sw = 0
    for (let i = 0; i < xs.length; i++) {
      const w = weights[i]!
      if (w <= 0) continue
      // A pixel at the current point would divide by zero; a floor of half a pixel keeps it finite.
      const k = w / Math.max(0.5, Math.hypot(xs[i]! - cx, ys[i]! - cy))
      sx += k * xs[i]!
      sy += k * ys[i]!
      sw += k
    }
    if (sw === 0) break
    const moved = Math.hypot(sx / sw - cx, sy / sw - cy)
    cx = sx / sw
    cy = sy / sw
    if (moved < 0.01) break
  }
  return { cx, cy }
}

/**
 * A grey object on a light backdrop has the backdrop's hue, as a shadow has: once a brighter photo lifts
 * it into the shadow range, the shadow rule takes it for background (a mid-grey prop, which is what
 * tells one shot of an item from another, vanished from brightened photos). A cast shadow is soft,
 * though, and an object has edges: each connected region that only the shadow rule calls background is
 * kept as product when most of its border with the plain backdrop is a sharp step in brightness.
 */
function keepSharpEdged(pixels: Float64Array, side: number, raw: Float64Array, plain: Float64Array): void {
  const luma = (i: number) => 0.299 * pixels[i * 3]! + 0.587 * pixels[i * 3 + 1]! + 0.114 * pixels[i * 3 + 2]!
  const shadowed = (i: number) => plain[i]! >= 0.5 && raw[i]! < 0.5
  const seen = new Uint8Array(side * side)
  const region: number[] = []
  const steps = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !shadowed(start)) continue
    region.length = 0
    region.push(start)
    seen[start] = 1
    let contacts = 0
    let sharp = 0
    for (let k = 0; k < region.length; k++) {
      const i = region[k]!
      const x = i % side
      const y = (i - x) / side
      for (const [dx, dy] of steps) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= side || ny >= side) continue
        const j = ny * side + nx
        if (shadowed(j)) {
          if (!seen[j]) {
            seen[j] = 1
            region.push(j)
          }
        } else if (plain[j]! < 0.5) {
          // The step over two pixels outwards: a blurred shadow's edge stays well below EDGE_STEP.
          const fx = Math.max(0, Math.min(side - 1, nx + dx))
          const fy = Math.max(0, Math.min(side - 1, ny + dy))
          contacts++
          if (Math.abs(luma(i) - luma(fy * side + fx)) >= EDGE_STEP) sharp++
        }
      }
    }
    if (contacts > 0 && sharp >= contacts * 0.5) for (const i of region) raw[i] = plain[i]!
  }
}

/** The soft product mask (0–1 per pixel) of a square RGB picture: border colours and their shadows are 0. */
export function productMask(pixels: Float64Array, side: number): Float64Array {
  const colours = backgroundColours(pixels, side)
  const raw = new Float64Array(side * side)
  const plain = new Float64Array(side * side)
  const ramp = (d: number) => Math.max(0, Math.min(1, (d - MASK_LOW) / (MASK_HIGH - MASK_LOW)))
  for (let i = 0; i < raw.length; i++) {
    const [r, g, b] = [pixels[i * 3]!, pixels[i * 3 + 1]!, pixels[i * 3 + 2]!]
    raw[i] = ramp(backgroundDistance(r, g, b, colours))
    plain[i] = ramp(backgroundDistance(r, g, b, colours, PLAIN_MIN))
  }
  keepSharpEdged(pixels, side, raw, plain)
  // A 3×3 median: texture specks that pass the threshold alone are dropped, edges stay where they are.
  const mask = new Float64Array(side * side)
  const window: number[] = []
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      window.length = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.max(0, Math.min(side - 1, y + dy))
          const xx = Math.max(0, Math.min(side - 1, x + dx))
          window.push(raw[yy * side + xx]!)
        }
      }
      window.sort((a, b) => a - b)
      mask[y * side + x] = window[4]!
    }
  }
  return mask
}

/**
 * What describeObject finds: the object grid, the same frame at FINE_SIZE, and the product's mean colour
 * (null when no product stands out).
 */
export type ObjectDescription = { grid: Uint8Array; fine: Uint8Array; color: [number, number, number] | null }

/** The product's frame resampled into size² cells of RGB and mask (0–255), box-averaged. */
function frameGrid(
  tables: readonly Float64Array[],
  maskTable: Float64Array,
  side: number,
  frame: { cx: number; cy: number; radius: number },
  size: number,
): Uint8Array {
  const step = frame.radius / RADIUS_CELLS / (size / OBJECT_SIZE)
  const out = new Uint8Array(size * size * 4)
  const half = size / 2
  for (let gy = 0; gy < size; gy++) {
    for (let gx = 0; gx < size; gx++) {
      const x0 = frame.cx + (gx - half) * step
      const y0 = frame.cy + (gy - half) * step
      const at = (gy * size + gx) * 4
      const m = boxMean(maskTable, side, x0, y0, x0 + step, y0 + step)
      if (Number.isNaN(m) || x0 + step <= 0 || y0 + step <= 0) {
        // Outside the picture: background, as a wider shot would show it.
        out[at + 3] = 0
        continue
      }
      for (let c = 0; c < 3; c++)
        out[at + c] = Math.round(boxMean(tables[c]!, side, x0, y0, x0 + step, y0 + step))
      out[at + 3] = Math.round(m * 255)
    }
  }
  return out
}

/**
 * The object grid of a square RGB picture (side² pixels, 0–255): the product framed on its mask's
 * geometric median and median radius, 32×32 cells of RGB and mask (0–255), OBJECT_BYTES in all; the
 * same frame at FINE_SIZE; and the mean colour under the mask, which a turn, a crop or a table top
 * leaves as it is.
 */
export function describeObject(pixels: Float64Array, side: number): ObjectDescription {
  const mask = productMask(pixels, side)
  const xs = new Float64Array(side * side)
  const ys = new Float64Array(side * side)
  let total = 0
  for (let i = 0; i < mask.length; i++) {
    xs[i] = (i % side) + 0.5
    ys[i] = Math.floor(i / side) + 0.5
    total += mask[i]!
  }
  // Nothing (or everything) stands out: frame the whole picture rather than a speck.
  const usable = total >= mask.length * 0.01 && total <= mask.length * 0.95
  const weights = usable ? mask : new Float64Array(mask.length).fill(1)
  const weightTotal = usable ? total : mask.length
  const { cx, cy } = geometricMedian(xs, ys, weights, weightTotal)
  const radii = new Float64Array(mask.length)
  for (let i = 0; i < radii.length; i++) radii[i] = Math.hypot(xs[i]! - cx, ys[i]! - cy)
  const radius = Math.max(side / 40, weightedMedian(radii, weights, weightTotal))
  const tables = [0, 1, 2].map((c) => integral(pixels, side, 3, c))
  const maskTable = integral(mask, side, 1, 0)
  const frame = { cx, cy, radius }
  const out = frameGrid(tables, maskTable, side, frame, OBJECT_SIZE)
  const fine = frameGrid(tables, maskTable, side, frame, FINE_SIZE)
  let color: [number, number, number] | null = null
  if (usable) {
    const sums = [0, 0, 0]
    for (let i = 0; i < mask.length; i++)
      for (let c = 0; c < 3; c++) sums[c]! += mask[i]! * pixels[i * 3 + c]!
    color = [Math.round(sums[0]! / total), Math.round(sums[1]! / total), Math.round(sums[2]! / total)]
  }
  return { grid: out, fine, color }
}
