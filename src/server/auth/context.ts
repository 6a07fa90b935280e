// Who is calling: one CallContext per request, for server functions (requestCallContext) and /api
// routes (callContextFromRequest) alike. It carries `Authorization: token##fingerprint` and resolves the
// viewer lazily from the session cookie or that token, so quotas and plan checks see the same caller
// on both paths, and calls that never need the viewer cost no lookup.
import { getRequest } from '@tanstack/react-start/server'
import { type CallContext, parseAuthorization, type Viewer } from '@/server/api/call'
import { resolveViewer } from '@/server/auth/viewer'

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

/** The context of the request a server function is serving. */
export function requestCallContext(): CallContext {
  return callContextFromRequest(getRequest())
}
