// Pictures visitors search suppliers with: decoded and normalised once (image-input.ts), described by
// the configured ImageEmbedder, kept in the database (every app server process sees them) for a day,
// and found again by the id the upload returned. Expired pictures are deleted as new ones arrive.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import * as v from 'valibot'
import { renderImagePath } from '@/features/catalog/product-image'
import { getImageEmbedder, type ImageEmbedder } from '@/features/suppliers/images/embedder'
import { type FetchImageOptions, fetchImageUrl } from '@/features/suppliers/images/fetch-image-url'
import type { ImageFeatures } from '@/features/suppliers/images/image-features'
import { type NormalisedImage, normaliseImage } from '@/features/suppliers/images/image-input'
import { widenedView } from '@/features/suppliers/images/search-views'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import type { searchImages } from './suppliers.schema'

export const SEARCH_IMAGE_TTL_HOURS = 24

const Base64Bytes = v.pipe(
  v.string(),
  v.base64(),
  v.transform((text) => new Uint8Array(Buffer.from(text, 'base64'))),
)

const FeaturesSchema = v.object({
  phash: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
  color: v.tuple([v.number(), v.number(), v.number()]),
  shape: v.array(v.number()),
  // The detail and object grids travel as base64 in the jsonb column.
  detail: v.optional(Base64Bytes),
  object: v.optional(Base64Bytes),
  objectFine: v.optional(Base64Bytes),
})

const base64 = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('base64') : undefined)

/** Features as stored in search_images.features (JSON has no bytes: the grids as base64). */
const featuresJson = ({ detail, object, objectFine, ...rest }: ImageFeatures): string =>
  JSON.stringify({ ...rest, detail: base64(detail), object: base64(object), objectFine: base64(objectFine) })

/** A picture ready to search with: its normalised bytes (for a sourcing provider) and its features. */
export type SearchPicture = { jpeg: Uint8Array; features: ImageFeatures; alternates: ImageFeatures[] }

/** A visitor's picture with its widened view (search-views.ts). */
async function withViews(
  jpeg: Uint8Array,
  features: ImageFeatures,
  embedder: ImageEmbedder,
): Promise<SearchPicture> {
  return { jpeg, features, alternates: [await embedder.describe(await widenedView(jpeg))] }
}

export type StoredImage = { id: string; width: number; height: number; expiresAt: Date }

/** Normalises, describes and stores a picture; returns its id. */
export async function storeSearchImage(
  db: Queryable,
  bytes: Uint8Array,
  embedder: ImageEmbedder = getImageEmbedder(),
): Promise<StoredImage> {
  const image = await normaliseImage(bytes)
  const features = await embedder.describe(image.bytes)
  const id = randomBytes(16).toString('hex')
  const expiresAt = new Date(Date.now() + SEARCH_IMAGE_TTL_HOURS * 3600_000)
  await db.query('DELETE FROM search_images WHERE expires_at < now()')
  await db.query(
    `INSERT INTO search_images (id, bytes, content_type, width, height, embedder, features, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      id,
      image.bytes,
      image.contentType,
      image.width,
      image.height,
      embedder.name,
      featuresJson(features),
      expiresAt,
    ],
  )
  return { id, width: image.width, height: image.height, expiresAt }
}

/** A stored picture by id, or null when unknown, expired, or described by another embedder. */
export async function loadSearchImage(
  db: Queryable,
  id: string,
  embedder: ImageEmbedder = getImageEmbedder(),
): Promise<SearchPicture | null> {
  const [row] = await db.query<Pick<SqlRow<typeof searchImages>, 'bytes' | 'features' | 'embedder'>>(
    'SELECT bytes, features, embedder FROM search_images WHERE id = $1 AND expires_at > now()',
    [id],
  )
  if (!row) return null
  const bytes = new Uint8Array(row.bytes)
  if (row.embedder !== embedder.name) return withViews(bytes, await embedder.describe(bytes), embedder)
  const parsed = v.safeParse(
    FeaturesSchema,
    typeof row.features === 'string' ? JSON.parse(row.features) : row.features,
  )
  if (!parsed.success) return withViews(bytes, await embedder.describe(bytes), embedder)
  return withViews(bytes, parsed.output, embedder)
}

/**
 * The picture at an address: this site's own product pictures (/img/p/…) are drawn here, exactly as
 * the catalogue's were described; anything else is fetched under the public-address rules.
 */
export async function pictureFromUrl(
  url: string,
  options: FetchImageOptions = {},
  embedder: ImageEmbedder = getImageEmbedder(),
): Promise<SearchPicture | null> {
  if (url.startsWith('/')) {
    const svg = renderImagePath(url)
    if (!svg) return null
    const jpeg = new Uint8Array(
      await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg().toBuffer(),
    )
    // The catalogue's own picture, described exactly as the seed did: no other view needed.
    return { jpeg, features: await embedder.describe(svg), alternates: [] }
  }
  const image: NormalisedImage = await normaliseImage(await fetchImageUrl(url, options))
  return withViews(image.bytes, await embedder.describe(image.bytes), embedder)
}

/** A stored picture's normalised JPEG, or null when unknown or expired. */
export async function searchImageBytes(db: Queryable, id: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db.query<Pick<SqlRow<typeof searchImages>, 'bytes'>>(
    'SELECT bytes FROM search_images WHERE id = $1 AND expires_at > now()',
    [id],
  )
  return row ? new Uint8Array(row.bytes) : null
}
