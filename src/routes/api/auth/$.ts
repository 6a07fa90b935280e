// better-auth's endpoints (/api/auth/*: sign-up, sign-in, sign-out, session, Google callback, guest
// token), with the login and registration rate limits in front.
import { createFileRoute } from '@tanstack/react-router'
import { getAuth } from '@/server/auth/auth.server'
import { isOwnOrigin } from '@/server/auth/csrf'
import { authAttemptWait, clientAddress } from '@/server/auth/rate-limit'

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json()
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string')
      return body.email
  } catch {
    // Not JSON: better-auth answers the bad body itself.
  }
  return null
}

async function handle({ request }: { request: Request }): Promise<Response> {
  if (request.method === 'POST') {
    // A browser names the page's origin: a form or script on another site gets no session here.
    const origin = request.headers.get('origin')
    if (origin && !isOwnOrigin(request, origin)) {
      return Response.json(
        { code: 'INVALID_ORIGIN', message: 'Cross-site requests are not accepted' },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      )
    }
    const path = new URL(request.url).pathname
    const wait = await authAttemptWait(path, clientAddress(request), await emailOf(request))
    if (wait !== null) {
      return Response.json(
        { code: 'TOO_MANY_REQUESTS', message: `Too many attempts: try again in ${wait} seconds` },
        { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'no-store' } },
      )
    }
  }
  const response = await getAuth().handler(request)
  // better-auth answers an unknown path or method with an empty 404: the clients of /api read JSON.
  if (response.status >= 400 && !response.headers.get('content-type')?.includes('json')) {
    return Response.json(
      { code: response.status === 404 ? 'NOT_FOUND' : 'ERROR', message: response.statusText || 'Not found' },
      { status: response.status, headers: { 'cache-control': 'no-store' } },
    )
  }
  return response
}

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
})
