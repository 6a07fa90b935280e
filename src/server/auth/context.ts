// Who is calling: one CallContext per request, for server functions (requestCallContext) and /api
// routes (callContextFromRequest) alike. It carries `Authorization: token##fingerprint` and resolves the
// viewer lazily from the session cookie or that token, so quotas and plan checks see the same caller
// on both paths, and calls that never need the viewer cost no lookup.
//
// A page (or server function) that needs a viewer while the request carries no session is a first
// visit, typically a shared link: the request gets its guest then and there (guest-session.ts, within
// the guests-per-address limit), with the session and fingerprint cookies on the response, so the first
// HTML already holds the data. /api callers (the plug-in, scripts) fetch their token from get-token.
import { appendResponseHeader, getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { canonicalPath, isEndpointKey } from '@/lib/canonical-path'
import { type CallContext, parseAuthorization, type Viewer } from '@/server/api/call'
import { startGuestSession } from '@/server/auth/guest-session'
import { clientAddress } from '@/server/auth/rate-limit'
import { resolveViewer } from '@/server/auth/viewer'
import { hitLimits } from '@/server/limits/limits'

export function callContextFromRequest(request: Request): CallContext {
  const { token, fingerprint } = parseAuthorization(request.headers.get('authorization'))
  let viewer: Promise<Viewer | null> | undefined
  return {
    token,
    fingerprint,
    viewer: () => {
      viewer ??= resolveViewer(request.headers, token)
      return viewer
    },
  }
}

/** One viewer (and at most one new guest) per request, even when several server functions ask at once. */
type RequestViewer = {
  viewer: Promise<Viewer | null>
  guest?: Promise<Viewer | null>
  entry?: Promise<boolean>
  /** The session's viewer once `viewer` has resolved (undefined until then). */
  settled?: Viewer | null
  /** Uses left per feature, as this request's metered calls left them. */
  remaining?: Map<string, number>
}
const requestViewers = new WeakMap<Request, RequestViewer>()

/**
 * Who the request's session is, if one of its calls has already resolved it (a page's loader did, on
 * the server, before the page renders); undefined otherwise. For render-time choices that must not
 * start a lookup of their own: the shell holds the free-limit banner's place for a free session.
 */
export function settledRequestViewer(): Viewer | null | undefined {
  return requestViewers.get(getRequest())?.settled
}

/** The uses of `feature` left after this request's metered calls, if one metered it. */
export function requestRemaining(feature: string): number | undefined {
  return requestViewers.get(getRequest())?.remaining?.get(feature)
}

/**
 * Whether a request is a visit's entry page with a free view left: a page load (not an endpoint or a
 * server-function call from a running page) with no session and no token, within the address's
 * LIMITS.entryViewsPerAddress. Counted once per request, however many calls the page makes.
 */
async function entryOf(request: Request, viewer: Promise<Viewer | null>, token: string | null) {
  if (request.method !== 'GET' || token) return false
  if (isEndpointKey(canonicalPath(new URL(request.url).pathname).key)) return false
  if (await viewer) return false
  return (await hitLimits([['entryViewsPerAddress', clientAddress(request)]])) === null
}

async function guestOf(request: Request, viewer: Promise<Viewer | null>, token: string | null) {
  const found = await viewer
  if (found || token) return found
  // Personal from here on: never kept in the anonymous page cache.
  setResponseHeader('cache-control', 'private, no-store')
  try {
    const guest = await startGuestSession(request)
    if (!guest) return null
    for (const cookie of guest.cookies) appendResponseHeader('set-cookie', cookie)
    return await resolveViewer(new Headers(), guest.token)
  } catch (error) {
    console.error('[guest session]', error)
    return null
  }
}

/**
 * The context of the request a server function is serving. `viewer` is who the request's session is;
 * `guest` (what quota-tracked calls use) also starts a guest for a first visit.
 */
export function requestCallContext(): CallContext {
  const request = getRequest()
  const { token, fingerprint } = parseAuthorization(request.headers.get('authorization'))
  const state = () => {
    let found = requestViewers.get(request)
    if (!found) {
      const entry: RequestViewer = { viewer: resolveViewer(request.headers, token) }
      entry.viewer.then(
        (viewer) => {
          entry.settled = viewer
        },
        () => {},
      )
      requestViewers.set(request, entry)
      found = entry
    }
    return found
  }
  return {
    token,
    fingerprint,
    viewer: () => state().viewer,
    guest: () => {
      const found = state()
      found.guest ??= guestOf(request, found.viewer, token)
      return found.guest
    },
    entry: () => {
      const found = state()
      found.entry ??= entryOf(request, found.viewer, token)
      return found.entry
    },
    metered: (feature, remaining) => {
      const found = state()
      found.remaining ??= new Map()
      found.remaining.set(feature, remaining)
    },
  }
}
