// The client of an upstream marketplace service speaking this app's /api contract (MARKETPLACE_API_URL):
// the remote halves of the feature slices call it. Queries go out in their wire form; the upstream's
// codes and messages pass through unchanged, and anything that is not an envelope becomes 502.
import { API_CODES, type ApiEnvelope, isEnvelope } from '@/lib/api-codes'
import { createHttpClient, HttpError } from '@/lib/http'
import { ApiError, type CallContext } from '@/server/api/call'

export type WireParams = Record<string, string | number | boolean | undefined>

export type UpstreamOptions = { timeoutMs?: number; fetch?: typeof fetch }

export type Upstream = {
  /** GET `path` with `params` as the caller `ctx`; the upstream's envelope, its data typed as the route documents. */
  get<T>(path: string, params: WireParams, ctx: CallContext): Promise<ApiEnvelope<T>>
}

export function createUpstream(baseUrl: string, options: UpstreamOptions = {}): Upstream {
  return {
    async get<T>(path: string, params: WireParams, ctx: CallContext): Promise<ApiEnvelope<T>> {
      const http = createHttpClient({
        baseUrl,
        getToken: () => ctx.token,
        getFingerprint: () => ctx.fingerprint,
        timeoutMs: options.timeoutMs ?? 10_000,
        fetch: options.fetch,
      })
      try {
        const body = await http.get<unknown>(path, params)
        if (!isEnvelope(body))
          throw new ApiError(
            502,
            API_CODES.upstreamUnavailable,
            'The marketplace service sent an unreadable reply',
          )
        // The upstream's envelope is the contract: its data has the shape this route documents.
        return body as ApiEnvelope<T>
      } catch (error) {
        if (error instanceof ApiError) throw error
        if (error instanceof HttpError) {
          if (isEnvelope(error.body) && error.status >= 400 && error.status < 500) {
            throw new ApiError(error.status, error.body.code, error.body.msg)
          }
          throw new ApiError(
            502,
            API_CODES.upstreamUnavailable,
            `The marketplace service did not answer: ${error.message}`,
          )
        }
        throw new ApiError(502, API_CODES.upstreamUnavailable, 'The marketplace service could not be reached')
      }
    },
  }
}
