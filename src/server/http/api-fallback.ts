// The /api contract's answers for requests no endpoint takes: an unknown path (404) and a method the
// endpoint does not serve (405), both as the JSON envelope with a code, never the HTML page.
import { API_CODES } from '@/lib/api-codes'
import { canonicalPath, GUEST_TOKEN_KEYS, under } from '@/lib/canonical-path'
import { json } from './routes'

export { json }

export function apiNotFound({ request }: { request: Request }): Response {
  const { pathname } = new URL(request.url)
  return json(404, { code: API_CODES.notFound, msg: `path: no endpoint ${pathname}`, data: null })
}

/**
 * The envelope in place of anything the router answered with HTML for an endpoint path (/api, under any
 * spelling, and get-token): a route that has no handler for the method falls through to the page
 * router. 404 for a read of a path nothing serves, else 405.
 */
export function apiEnvelopeFor(request: Request, response: Response): Response {
  const { key } = canonicalPath(new URL(request.url).pathname)
  if (!under(key, '/api') && !GUEST_TOKEN_KEYS.has(key)) return response
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response
  if (response.status === 404 && (request.method === 'GET' || request.method === 'HEAD'))
    return apiNotFound({ request })
  return json(405, {
    code: API_CODES.methodNotAllowed,
    msg: `method: ${request.method} is not served by ${key}`,
    data: null,
  })
}
