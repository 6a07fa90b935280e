// better-auth's endpoints (/api/auth/*: sign-up, sign-in, sign-out, session, Google callback, guest
// token), with the login and registration rate limits in front. Other methods answer 405 in the envelope.
import { createFileRoute } from '@tanstack/react-router'
import { getAuth } from '@/server/auth/auth.server'
import { isOwnOrigin } from '@/server/auth/csrf'
import { accountOfAttempt, authAttemptWait, clientAddress, withClientAddress } from '@/server/auth/rate-limit'
import { otherMethods } from '@/server/http/routes'

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
    const account = await accountOfAttempt(request)
    if (account.kind === 'unsupported') {
      return Response.json(
        { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the form as JSON or form fields' },
        { status: 415, headers: { 'cache-control': 'no-store' } },
      )
    }
    const wait = await authAttemptWait(path, clientAddress(request), account.email)
    if (wait !== null) {
      return Response.json(
        { code: 'TOO_MANY_REQUESTS', message: `Too many attempts: try again in ${wait} seconds` },
        { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'no-store' } },
      )
    }
  }
  // better-auth's own limiter keys on the address this header carries (set here, never the client's).
  const response = await getAuth().handler(withClientAddress(request))
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
  server: { handlers: { ...otherMethods(['GET', 'POST']), GET: handle, POST: handle } },
})
