// Callers for the marketplace API's local slices in integration tests: a signed-in user on a plan, and a
// visitor with no session at all.
import type { CallContext, Viewer } from '../../src/server/api/call'

/** A signed-in user on `planId`, with a subscription that carries no dates. */
export const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 's@example.com',
    username: 's',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})

/** No session, no token: what a first request without cookies is. */
export const VISITOR: CallContext = { token: null, fingerprint: null, viewer: async () => null }
