// Who is calling a server function: the same CallContext the /api routes build from
// `Authorization: token##fingerprint`, read here from the request the server function serves.
// Accounts (issue 4) extend this with the session cookie; every server function gets its context
// from this one place so quotas and plan checks see the same caller on both paths.
import { getRequest } from '@tanstack/react-start/server'
import { type CallContext, parseAuthorization } from './api'

export function requestCallContext(): CallContext {
  return parseAuthorization(getRequest().headers.get('authorization'))
}
