// The /api HTTP layer: query or body in, { code, msg, data } out, the right status, never a 500 for
// bad input. Server routes wrap their handler with apiRoute(), or csvExportRoute() for a file.
import * as v from 'valibot'
import { siteConfig } from '@/config/site'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { type CsvColumn, csvHeader, csvRecords, csvStream, demoDataColumn, exportFileName } from '@/lib/csv'
import type { Locale } from '@/lib/locale'
import { firstIssue } from '@/lib/params'
import { JSON_CONTENT_TYPE } from '@/lib/request-copy'
import { ApiError, type CallContext, type ExportRows } from '@/server/api/call'
import { callContextFromRequest } from '../auth/context'
import { getDatabase } from '../db/client'
import { readProvenance } from '../db/provenance'

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
  // Only a body declared as JSON (or one with no type at all, which no browser form sends) is read as
  // JSON: a text/plain or form body is what another site's plain HTML form can send (issue 32).
  const type = request.headers.get('content-type')
  if (type !== null && !JSON_CONTENT_TYPE.test(type.trim())) {
    throw new ApiError(
      415,
      API_CODES.unsupportedMediaType,
      'body: send JSON with Content-Type: application/json',
    )
  }
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

type Schema = v.GenericSchema<Record<string, unknown>, unknown>

/** The payload schema of each handler route() made: the fuzz script and the property test read each endpoint's parameters from it. */
const handlerSchemas = new WeakMap<object, Schema>()

/** The schema a route handler validates its payload with, if it has one. */
export const handlerSchema = (handler: unknown): Schema | undefined =>
  typeof handler === 'function' ? handlerSchemas.get(handler) : undefined

/**
 * Parses the payload, runs the handler, and turns every refusal into its envelope (never a 500 for input).
 * `refusalData`: what every refusal's data carries besides its own (the Google callback's `url`, spec §7).
 */
function route<S extends Schema>(
  schema: S,
  respond: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<Response>,
  refusalData?: Record<string, unknown>,
) {
  const handler = async ({ request }: { request: Request }): Promise<Response> => {
    try {
      const parsed = v.safeParse(schema, await payload(request))
      if (!parsed.success) {
        const { field, message } = firstIssue(parsed.issues)
        // data.field: the parameter, for a client that words the problem in its user's language.
        return json(400, {
          code: API_CODES.invalidParameter,
          msg: `${field}: ${message}`,
          data: { ...refusalData, field },
        })
      }
      return await respond(parsed.output, callContextFromRequest(request), request)
    } catch (error) {
      if (error instanceof ApiError)
        return json(error.status, {
          code: error.code,
          msg: error.message,
          data: refusalData ? { ...refusalData, ...(isRecord(error.data) ? error.data : {}) } : error.data,
        })
      console.error('[api]', new URL(request.url).pathname, error)
      return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
    }
  }
  handlerSchemas.set(handler, schema)
  return handler
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function apiRoute<S extends Schema>(
  schema: S,
  handler: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<ApiEnvelope<unknown>>,
) {
  return route(schema, async (input, ctx, request) => json(200, await handler(input, ctx, request)))
}

/**
 * A CSV export endpoint: the rows the MarketplaceApi hands over, streamed through the one CSV writer
 * (BOM, every cell quoted) as they are read, with headers in the `lang` of the query and a file name of
 * list, site and the data's day. Refusals (bad input, no session, limit reached) answer the JSON envelope
 * instead of a file (spec §7), so the page shows the same prompts as for any other call.
 */
export function csvExportRoute<S extends v.GenericSchema<Record<string, unknown>, { lang: Locale }>, Row>(
  schema: S,
  options: {
    read: (input: v.InferOutput<S>, ctx: CallContext) => Promise<ApiEnvelope<ExportRows<Row>>>
    columns: readonly CsvColumn<Row>[]
    /** The list and site the file name names. */
    fileName: (input: v.InferOutput<S>) => { list: string; site: string }
  },
) {
  return route(schema, async (input, ctx) => {
    const reply = await options.read(input, ctx)
    if (reply.code !== API_CODES.success) return json(200, { code: reply.code, msg: reply.msg, data: null })
    const { list, site } = options.fileName(input)
    // Every CSV export is of the marketplace catalogue; generated demo data says so in the file name and
    // in a last column (docs/lists.md, "Demo data in exports").
    const demo = (await readProvenance(await getDatabase())).catalogue
    const file = exportFileName(siteConfig.product, list, site, reply.data.asOf ?? 'latest', demo)
    const { lang } = input
    const columns = demo ? [...options.columns, demoDataColumn<Row>()] : options.columns
    const body = csvStream(csvHeader(columns, lang), csvRecords(columns, reply.data.rows, lang))
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
        'cache-control': 'no-store',
        'x-export-max-rows': String(reply.data.maxRows),
        'x-remaining': String(reply.data.remaining),
      },
    })
  })
}

/** A file the server made in one piece (a PDF), with its name and the quota count left. */
export type ExportFile = { bytes: Uint8Array; contentType: string; fileName: string; remaining: number }

/**
 * A binary download endpoint: the file, or the JSON envelope of a refusal (bad input, no session,
 * limit reached) so the page shows the same prompts as for any other call (spec §7–§8).
 */
export function fileExportRoute<S extends Schema>(
  schema: S,
  make: (input: v.InferOutput<S>, ctx: CallContext) => Promise<ExportFile>,
) {
  return route(schema, async (input, ctx) => {
    const file = await make(input, ctx)
    // A copy typed as ArrayBuffer-backed, which Response takes (pdf-lib types its bytes loosely).
    return new Response(file.bytes.slice(), {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
        'x-remaining': String(file.remaining),
      },
    })
  })
}

/** The 405 envelope with `Allow`, for a method the endpoint does not serve. */
export const notAllowed = (allowed: string) => () =>
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

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/**
 * The 405 handlers for every method but `served`, for endpoints whose handlers are written by hand
 * (better-auth's mount, get-token): without them another method falls through to the HTML page.
 */
export function otherMethods(served: readonly (typeof METHODS)[number][]) {
  const refuse = notAllowed(served.join(', '))
  return Object.fromEntries(METHODS.filter((m) => !served.includes(m)).map((m) => [m, refuse]))
}

/** Handlers of a read-only endpoint: GET answers, every other method gets a 405 envelope, not a page. */
export function getOnly<S extends Schema>(
  schema: S,
  handler: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<ApiEnvelope<unknown>>,
) {
  const refuse = notAllowed('GET')
  return { GET: apiRoute(schema, handler), POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}

/** Handlers of an endpoint that changes something: POST answers (JSON body), every other method a 405. */
export function postOnly<S extends Schema>(
  schema: S,
  handler: (input: v.InferOutput<S>, ctx: CallContext, request: Request) => Promise<ApiEnvelope<unknown>>,
) {
  const refuse = notAllowed('POST')
  return { GET: refuse, POST: apiRoute(schema, handler), PUT: refuse, PATCH: refuse, DELETE: refuse }
}

/** What a session endpoint answers: the envelope and the headers (the session cookies) to send with it. */
export type SessionReply = { reply: ApiEnvelope<unknown>; headers?: Headers }

/**
 * An endpoint that starts or reads a session (get-token, the Google callback): parsed and refused like
 * any other, its answer carries the cookies better-auth set. Every other method gets the 405 envelope.
 */
export function sessionRoute<S extends Schema>(
  method: 'GET' | 'POST',
  schema: S,
  handler: (input: v.InferOutput<S>, request: Request) => Promise<SessionReply>,
  refusalData?: Record<string, unknown>,
) {
  const served = route(
    schema,
    async (input, _ctx, request) => {
      const { reply, headers } = await handler(input, request)
      const response = json(200, reply)
      for (const cookie of headers?.getSetCookie() ?? []) response.headers.append('set-cookie', cookie)
      return response
    },
    refusalData,
  )
  return { ...otherMethods([method]), [method]: served }
}

/**
 * A provider's webhook: the raw body is handed over untouched (signatures are computed over its exact
 * bytes, so it must not be parsed and re-serialised first); the answer is the usual envelope.
 */
export function webhookRoute(handler: (rawBody: string, request: Request) => Promise<ApiEnvelope<unknown>>) {
  const refuse = notAllowed('POST')
  const post = async ({ request }: { request: Request }): Promise<Response> => {
    try {
      return json(200, await handler(await request.text(), request))
    } catch (error) {
      if (error instanceof ApiError)
        return json(error.status, { code: error.code, msg: error.message, data: null })
      console.error('[webhook]', new URL(request.url).pathname, error)
      return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
    }
  }
  return { GET: refuse, POST: post, PUT: refuse, PATCH: refuse, DELETE: refuse }
}

/**
 * An endpoint whose body is not a JSON payload (an uploaded file): the handler reads the request itself;
 * the answer is the usual envelope, a refusal its status and envelope, never a 500 for input.
 */
export function binaryPostRoute(handler: (request: Request) => Promise<unknown>) {
  const refuse = notAllowed('POST')
  const post = async ({ request }: { request: Request }): Promise<Response> => {
    try {
      return json(200, { code: API_CODES.success, msg: 'success', data: await handler(request) })
    } catch (error) {
      if (error instanceof ApiError)
        return json(error.status, { code: error.code, msg: error.message, data: error.data })
      console.error('[api]', new URL(request.url).pathname, error)
      return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
    }
  }
  return { GET: refuse, POST: post, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
