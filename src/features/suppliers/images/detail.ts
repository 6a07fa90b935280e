// The supplier search's second stage: comparing two pictures' 32×32 detail grids (image-features.ts)
// closely enough to tell apart two shots of one product, which the 64-bit hash, the mean colour and the
// 4×4 layout see as the same picture. Robust to what a seller's copy of a picture goes through:
// - brightness: cells are compared in CIE Lab, where a brighter or darker photo mostly scales L
//   (one gain fitted per comparison) and keeps a and b;
// - a changed background: only cells that differ from their own picture's background (border median)
//   are compared, and a cell that is product in one picture but background in the other costs extra,
//   which is what tells a shot with a prop from one without;
// - watermarks and other local marks: each cell's difference is capped, so a few cells cannot
//   outweigh the rest;
// - a slightly rotated photo: the query is also tried turned back by a few degrees (queryDetailViews).
import { addBilinear } from './bilinear'
import { DETAIL_SIZE, type ImageFeatures } from './image-features'

const N = DETAIL_SIZE
const CELLS = N * N

/**
 * A detail grid ready to compare: Lab cells, how much each cell is "not background", which are known,
 * and (a query's only) how much a cell counts where the other picture has background (shadowWeights).
 */
export type DetailView = { lab: Float64Array; mask: Float64Array; valid: Float64Array; shade?: Float64Array }

/** Angles (degrees) the query is also tried at: small rotations a hand-held photo has. */
export const ROTATIONS = [-8, -4, 4, 8] as const
/** Per-cell cap on the colour difference (ΔE): a watermark's cells count no more than this each. */
const CAP = 30
/** Cost of a cell that is product (or prop) in one picture and background in the other. */
const MASK_WEIGHT = 40
/** Distances at or above this are shown as no likeness at all (detailDistance / DISTANCE_SCALE). */
export const DISTANCE_SCALE = 30
/** A cell whose colour differs from the background by less than LOW (sum over RGB) is background. */
const MASK_LOW = 10
const MASK_SPAN = 20

// sRGB → linear light for each 8-bit value, once: the power function per cell cost more than the rest
// of the comparison (rotated cells, which fall between values, are rounded to the nearest).
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const v = value / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
})
const linear = (value: number) => LINEAR[Math.max(0, Math.min(255, Math.round(value)))]!
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)

/** sRGB cells (0–255) to CIE Lab (D65). */
function toLab(rgb: ArrayLike<number>): Float64Array {
  const out = new Float64Array(rgb.length)
  for (let i = 0; i < rgb.length; i += 3) {
    const r = linear(rgb[i]!)
    const g = linear(rgb[i + 1]!)
    const b = linear(rgb[i + 2]!)
    const fx = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
    const fy = labF(0.2126 * r + 0.7152 * g + 0.0722 * b)
    const fz = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
    out[i] = 116 * fy - 16
    out[i + 1] = 500 * (fx - fy)
    out[i + 2] = 200 * (fy - fz)
  }
  return out
}

/** The median colour of the grid's border cells: the studio background. */
function borderColor(rgb: ArrayLike<number>): [number, number, number] {
  const channels: number[][] = [[], [], []]
  for (let i = 0; i < N; i++) {
    for (const cell of [i, (N - 1) * N + i, i * N, i * N + N - 1]) {
      for (let c = 0; c < 3; c++) channels[c]!.push(rgb[cell * 3 + c]!)
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!
  return [median(channels[0]!), median(channels[1]!), median(channels[2]!)]
}

/** 0 (background) to 1 (clearly not): a soft ramp, so JPEG noise on the background stays 0. */
function foreground(rgb: ArrayLike<number>): Float64Array {
  const [r, g, b] = borderColor(rgb)
  const mask = new Float64Array(CELLS)
  for (let i = 0; i < CELLS; i++) {
    const d = Math.abs(rgb[i * 3]! - r) + Math.abs(rgb[i * 3 + 1]! - g) + Math.abs(rgb[i * 3 + 2]! - b)
    mask[i] = Math.max(0, Math.min(1, (d - MASK_LOW) / MASK_SPAN))
  }
  return mask
}

/** A query cell this dark a share of the background (same hue) may be a cast shadow on it… */
const SHADOW_DARKEST = 0.5
const SHADOW_LIGHTEST = 0.92
/** …when what is left of it after scaling the background (summed over RGB) is at most this… */
const SHADOW_RESIDUAL = 12
/** …and then counts this much where the other picture has background: a shadow is not the product. */
const SHADOW_WEIGHT = 0.3

/**
 * Per cell of a query, how much it counts where a catalogue picture has background (detailDistance):
 * SHADOW_WEIGHT for a cell of the backdrop's own hue, darker (a cast shadow), 1 for the rest. A photo
 * on a desk has a soft shadow under the product, which otherwise costs a cell of "product against
 * background" each against the very shot, and looks like a sibling shot's stand. A grey prop has the
 * backdrop's darkness but not its hue (its residual is about twice the limit), so it counts in full.
 * Where the catalogue picture has product too, the cell counts in full: a picture still matches
 * itself exactly.
 */
function shadowWeights(rgb: ArrayLike<number>): Float64Array {
  const [r, g, b] = borderColor(rgb)
  const norm = r * r + g * g + b * b
  const shade = new Float64Array(CELLS).fill(1)
  if (norm === 0) return shade
  for (let i = 0; i < CELLS; i++) {
    const cr = rgb[i * 3]!
    const cg = rgb[i * 3 + 1]!
    const cb = rgb[i * 3 + 2]!
    const k = (cr * r + cg * g + cb * b) / norm
    if (k < SHADOW_DARKEST || k > SHADOW_LIGHTEST) continue
    const residual = Math.abs(cr - k * r) + Math.abs(cg - k * g) + Math.abs(cb - k * b)
    if (residual <= SHADOW_RESIDUAL) shade[i] = SHADOW_WEIGHT
  }
  return shade
}

const ALL_VALID = new Float64Array(CELLS).fill(1)

/** A grid as it is (every cell known); as a query's, with its shadows' weights (shadowWeights). */
export function detailView(rgb: ArrayLike<number>, query = false): DetailView {
  if (rgb.length !== CELLS * 3) throw new RangeError(`a detail grid has ${CELLS * 3} values`)
  const view: DetailView = { lab: toLab(rgb), mask: foreground(rgb), valid: ALL_VALID }
  if (query) view.shade = shadowWeights(rgb)
  return view
}

/**
 * The grid turned by `degrees` about its centre (bilinear). Cells that come from outside the picture
 * are unknown and left out of the comparison rather than guessed.
 */
export function rotatedView(rgb: ArrayLike<number>, degrees: number, query = false): DetailView {
  const background = borderColor(rgb)
  const out = new Float64Array(CELLS * 3)
  const valid = new Float64Array(CELLS)
  const cos = Math.cos((degrees * Math.PI) / 180)
  const sin = Math.sin((degrees * Math.PI) / 180)
  const centre = (N - 1) / 2
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const at = y * N + x
      const sx = cos * (x - centre) - sin * (y - centre) + centre
      const sy = sin * (x - centre) + cos * (y - centre) + centre
      if (sx < 0 || sy < 0 || sx > N - 1 || sy > N - 1) {
        for (let c = 0; c < 3; c++) out[at * 3 + c] = background[c]!
        continue
      }
      valid[at] = 1
      addBilinear(rgb, N, 3, sx, sy, out, at * 3)
    }
  }
  // The mask comes from the unrotated grid's background, which the filled cells carry too.
  const view: DetailView = { lab: toLab(out), mask: foreground(out), valid }
  if (query) view.shade = shadowWeights(out)
  return view
}

/**
 * The views a visitor's picture is compared through: each described view (as it is, widened) as it
 * is, and the first also turned by each of ROTATIONS. Views without a detail grid are skipped.
 */
export function queryDetailViews(views: readonly ImageFeatures[]): DetailView[] {
  const out: DetailView[] = []
  views.forEach((view, index) => {
    if (!view.detail) return
    out.push(detailView(view.detail, true))
    if (index === 0) for (const angle of ROTATIONS) out.push(rotatedView(view.detail, angle, true))
  })
  return out
}

/**
 * How far a catalogue picture's grid is from a query view: the mean capped Lab difference over the
 * cells that are not background in either picture (L scaled by one fitted gain), plus the share of
 * cells that are product in one and background in the other. Normalised by the query's own product
 * area, so a candidate cannot look nearer by having more or less of it. 0 = the same picture.
 */
export function detailDistance(query: DetailView, candidate: DetailView): number {
  const { lab: q, mask: qm, valid, shade } = query
  const { lab: c, mask: cm } = candidate
  let area = 0
  let num = 0
  let den = 0
  for (let i = 0; i < CELLS; i++) {
    // A query cell counts by its shadow weight where the candidate has less product (shadowWeights);
    // written out in both loops rather than as a closure, as this runs for 3,000 comparisons a search.
    const w = Math.max(shade ? qm[i]! * shade[i]! : qm[i]!, cm[i]!) * valid[i]!
    area += qm[i]! * valid[i]!
    num += w * q[i * 3]! * c[i * 3]!
    den += w * c[i * 3]! * c[i * 3]!
  }
  // One gain for lightness: a photo brightened or darkened by a quarter still compares as itself.
  const gain = Math.max(0.6, Math.min(1.6, den > 0 ? num / den : 1))
  let colour = 0
  let mismatch = 0
  for (let i = 0; i < CELLS; i++) {
    const w = Math.max(shade ? qm[i]! * shade[i]! : qm[i]!, cm[i]!) * valid[i]!
    if (w === 0) continue
    const dl = q[i * 3]! - gain * c[i * 3]!
    const da = q[i * 3 + 1]! - c[i * 3 + 1]!
    const db = q[i * 3 + 2]! - c[i * 3 + 2]!
    colour += w * Math.min(CAP, Math.sqrt(dl * dl + da * da + db * db))
    const excess = qm[i]! - cm[i]!
    mismatch += (excess > 0 && shade ? excess * shade[i]! : Math.abs(excess)) * valid[i]!
  }
  return (colour + MASK_WEIGHT * mismatch) / Math.max(1, area)
}

/** The nearest of the query's views to a catalogue picture's grid. */
export function nearestDetailDistance(views: readonly DetailView[], candidate: DetailView): number {
  let best = Number.POSITIVE_INFINITY
  for (const view of views) best = Math.min(best, detailDistance(view, candidate))
  return best
}
