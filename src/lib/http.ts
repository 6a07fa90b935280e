export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type HttpErrorInit = {
  method: string
  url: string
  status: number
  statusText: string
  body?: unknown
  cause?: unknown
}

/** A failed request. status 0 means no HTTP answer arrived (timeout or network failure). */
export class HttpError extends Error {
  readonly method: string
  readonly url: string
  readonly status: number
  readonly statusText: string
  readonly body?: unknown

  constructor(init: HttpErrorInit) {
    const status = init.statusText ? `${init.status} ${init.statusText}` : String(init.status)
    super(
      `[${init.method}] "${init.url}": ${status}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    )
    this.name = 'HttpError'
    this.method = init.method
    this.url = init.url
    this.status = init.status
    this.statusText = init.statusText
    if (init.body !== undefined) this.body = init.body
  }
}

export type HttpClientOptions = {
  baseUrl?: string
  getToken?: () => string | null | undefined
  getFingerprint?: () => string | null | undefined
  fetch?: typeof fetch
  timeoutMs?: number
}

export type HttpRequestInit = {
  timeoutMs?: number
  /** Send the payload of a POST, PUT or PATCH in the query string instead of the body. */
  asQuery?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type HttpClient = {
  request<T>(method: HttpMethod, path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
  get<T>(path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
  post<T>(path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
  put<T>(path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
  patch<T>(path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
  delete<T>(path: string, payload?: unknown, init?: HttpRequestInit): Promise<T>
}

// Statuses that say "try again": the server was busy, timed out, or hit a conflict that may clear.
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
// A short pause gives an overloaded server a moment without making the user wait noticeably.
const RETRY_DELAY_MS = 200

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function encodeQuery(payload: unknown): string {
  if (payload === undefined || payload === null) return ''
  if (payload instanceof URLSearchParams) return payload.toString()
  if (typeof payload !== 'object' || Array.isArray(payload)) {
    throw new TypeError('A query payload must be an object of key/value pairs')
  }
  const entries: [string, unknown][] = Object.entries(payload)
  const pairs: string[] = []
  for (const [key, value] of entries) {
    const items: readonly unknown[] = Array.isArray(value) ? value : [value]
    for (const item of items) {
      if (item === undefined || item === null) continue
      // encodeURIComponent writes spaces as %20, which every server decodes (unlike '+').
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(queryValue(item))}`)
    }
  }
  return pairs.join('&')
}

function buildUrl(baseUrl: string | undefined, path: string, query: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(path)
  const joined = absolute || !baseUrl ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  if (!query) return joined
  const hashAt = joined.indexOf('#')
  const base = hashAt === -1 ? joined : joined.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : joined.slice(hashAt)
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${query}${hash}`
}

function errorBody(text: string): unknown {
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed
  } catch {
    return text
  }
}

// The server is the trust boundary: its JSON is taken to be the T the caller asked for.
function parseJson<T>(text: string): T {
  return JSON.parse(text)
}

function combineSignals(signals: ReadonlyArray<AbortSignal | undefined>): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined)
  return present.length > 1 ? AbortSignal.any(present) : present[0]
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function present(value: string | null | undefined): string {
  return value ?? ''
}

/**
 * The app's only fetch wrapper. JSON in and out; a GET is retried once on a transient failure
 * because reading twice is harmless, while writes are never repeated behind the user's back.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  function authorization(): string | undefined {
    const token = present(options.getToken?.())
    const fingerprint = present(options.getFingerprint?.())
    return token || fingerprint ? `${token}##${fingerprint}` : undefined
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    payload?: unknown,
    init: HttpRequestInit = {},
  ): Promise<T> {
    const inQuery = method === 'GET' || method === 'DELETE' || init.asQuery === true
    const url = buildUrl(options.baseUrl, path, inQuery ? encodeQuery(payload) : '')
    const headers: Record<string, string> = { Accept: 'application/json' }
    const body = !inQuery && payload !== undefined ? JSON.stringify(payload) : undefined
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const auth = authorization()
    if (auth !== undefined) headers.Authorization = auth
    Object.assign(headers, init.headers)
    const timeoutMs = init.timeoutMs ?? options.timeoutMs
    // Looked up per call so a polyfill or test double installed later is still used.
    const doFetch = options.fetch ?? globalThis.fetch

    for (let attempt = 1; ; attempt += 1) {
      const mayRetry = method === 'GET' && attempt === 1
      // Each attempt gets the full time budget.
      const timeout = timeoutMs !== undefined && timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined
      const signal = combineSignals([init.signal, timeout])
      let response: Response
      let text: string
      try {
        response = await doFetch(url, { method, headers, body, signal })
        text = await response.text()
      } catch (error) {
        // The caller cancelled: pass their abort through untouched, it is not a failure.
        if (init.signal?.aborted) throw error
        if (timeout?.aborted) {
          throw new HttpError({ method, url, status: 0, statusText: 'Timeout', cause: error })
        }
        if (mayRetry) {
          await pause(RETRY_DELAY_MS, init.signal)
          continue
        }
        const statusText = error instanceof Error ? error.message : String(error)
        throw new HttpError({ method, url, status: 0, statusText, cause: error })
      }

      if (!response.ok) {
        if (mayRetry && RETRY_STATUSES.has(response.status)) {
          await pause(RETRY_DELAY_MS, init.signal)
          continue
        }
        const { status, statusText } = response
        throw new HttpError({ method, url, status, statusText, body: errorBody(text) })
      }

      // An empty body (204, or a bare 200) is reported as null, like JSON's own "nothing".
      if (text === '') return parseJson<T>('null')
      try {
        return parseJson<T>(text)
      } catch (error) {
        // A 200 with HTML usually means the request hit a page route instead of the API.
        throw new HttpError({
          method,
          url,
          status: response.status,
          statusText: 'Invalid JSON',
          body: text,
          cause: error,
        })
      }
    }
  }

  return {
    request,
    get: (path, payload, init) => request('GET', path, payload, init),
    post: (path, payload, init) => request('POST', path, payload, init),
    put: (path, payload, init) => request('PUT', path, payload, init),
    patch: (path, payload, init) => request('PATCH', path, payload, init),
    delete: (path, payload, init) => request('DELETE', path, payload, init),
  }
}

export type DownloadProgress = { bytes: number; lines: number; total: number | null }

export type Downloaded =
  | { kind: 'file'; blob: Blob; fileName: string | null; headers: Headers }
  /** A JSON reply instead of a file: the server refused (spec §8), body is its envelope. */
  | { kind: 'json'; body: unknown }

/**
 * A file download (GET, or POST with a JSON body) with progress: bytes and line breaks read so far (for CSV, rows), and the
 * content length when the server sent one. Non-OK answers throw HttpError like every other call.
 */
export async function download(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  init: {
    signal?: AbortSignal
    headers?: Record<string, string>
    /** A POST with a JSON body, for a file whose request does not fit a URL (a label batch). */
    json?: unknown
  } = {},
): Promise<Downloaded> {
  const method = init.json === undefined ? 'GET' : 'POST'
  const response = await fetch(url, {
    method,
    headers: init.json === undefined ? init.headers : { ...init.headers, 'content-type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: init.signal,
    credentials: 'same-origin',
  })
  const type = response.headers.get('content-type') ?? ''
  if (type.includes('application/json'))
    return { kind: 'json', body: await response.json().catch(() => null) }
  if (!response.ok || !response.body) {
    throw new HttpError({ method, url, status: response.status, statusText: response.statusText })
  }
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    bytes += value.length
    for (const byte of value) if (byte === 10) lines++
    onProgress({ bytes, lines, total })
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null
  return { kind: 'file', blob: new Blob(chunks, { type }), fileName, headers: response.headers }
}
