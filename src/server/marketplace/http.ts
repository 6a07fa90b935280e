// The /api HTTP layer: query or body in, { code, msg, data } out, the right status, never a 500 for
// bad input. Server routes wrap their handler with apiRoute().
import * as v from 'valibot'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { firstIssue } from '@/lib/params'
import { ApiError, type CallContext } from './api'
import { callContextFromRequest } from './context'

export function json(status: number, body: ApiEnvelope<unknown>): Response {
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
  })
}

/** GET and DELETE read the query string; POST and PUT the JSON body (spec §7). */
async function payload(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url)
  if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of url.searchParams) out[key] = value
    return out
  }
  const text = await request.text()
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, API_CODES.invalidParameter, 'body: is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, API_CODES.invalidParameter, 'body: must be a JSON object')
  }
  return { ...body }
}

export function apiRoute<S extends v.GenericSchema<Record<string, unknown>, unknown>>(
  schema: S,
  handler: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<ApiEnvelope<unknown>>,
) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      const parsed = v.safeParse(schema, await payload(request))
      if (!parsed.success) {
        const { field, message } = firstIssue(parsed.issues)
        return json(400, { code: API_CODES.invalidParameter, msg: `${field}: ${message}`, data: null })
      }
      const ctx = callContextFromRequest(request)
      return json(200, await handler(parsed.output, ctx, request))
    } catch (error) {
      if (error instanceof ApiError)
        return json(error.status, { code: error.code, msg: error.message, data: null })
      console.error('[api]', new URL(request.url).pathname, error)
      return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
    }
  }
}

const notAllowed = (allowed: string) => () =>
  new Response(
    JSON.stringify({
      code: API_CODES.methodNotAllowed,
      msg: `method: use ${allowed} for this endpoint`,
      data: null,
    }),
    {
      status: 405,
      headers: { 'content-type': 'application/json', allow: allowed, 'cache-control': 'no-store' },
    },
  )

/** Handlers of a read-only endpoint: GET answers, every other method gets a 405 envelope, not a page. */
export function getOnly<S extends v.GenericSchema<Record<string, unknown>, unknown>>(
  schema: S,
  handler: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<ApiEnvelope<unknown>>,
) {
  const refuse = notAllowed('GET')
  return { GET: apiRoute(schema, handler), POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
