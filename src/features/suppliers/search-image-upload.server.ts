// POST /api/imagesearch/upload: the picture as the raw request body (any image content type) or as the
// `file` field of a multipart form, or { "url": "https://…" } as JSON for a picture on the web. The body
// is read with the 8 MB cap as it arrives (a larger upload is cut off, not buffered), then stored
// (search-images.server.ts). Needs no session: a first visit uploads before any metered call, and the
// search that uses the id is metered; /api's per-address rate limit bounds the uploads.
import * as v from 'valibot'
import type { FetchImageOptions } from '@/features/suppliers/images/fetch-image-url'
import { ImageRefusal, MAX_IMAGE_BYTES } from '@/features/suppliers/images/image-input'
import { API_CODES } from '@/lib/api-codes'
import { ApiError } from '@/server/api/call'
import type { Queryable } from '@/server/db/client'
import { readUpTo } from '@/server/http/body-limit'
import { pictureFromUrl, storeSearchImage } from './search-images.server'
import { imageRefusalError } from './suppliers.api'
import type { UploadedImage } from './suppliers.shared'
import { ImageUrlParam } from './suppliers.shared'

const tooLarge = () => imageRefusalError(new ImageRefusal('too_large', 'image: larger than 8 MB'))

/** The request body, refused as soon as it passes `cap` bytes. */
async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > cap) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const bytes = await readUpTo(request.body, cap)
  if (!bytes) throw tooLarge()
  return bytes
}

const UrlBody = v.object({ url: ImageUrlParam })

export async function uploadSearchImage(
  db: Queryable,
  request: Request,
  fetchOptions?: FetchImageOptions,
): Promise<UploadedImage> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  try {
    if (type.startsWith('application/json')) {
      let body: unknown
      try {
        body = JSON.parse(new TextDecoder().decode(await readCapped(request, 16_384)))
      } catch {
        throw new ApiError(400, API_CODES.invalidParameter, 'body: is not valid JSON')
      }
      const parsed = v.safeParse(UrlBody, body)
      if (!parsed.success)
        throw new ApiError(400, API_CODES.invalidParameter, `url: ${parsed.issues[0].message}`, {
          reason: 'url_invalid',
        })
      const picture = await pictureFromUrl(parsed.output.url, fetchOptions)
      if (!picture)
        throw new ApiError(400, API_CODES.invalidParameter, 'url: not a product picture of this site', {
          reason: 'url_invalid',
        })
      return stored(await storeSearchImage(db, picture.jpeg))
    }
    // Multipart adds a little framing around the file; the file itself is checked against 8 MB below.
    const bytes = await readCapped(request, MAX_IMAGE_BYTES + 64 * 1024)
    let file: Uint8Array = bytes
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(bytes, { headers: { 'content-type': type } })
        .formData()
        .catch(() => null)
      const entry = form?.get('file')
      if (!entry || typeof entry === 'string') {
        throw new ApiError(
          400,
          API_CODES.invalidParameter,
          'file: attach the picture as the form field "file"',
          { reason: 'missing' },
        )
      }
      file = new Uint8Array(await entry.arrayBuffer())
    }
    return stored(await storeSearchImage(db, file))
  } catch (error) {
    if (error instanceof ImageRefusal) throw imageRefusalError(error)
    throw error
  }
}

const stored = (image: { id: string; width: number; height: number; expiresAt: Date }): UploadedImage => ({
  image_id: image.id,
  width: image.width,
  height: image.height,
  expires_at: image.expiresAt.toISOString(),
})
