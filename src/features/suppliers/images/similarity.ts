// How alike two described pictures are, for re-ranking the SQL candidates of the supplier search:
// a weighted sum of the pHash's Hamming distance (structure), the product colour's distance and the
// 4×4 layout's correlation distance (brightness-independent). Weights were tuned with
// `npm run bench:image` (docs/suppliers.md has its table).
import { hammingDistance, type ImageFeatures } from './image-features'

export const WEIGHTS = { hash: 0.5, color: 0.3, shape: 0.2 } as const
const CHROMA_WEIGHT = 0.7

/** The layout minus its mean, scaled to unit length (a flat layout stays all zeros). */
function centred(shape: readonly number[]): number[] {
  const mean = shape.reduce((sum, x) => sum + x, 0) / (shape.length || 1)
  const out = shape.map((x) => x - mean)
  const norm = Math.sqrt(out.reduce((sum, x) => sum + x * x, 0))
  return norm > 1e-9 ? out.map((x) => x / norm) : out
}

/**
 * Colour distance, 0–1, mostly on chromaticity (the share of each channel), which a brighter or darker
 * photo of the same product keeps; brightness itself counts for a little, so black and grey differ.
 */
function colorDistance(a: readonly number[], b: readonly number[]): number {
  const sumA = a[0]! + a[1]! + a[2]! + 1
  const sumB = b[0]! + b[1]! + b[2]! + 1
  let chroma = 0
  for (let i = 0; i < 3; i++) chroma += (a[i]! / sumA - b[i]! / sumB) ** 2
  const luma = Math.abs(sumA - sumB) / (3 * 255)
  return Math.min(1, CHROMA_WEIGHT * Math.sqrt(chroma) * 2.5 + (1 - CHROMA_WEIGHT) * luma)
}

/** 0 (same picture) to 1 (nothing alike). */
export function featureDistance(a: ImageFeatures, b: ImageFeatures): number {
  const hash = hammingDistance(a.phash, b.phash) / 64
  const color = colorDistance(a.color, b.color)
  const x = centred(a.shape)
  const y = centred(b.shape)
  let dot = 0
  for (let i = 0; i < Math.min(x.length, y.length); i++) dot += x[i]! * y[i]!
  const shape = (1 - dot) / 2
  return WEIGHTS.hash * hash + WEIGHTS.color * color + WEIGHTS.shape * shape
}

/** The similarity shown to a seller (0–1): the distance turned around, rounded to whole percent. */
export const similarityOf = (distance: number): number =>
  Math.round(Math.max(0, Math.min(1, 1 - distance)) * 100) / 100

/** The pHash's four 16-bit bands, most significant first (the columns phash_band0–3). */
export function phashBands(phash: string): [number, number, number, number] {
  const band = (at: number) => Number.parseInt(phash.slice(at, at + 4), 16)
  return [band(0), band(4), band(8), band(12)]
}
