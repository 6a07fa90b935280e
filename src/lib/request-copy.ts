// Request helpers the server entry, the HTTP layer and the auth route share (server-side only, but with
// no imports, so every server layer may use them).

/** application/json or a `+json` type, with or without parameters (as better-auth's parser reads it). */
export const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i

/** A copy of a request with another URL or body; srvx's client address (`request.ip`) goes along. */
export function requestWith(
  request: Request,
  change: { url?: string; body?: Uint8Array | ReadableStream<Uint8Array>; headers?: Record<string, string> },
) {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = change.body ?? (hasBody ? request.body : null)
  const headers = new Headers(request.headers)
  for (const [name, value] of Object.entries(change.headers ?? {})) headers.set(name, value)
  if (change.body instanceof Uint8Array) {
    // Read whole here: the copy states its real length instead of the chunked framing it came with.
    headers.delete('transfer-encoding')
    headers.set('content-length', String(change.body.byteLength))
  }
  const copy = new Request(change.url ?? request.url, {
    method: request.method,
    headers,
    body: body instanceof Uint8Array ? body.slice() : body,
    // Not `redirect` and the like: srvx answers those by building a native Request over the body,
    // which fails once the body is being read here.
    signal: request.signal,
    // A streamed body needs half duplex in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  })
  const ip: unknown = Reflect.get(request, 'ip')
  if (typeof ip === 'string') Object.defineProperty(copy, 'ip', { value: ip, enumerable: true })
  return copy
}
