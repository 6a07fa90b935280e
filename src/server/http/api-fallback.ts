// The /api contract's answers for requests no endpoint takes: an unknown path (404) and a method the
// endpoint does not serve (405), both as the JSON envelope with a code, never the HTML page.
import { API_CODES } from '@/lib/api-codes'
import { json } from './routes'

export { json }

export function apiNotFound({ request }: { request: Request }): Response {
  const { pathname } = new URL(request.url)
  return json(404, { code: API_CODES.notFound, msg: `path: no endpoint ${pathname}`, data: null })
}

/** /api paths better-auth answers itself, with its own error shapes. */
export const isAuthPath = (pathname: string) => pathname === '/api/auth' || pathname.startsWith('/api/auth/')

/**
 * The envelope in place of anything the router answered with HTML under /api (a route that has no
 * handler for the method falls through to the page router): 405 when the path is an endpoint that
 * answers other methods, else 404.
 */
export function apiEnvelopeFor(request: Request, response: Response): Response {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/api/') || isAuthPath(pathname)) return response
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response
  if (response.status === 404 && request.method === 'GET') return apiNotFound({ request })
  return json(405, {
    code: API_CODES.methodNotAllowed,
    msg: `method: ${request.method} is not served by ${pathname}`,
    data: null,
  })
}
