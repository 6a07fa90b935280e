// Turning what a visitor hands the supplier search into a safe, normalised picture: a size cap before
// anything is read, the type sniffed from the bytes (a renamed file is refused whatever its name or
// header says), a pixel limit read from the header before decoding (a small file can declare a huge
// canvas: a decompression bomb), then one decode with sharp to an upright JPEG of at most 512 px.
import sharp from 'sharp'

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
/** 40 megapixels: above any phone camera, far below what would exhaust memory when decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000
export const NORMALISED_EDGE = 512

export type ImageRefusalReason =
  | 'too_large'
  | 'wrong_type'
  | 'undecodable'
  | 'too_many_pixels'
  | 'url_invalid'
  | 'url_refused'
  | 'url_failed'

/** A picture refused for a reason the visitor can act on (the page words each reason). */
export class ImageRefusal extends Error {
  override name = 'ImageRefusal'
  constructor(
    readonly reason: ImageRefusalReason,
    message: string,
  ) {
    super(message)
  }
}

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'

/** The image type from the file's first bytes (magic numbers), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const at = (i: number) => bytes[i] ?? -1
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0))
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png'
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif'
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp'
  return null
}

export type NormalisedImage = { bytes: Uint8Array; contentType: 'image/jpeg'; width: number; height: number }

export async function normaliseImage(bytes: Uint8Array): Promise<NormalisedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRefusal('too_large', 'image: larger than 8 MB')
  if (bytes.byteLength === 0) throw new ImageRefusal('undecodable', 'image: the file is empty')
  if (!sniffImageType(bytes)) {
    throw new ImageRefusal('wrong_type', 'image: not a JPEG, PNG, WebP or GIF picture')
  }
  let width: number
  let height: number
  try {
    // metadata() reads the header only: the declared size is checked before any pixel is decoded.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    throw new ImageRefusal('undecodable', 'image: the picture could not be read')
  }
  if (width <= 0 || height <= 0) throw new ImageRefusal('undecodable', 'image: the picture has no size')
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRefusal('too_many_pixels', `image: ${width}×${height} is more than 40 megapixels`)
  }
  try {
    // limitInputPixels again: a header that lied about its size still cannot decode past the limit.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(NORMALISED_EDGE, NORMALISED_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 92 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: new Uint8Array(data), contentType: 'image/jpeg', width: info.width, height: info.height }
  } catch {
    throw new ImageRefusal('undecodable', 'image: the picture could not be decoded')
  }
}
