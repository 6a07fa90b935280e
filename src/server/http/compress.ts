// Response compression for what the app renders (HTML, JSON, CSV, XML, text): brotli or gzip as the
// request's Accept-Encoding allows, applied to the stream so server-rendered pages and CSV exports keep
// streaming (every chunk is flushed as it arrives rather than held for a better ratio). Fingerprinted
// assets never come through here: scripts/serve.ts serves them already brotli-compressed.
import { once } from 'node:events'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** Bodies known to be smaller than this are sent as they are: compressing them costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|rss\+xml)|image\/svg\+xml)/i

export type Encoding = 'br' | 'gzip'

/** The best encoding the request accepts (q=0 refuses one), or null for none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return null
}

function compressor(encoding: Encoding) {
  // Brotli quality 4 (of 11) is the usual choice for content compressed per response: close to gzip's
  // speed, smaller output. The flush mode sends each chunk on at once, so streaming is kept.
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 })
}

/** Compresses a web stream with node:zlib, chunk by chunk, pausing while the client is behind. */
function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const zipped = compressor(encoding)
  const reader = body.getReader()
  // Feeds the compressor as fast as it drains; a failed source ends the compressed stream with it.
  void (async () => {
    try {
      for (;;) {
        const next = await reader.read()
        if (next.done) break
        if (!zipped.write(next.value)) await once(zipped, 'drain')
      }
      zipped.end()
    } catch (error) {
      zipped.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  })()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zipped.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 1) <= 0) zipped.pause()
      })
      zipped.on('end', () => controller.close())
      zipped.on('error', (error) => controller.error(error))
    },
    pull() {
      zipped.resume()
    },
    cancel(reason) {
      zipped.destroy()
      return reader.cancel(reason)
    },
  })
}

/**
 * Reads a body until `min` bytes or its end: whether it is that small, and a stream of the whole body
 * (the bytes read, then the rest as it comes), so a large or streamed body is not held back.
 */
async function peek(
  body: ReadableStream<Uint8Array>,
  min: number,
): Promise<{ small: boolean; stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader()
  const head: Uint8Array[] = []
  let size = 0
  let done = false
  while (size < min) {
    const next = await reader.read()
    if (next.done) {
      done = true
      break
    }
    head.push(next.value)
    size += next.value.byteLength
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
      if (done) controller.close()
    },
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  return { small: done && size < min, stream }
}

/**
 * The response compressed for this request, or unchanged: only compressible types, only bodies not
 * already encoded, not HEAD, not bodies under 1 KB (read up to that size to find out, so a stream
 * starts flowing after its first kilobyte). Always adds `Vary: Accept-Encoding` to compressible types,
 * so a shared cache keeps the variants apart.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding')) return response
  const headers = new Headers(response.headers)
  const vary = headers.get('vary')
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }
  const init = { status: response.status, statusText: response.statusText, headers }
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  const length = Number(headers.get('content-length') ?? Number.NaN)
  if (request.method === 'HEAD' || !encoding || length < MIN_COMPRESS_BYTES) {
    return new Response(response.body, init)
  }
  const { small, stream } = await peek(response.body, MIN_COMPRESS_BYTES)
  if (small) return new Response(stream, init)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  return new Response(compressStream(stream, encoding), init)
}
