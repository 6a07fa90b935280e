// Image descriptors for the supplier image search: a 64-bit perceptual hash (pHash), the mean colour
// of the product, a 4×4 brightness layout, the 32×32 detail grid and the object grid (object-view.ts).
// The seed computes them for supplier images and the search computes them for the visitor's picture,
// so both sides must go through this one function.
//
// pHash (Zauner 2010): greyscale (blurred) 32×32 → 2-D DCT-II → the 8×8 lowest frequencies without the DC
// row and column (DC only says how bright the picture is) → one bit per coefficient: above the
// median or not. Low frequencies survive scaling, compression and small edits, so near-duplicates
// land within a few bits while unrelated pictures differ in about half of the 64.
import sharp from 'sharp'
import { describeObject } from './object-view'

export interface ImageFeatures {
  /** 16 lowercase hexadecimal digits, most significant bit = lowest frequency. */
  phash: string
  /**
   * Mean colour of the product, 0–255 each: under the object mask (object-view.ts), or, when no product
   * stands out there, the pixels that differ from the border's median colour.
   */
  color: [number, number, number]
  /** 4×4 mean brightness, row by row, 0–255 each. */
  shape: number[]
  /**
   * The picture at 32×32, RGB, row by row (3,072 bytes): fine enough to tell apart two shots of one
   * product (a tag or a sticker beside it) that the hash and the 4×4 layout see as the same, for the
   * search's second stage (detail.ts). Absent for catalogue rows described before it existed.
   */
  detail?: Uint8Array
  /**
   * The product cut from its background and framed on itself (object-view.ts, OBJECT_BYTES): what the
   * search compares turned, scaled and cropped photos by. Absent for rows described before it existed.
   */
  object?: Uint8Array
  /**
   * The object grid's frame at twice the resolution (object-view.ts, FINE_BYTES): the visitor's picture
   * is turned from it. Only queries need it; catalogue rows do not store it.
   */
  objectFine?: Uint8Array
}

const SIZE = 32
/** Side of the detail grid (DETAIL_SIZE² RGB cells): the unblurred reduction the colour is read from. */
export const DETAIL_SIZE = SIZE
const LOW = 8
const NORMALISED = 128

// cos((2x + 1) u π / 2N) for u < LOW + 1 and x < N, precomputed once.
const COSINES = (() => {
  const table = new Float64Array((LOW + 1) * SIZE)
  for (let u = 0; u <= LOW; u++) {
    for (let x = 0; x < SIZE; x++) table[u * SIZE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))
  }
  return table
})()

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart()
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))
}

/** The 64-bit pHash of a 32×32 greyscale image (row-major, 0–255). */
export function phashFromGrey(grey: Float64Array): string {
  // Separable DCT: rows first (keeping only the frequencies we need), then columns.
  const rows = new Float64Array(SIZE * (LOW + 1))
  for (let y = 0; y < SIZE; y++) {
    for (let v = 0; v <= LOW; v++) {
      let sum = 0
      for (let x = 0; x < SIZE; x++) sum += grey[y * SIZE + x]! * COSINES[v * SIZE + x]!
      rows[y * (LOW + 1) + v] = sum
    }
  }
  const coefficients: number[] = []
  for (let u = 1; u <= LOW; u++) {
    for (let v = 1; v <= LOW; v++) {
      let sum = 0
      for (let y = 0; y < SIZE; y++) sum += rows[y * (LOW + 1) + v]! * COSINES[u * SIZE + y]!
      coefficients.push(sum)
    }
  }
  const sorted = coefficients.slice().sort((a, b) => a - b)
  const median = (sorted[31]! + sorted[32]!) / 2
  let hex = ''
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0
    for (let bit = 0; bit < 4; bit++)
      value = (value << 1) | (coefficients[nibble * 4 + bit]! > median ? 1 : 0)
    hex += value.toString(16)
  }
  return hex
}

// Gaussian weights for σ = 1.5 (radius 4), normalised.
const RADIUS = 4
const KERNEL = (() => {
  const weights = Array.from({ length: 2 * RADIUS + 1 }, (_, i) =>
    Math.exp(-((i - RADIUS) ** 2) / (2 * 1.5 * 1.5)),
  )
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return Float64Array.from(weights, (weight) => weight / total)
})()
const SCALE = NORMALISED / SIZE

/**
 * Blurs a 128×128 greyscale image (σ 1.5, edges clamped) and averages 4×4 blocks down to 32×32.
 * Like the original pHash's 7×7 mean filter, the blur makes rescaled or recompressed copies hash
 * alike; it runs at a fixed size so its effect does not depend on the size of the upload.
 */
function blurAndReduce(grey: Float64Array): Float64Array {
  const n = NORMALISED
  const padded = n + 2 * RADIUS
  // Rows padded with copies of their edge pixels, so the inner loops need no bounds checks.
  const line = new Float64Array(padded)
  const horizontal = new Float64Array(n * n)
  for (let y = 0; y < n; y++) {
    const row = y * n
    for (let x = 0; x < padded; x++) line[x] = grey[row + Math.min(n - 1, Math.max(0, x - RADIUS))]!
    for (let x = 0; x < n; x++) {
      let sum = 0
      for (let k = 0; k < KERNEL.length; k++) sum += line[x + k]! * KERNEL[k]!
      horizontal[row + x] = sum
    }
  }
  const out = new Float64Array(SIZE * SIZE)
  const column = new Float64Array(padded)
  const weight = 1 / (SCALE * SCALE)
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < padded; y++) column[y] = horizontal[Math.min(n - 1, Math.max(0, y - RADIUS)) * n + x]!
    const targetX = Math.floor(x / SCALE)
    for (let y = 0; y < n; y++) {
      let sum = 0
      for (let k = 0; k < KERNEL.length; k++) sum += column[y + k]! * KERNEL[k]!
      out[Math.floor(y / SCALE) * SIZE + targetX]! += sum * weight
    }
  }
  return out
}

/** Averages SCALE×SCALE blocks of a 128×128 RGB image down to 32×32. */
function reduceRgb(pixels: Uint8Array): Float64Array {
  const out = new Float64Array(SIZE * SIZE * 3)
  for (let y = 0; y < NORMALISED; y++) {
    const target = Math.floor(y / SCALE) * SIZE
    for (let x = 0; x < NORMALISED; x++) {
      const from = (y * NORMALISED + x) * 3
      const to = (target + Math.floor(x / SCALE)) * 3
      out[to]! += pixels[from]! / (SCALE * SCALE)
      out[to + 1]! += pixels[from + 1]! / (SCALE * SCALE)
      out[to + 2]! += pixels[from + 2]! / (SCALE * SCALE)
    }
  }
  return out
}

/**
 * Features of an SVG, PNG, JPEG or WebP image. Transparent areas are flattened on white first, as a
 * marketplace shows them.
 */
export async function imageFeatures(image: Uint8Array | string): Promise<ImageFeatures> {
  const bytes = typeof image === 'string' ? Buffer.from(image, 'utf8') : image
  // librsvg renders an SVG at its own size; giving the density explicitly keeps results independent
  // of any default that a future sharp might change.
  const input = sharp(bytes, looksLikeSvg(bytes) ? { density: 72 } : {})
  const { data: normalised, info } = await input
    .flatten({ background: '#ffffff' })
    .resize(NORMALISED, NORMALISED, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.width !== NORMALISED || info.height !== NORMALISED || info.channels !== 3) {
    throw new Error(`unexpected decode ${info.width}×${info.height}×${info.channels}`)
  }
  const fullGrey = new Float64Array(NORMALISED * NORMALISED)
  for (let i = 0; i < fullGrey.length; i++) {
    fullGrey[i] = 0.299 * normalised[i * 3]! + 0.587 * normalised[i * 3 + 1]! + 0.114 * normalised[i * 3 + 2]!
  }
  const hashInput = blurAndReduce(fullGrey)
  // Colour and layout come from the unblurred 32×32 reduction.
  const data = reduceRgb(normalised)
  const grey = new Float64Array(SIZE * SIZE)
  for (let i = 0; i < SIZE * SIZE; i++) {
    grey[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!
  }

  // Background = the median colour of the border pixels; the product is whatever differs from it.
  const border: number[][] = [[], [], []]
  for (let i = 0; i < SIZE; i++) {
    for (const index of [i, (SIZE - 1) * SIZE + i, i * SIZE, i * SIZE + SIZE - 1]) {
      for (let c = 0; c < 3; c++) border[c]!.push(data[index * 3 + c]!)
    }
  }
  const background = border.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!)
  const sums = new Float64Array(3)
  const all = new Float64Array(3)
  let count = 0
  for (let i = 0; i < SIZE * SIZE; i++) {
    const r = data[i * 3]!
    const g = data[i * 3 + 1]!
    const b = data[i * 3 + 2]!
    all[0]! += r
    all[1]! += g
    all[2]! += b
    const distance =
      Math.abs(r - background[0]!) + Math.abs(g - background[1]!) + Math.abs(b - background[2]!)
    if (distance > 48) {
      sums[0]! += r
      sums[1]! += g
      sums[2]! += b
      count++
    }
  }
  // A picture that is all background (or a photo filling the frame) falls back to the plain mean.
  const useProduct = count >= (SIZE * SIZE) / 50
  const divisor = useProduct ? count : SIZE * SIZE
  const source = useProduct ? sums : all
  const color: [number, number, number] = [
    Math.round(source[0]! / divisor),
    Math.round(source[1]! / divisor),
    Math.round(source[2]! / divisor),
  ]

  const shape: number[] = []
  const cell = SIZE / 4
  for (let by = 0; by < 4; by++) {
    for (let bx = 0; bx < 4; bx++) {
      let sum = 0
      for (let y = by * cell; y < (by + 1) * cell; y++) {
        for (let x = bx * cell; x < (bx + 1) * cell; x++) sum += grey[y * SIZE + x]!
      }
      shape.push(Math.round(sum / (cell * cell)))
    }
  }

  const detail = new Uint8Array(SIZE * SIZE * 3)
  for (let i = 0; i < detail.length; i++) detail[i] = Math.round(data[i]!)
  const object = describeObject(Float64Array.from(normalised), NORMALISED)
  return {
    phash: phashFromGrey(hashInput),
    color: object.color ?? color,
    shape,
    detail,
    object: object.grid,
    objectFine: object.fine,
  }
}

const POPCOUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]
const HASH = /^[0-9a-f]{16}$/i

/** Bits that differ between two 16-digit hex hashes (0–64). */
export function hammingDistance(a: string, b: string): number {
  if (!HASH.test(a) || !HASH.test(b)) throw new RangeError('hashes must be 16 hexadecimal digits')
  let distance = 0
  for (let i = 0; i < 16; i++) {
    distance += POPCOUNT[Number.parseInt(a[i]!, 16) ^ Number.parseInt(b[i]!, 16)]!
  }
  return distance
}
