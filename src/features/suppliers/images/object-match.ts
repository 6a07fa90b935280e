// Comparing object grids (object-view.ts): the query's grid turned through ±30° against each catalogue
// picture's, cell for cell as detail.ts compares its grids (Lab with one lightness gain, capped cells,
// a cost for product against background). Kept apart from object-view.ts, which image-features.ts uses,
// so that detail.ts (which imports image-features.ts) is not part of an import cycle.
import { addBilinear } from './bilinear'
import { type DetailView, detailDistance } from './detail'
import { FINE_BYTES, FINE_SIZE, OBJECT_BYTES, OBJECT_SIZE } from './object-view'

const CELLS = OBJECT_SIZE * OBJECT_SIZE
/** The query is tried turned by each of these (degrees): a hand-held photo is rarely past ±30°. */
export const OBJECT_ANGLES = [-32, -27, -22, -18, -14, -10, -6, -3, 0, 3, 6, 10, 14, 18, 22, 27, 32] as const

// sRGB → CIE Lab, as detail.ts compares cells.
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const v = value / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
})
const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116)

function labInto(out: Float64Array, at: number, r: number, g: number, b: number): void {
  const lr = LINEAR[Math.max(0, Math.min(255, Math.round(r)))]!
  const lg = LINEAR[Math.max(0, Math.min(255, Math.round(g)))]!
  const lb = LINEAR[Math.max(0, Math.min(255, Math.round(b)))]!
  const fx = labF((0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047)
  const fy = labF(0.2126 * lr + 0.7152 * lg + 0.0722 * lb)
  const fz = labF((0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883)
  out[at] = 116 * fy - 16
  out[at + 1] = 500 * (fx - fy)
  out[at + 2] = 200 * (fy - fz)
}

const ALL_VALID = new Float64Array(CELLS).fill(1)

/** A stored object grid ready to compare (Lab cells, the mask 0–1, every cell known). */
export function objectView(grid: ArrayLike<number>): DetailView {
  if (grid.length !== OBJECT_BYTES) throw new RangeError(`an object grid has ${OBJECT_BYTES} values`)
  const lab = new Float64Array(CELLS * 3)
  const mask = new Float64Array(CELLS)
  for (let i = 0; i < CELLS; i++) {
    labInto(lab, i * 3, grid[i * 4]!, grid[i * 4 + 1]!, grid[i * 4 + 2]!)
    mask[i] = grid[i * 4 + 3]! / 255
  }
  return { lab, mask, valid: ALL_VALID }
}

/** The object grid turned by `degrees` about the product's centre (bilinear); cells from outside are unknown. */
export function turnedObjectView(grid: ArrayLike<number>, degrees: number): DetailView {
  if (degrees === 0) return objectView(grid)
  const lab = new Float64Array(CELLS * 3)
  const mask = new Float64Array(CELLS)
  const valid = new Float64Array(CELLS)
  const cos = Math.cos((degrees * Math.PI) / 180)
  const sin = Math.sin((degrees * Math.PI) / 180)
  const n = OBJECT_SIZE
  const centre = (n - 1) / 2
  const sample = new Float64Array(4)
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const sx = cos * (x - centre) - sin * (y - centre) + centre
      const sy = sin * (x - centre) + cos * (y - centre) + centre
      if (sx < 0 || sy < 0 || sx > n - 1 || sy > n - 1) continue
      const at = y * n + x
      valid[at] = 1
      sample.fill(0)
      addBilinear(grid, n, 4, sx, sy, sample, 0)
      mask[at] = sample[3]! / 255
      labInto(lab, at * 3, sample[0]!, sample[1]!, sample[2]!)
    }
  }
  return { lab, mask, valid }
}

/** Sub-samples per cell side when a turned view is read from the fine grid. */
const FACTOR = FINE_SIZE / OBJECT_SIZE

/**
 * The query's fine grid (object-view.ts, FINE_SIZE) turned by `degrees` about the product's centre and
 * box-averaged down to OBJECT_SIZE cells: each cell is the mean of FACTOR² bilinear samples, so it
 * averages the same area a catalogue cell does instead of blurring an already averaged grid again.
 * Cells whose centre comes from outside the frame are unknown.
 */
export function turnedFineView(fine: ArrayLike<number>, degrees: number): DetailView {
  if (fine.length !== FINE_BYTES) throw new RangeError(`a fine object grid has ${FINE_BYTES} values`)
  const lab = new Float64Array(CELLS * 3)
  const mask = new Float64Array(CELLS)
  const valid = new Float64Array(CELLS)
  const cos = Math.cos((degrees * Math.PI) / 180)
  const sin = Math.sin((degrees * Math.PI) / 180)
  const m = FINE_SIZE
  // Continuous coordinates in fine cells: cell i spans [i, i + 1), its value sits at i + 0.5.
  const centre = m / 2
  const sums = new Float64Array(4)
  for (let y = 0; y < OBJECT_SIZE; y++) {
    for (let x = 0; x < OBJECT_SIZE; x++) {
      const at = y * OBJECT_SIZE + x
      const mx = (x + 0.5) * FACTOR - centre
      const my = (y + 0.5) * FACTOR - centre
      const cx = cos * mx - sin * my + centre
      const cy = sin * mx + cos * my + centre
      if (cx < 0 || cy < 0 || cx > m || cy > m) continue
      valid[at] = 1
      sums.fill(0)
      for (let sy = 0; sy < FACTOR; sy++) {
        for (let sx = 0; sx < FACTOR; sx++) {
          const px = x * FACTOR + sx + 0.5 - centre
          const py = y * FACTOR + sy + 0.5 - centre
          // Source position, shifted so that cell values sit on whole numbers.
          const u = Math.max(0, Math.min(m - 1, cos * px - sin * py + centre - 0.5))
          const v = Math.max(0, Math.min(m - 1, sin * px + cos * py + centre - 0.5))
          addBilinear(fine, m, 4, u, v, sums, 0)
        }
      }
      const n = FACTOR * FACTOR
      mask[at] = sums[3]! / n / 255
      labInto(lab, at * 3, sums[0]! / n, sums[1]! / n, sums[2]! / n)
    }
  }
  return { lab, mask, valid }
}

/** A query's object description: its grid, and the fine grid its turned views are read from when known. */
export type QueryObject = { grid: ArrayLike<number>; fine?: ArrayLike<number> }

/** The query's object grid turned through `angles` (from the fine grid when there is one). */
export function objectViews(query: QueryObject, angles: readonly number[] = OBJECT_ANGLES): DetailView[] {
  const { grid, fine } = query
  return angles.map((angle) =>
    angle === 0 || !fine || fine.length !== FINE_BYTES
      ? turnedObjectView(grid, angle)
      : turnedFineView(fine, angle),
  )
}

/** The coarse turns every candidate is tried at; the nearest REFINED are then tried at every angle. */
const COARSE_ANGLES = [-30, -20, -10, 0, 10, 20, 30] as const
const REFINED = 24

/**
 * Object distances of catalogue pictures to a query's object grid: every candidate against the coarse
 * turns, the nearest REFINED against all of OBJECT_ANGLES (a 10° step misses a turn by up to 5°,
 * enough to rank a sibling shot first). Nearest first.
 */
export function nearestObjects<T extends { view: DetailView }>(
  query: QueryObject,
  candidates: readonly T[],
): (T & { distance: number })[] {
  const coarse = objectViews(query, COARSE_ANGLES)
  const scored = candidates.map((c) => ({ ...c, distance: objectDistance(coarse, c.view) }))
  scored.sort((a, b) => a.distance - b.distance)
  const fine = objectViews(
    query,
    OBJECT_ANGLES.filter((angle) => !(COARSE_ANGLES as readonly number[]).includes(angle)),
  )
  for (const c of scored.slice(0, REFINED)) c.distance = Math.min(c.distance, objectDistance(fine, c.view))
  return scored.sort((a, b) => a.distance - b.distance)
}

/** How far a catalogue picture's object grid is from the query's nearest turn (0 = the same picture). */
export function objectDistance(views: readonly DetailView[], candidate: DetailView): number {
  let best = Number.POSITIVE_INFINITY
  for (const view of views) best = Math.min(best, detailDistance(view, candidate))
  return best
}
