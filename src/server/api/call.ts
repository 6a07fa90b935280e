// Who calls the marketplace API and how a refusal travels: the caller's context, the viewer behind it,
// the error every layer throws for a non-success reply, and the success envelope. Every feature's slice
// of the API (src/features/<domain>/<domain>.api.ts) is written against these.
import type { PlanId } from '@/config/plan-ids'
import type { SubscriptionInfo } from '@/config/subscription'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'

/** The signed-in user (or fingerprint-bound guest) behind a call, with the plan in force now. */
export type Viewer = {
  userId: string
  email: string
  username: string
  isGuest: boolean
  /** The effective plan: an expired subscription counts as 0 (spec §4). */
  planId: PlanId
  subscription: SubscriptionInfo
}

/** The credentials of `Authorization: token##fingerprint`. */
export type Credentials = { token: string | null; fingerprint: string | null }

/**
 * Who is calling. `viewer` resolves the session (cookie or token) once, on first use. Contexts built
 * from an HTTP request (callContextFromRequest in src/server/auth/context.ts) always have it; without it
 * the call comes from inside the server (scripts, benchmarks, data tests) and no quota applies.
 */
export type CallContext = Credentials & {
  viewer?: () => Promise<Viewer | null>
  /**
   * The viewer, or else a guest started for this request (a page's first visit, with its cookies on the
   * response); null when the guest limit refuses one. Only page requests (server functions) offer it.
   */
  guest?: () => Promise<Viewer | null>
  /**
   * Whether this request is the page a visit enters on (a page load without a session, such as a shared
   * link opened in a fresh browser) and its address still has free entry views: then what the page
   * shows takes no quota use (docs/quotas.md, "Shared links"). Only page requests offer it.
   */
  entry?: () => Promise<boolean>
  /**
   * Told the uses left of a feature once a call has metered it (withQuota): a page request keeps it so
   * the page can be rendered with its free-limit banner (src/components/shell/free-limit-slot.tsx).
   */
  metered?: (feature: string, remaining: number) => void
}

/** A call from inside the server: no HTTP caller, so no session and no quota (scripts, benchmarks). */
export const ANONYMOUS: CallContext = { token: null, fingerprint: null }

/** The rows of an export, read lazily while the file downloads, and what its reply headers carry. */
export type ExportRows<Row> = {
  rows: AsyncIterable<Row[]>
  /** The most rows this export may hold (plan limit). */
  maxRows: number
  /** The day of the data, for the file name. */
  asOf: string | null
  remaining: number
}

/** A reply that is not a success, carried as an error to the HTTP layer (status and envelope). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** Details the page acts on (such as a batch's row-by-row report); null for most refusals. */
    readonly data: unknown = null,
  ) {
    super(message)
  }
}

/** The success envelope around `data`. */
export const ok = <T>(data: T): ApiEnvelope<T> => ({ code: API_CODES.success, msg: 'success', data })

/** Parses `Authorization: <token>##<fingerprint>` (either side may be empty). */
export function parseAuthorization(header: string | null): Credentials {
  if (!header) return { token: null, fingerprint: null }
  const [token = '', fingerprint = ''] = header.split('##')
  const clean = (s: string) => (s.trim() === '' || s.length > 512 ? null : s.trim())
  return { token: clean(token), fingerprint: clean(fingerprint) }
}
