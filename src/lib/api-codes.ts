// The /api contract's reply codes (spec §7–§8), shared by the server, the HTTP client and the UI.
export const API_CODES = {
  /** Success for /api/* calls. */
  success: 10000,
  /** Success for the popup call. */
  popupSuccess: 100000,
  sessionInvalid: 10001,
  sessionInvalidAlt: 20001,
  repeatSubscription: 10003,
  limitReached: 10020,
  /** A known parameter has a bad value (HTTP 400); msg names the field. */
  invalidParameter: 10400,
  notFound: 10404,
  /** The route exists but not for this HTTP method (HTTP 405). */
  methodNotAllowed: 10405,
  /** Unexpected failure on our side (HTTP 500); never the answer to bad input. */
  serverError: 10500,
  /** Too many requests from one address or token (HTTP 429, with Retry-After). */
  rateLimited: 10429,
  /** A state-changing call from another site's page (HTTP 403): its Origin is not ours. */
  foreignOrigin: 10403,
  /** The request body is larger than the route takes (HTTP 413), refused before it is read. */
  payloadTooLarge: 10413,
  /** The body's Content-Type is not one the route reads, e.g. text/plain for JSON (HTTP 415). */
  unsupportedMediaType: 10415,
  /** The upstream marketplace service did not answer (HTTP 502). */
  upstreamUnavailable: 10502,
} as const

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES]

/** Every /api reply: { code, msg, data }. */
export type ApiEnvelope<T> = { code: number; msg: string; data: T }

export const isSessionInvalid = (code: number) =>
  code === API_CODES.sessionInvalid || code === API_CODES.sessionInvalidAlt
export const isSuccess = (code: number) => code === API_CODES.success || code === API_CODES.popupSuccess

/** Quota-tracked replies carry data.remaining; -1 means unknown. */
export const REMAINING_UNKNOWN = -1

/** The one envelope guard: whether a parsed body is a `{ code, msg, data }` reply (of any data). */
export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'number' &&
    'msg' in body &&
    typeof body.msg === 'string'
  )
}
