// The request body size limit on every route (issue 32: a 100 MB JSON body to a public POST was read
// whole, and four at once took the server from 594 to 1,335 MB). The server entry calls limitBody before
// anything reads the body: a declared Content-Length over the route's cap is refused at once, unread; a
// body without one (chunked) is read here up to the cap and refused as soon as it passes it. A refusal
// is 413 in the envelope with `Connection: close`, so the rest of the body is never read either.
// Uploads get their own, larger cap here too: a route that stopped reading part-way (cancelling the
// socket's stream) left srvx unable to answer at all, so no route reads past its cap by itself.
import { API_CODES } from '@/lib/api-codes'
import { under } from '@/lib/canonical-path'
import { requestWith } from '@/lib/request-copy'
import { BODY_LIMITS, DEFAULT_BODY_BYTES, UPLOAD_BODY_BYTES } from '@/server/limits/limits'
import { json } from './routes'

export { requestWith }

/** The largest body a route takes, by its canonical path key. */
export function bodyCap(key: string): number {
  const upload = UPLOAD_BODY_BYTES[key]
  if (upload !== undefined) return upload
  return BODY_LIMITS.find((entry) => under(key, entry.under))?.bytes ?? DEFAULT_BODY_BYTES
}

export function tooLarge(bytes: number): Response {
  const response = json(413, {
    code: API_CODES.payloadTooLarge,
    msg: `body: larger than ${bytes} bytes`,
    data: { max_bytes: bytes },
  })
  response.headers.set('connection', 'close')
  return response
}

export type BodyCheck = { kind: 'pass'; request: Request } | { kind: 'refuse'; response: Response }

/** Reads at most `cap` bytes; null when the body is longer (reading stops there). Uploads use it too. */
export async function readUpTo(
  body: ReadableStream<Uint8Array>,
  cap: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      // Let go rather than cancel: cancelling Node's stream over the socket while data is still
      // arriving throws "Controller is already closed" out of the adapter and ends the process. The
      // refusal's `Connection: close` ends the connection and the rest of the body with it.
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

/** The request with its body bounded for its route (canonical key), or the 413 refusal. */
export async function limitBody(request: Request, key: string): Promise<BodyCheck> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return { kind: 'pass', request }
  const cap = bodyCap(key)
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    if (!Number.isSafeInteger(length) || length < 0 || length > cap)
      return { kind: 'refuse', response: tooLarge(cap) }
  }
  const bytes = await readUpTo(request.body, cap)
  if (!bytes) return { kind: 'refuse', response: tooLarge(cap) }
  return { kind: 'pass', request: requestWith(request, { body: bytes }) }
}
