// The invitation dialog's and the registration page's server functions over the /api/invite/*
// endpoints (invites.endpoints.ts): typed replies, the same refusals.
import { createServerFn } from '@tanstack/react-start'
import type * as v from 'valibot'
import { fingerprintFromCookie } from '@/server/auth/guest-session'
import { callEndpoint, NoInput } from '@/server/http/endpoint-call'
import { inviteClaimEndpoint, inviteShareEndpoint, inviteSummaryEndpoint } from './invites.endpoints'
import { InviteClaimSchema } from './invites.shared'

export const fetchInviteSummary = createServerFn({ method: 'GET' }).handler(() =>
  callEndpoint('invite summary', NoInput, {}, inviteSummaryEndpoint),
)

/**
 * Credits the just-registered account to the invite code it arrived with. A page's call carries no
 * `Authorization: token##fingerprint`: the device is the fingerprint cookie the page keeps
 * (src/lib/fingerprint.ts), the same id it would have sent in that header.
 */
export const claimInvite = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof InviteClaimSchema>) => input)
  .handler(({ data }) =>
    callEndpoint('invite claim', InviteClaimSchema, data, (input, ctx, request) =>
      inviteClaimEndpoint(
        input,
        { ...ctx, fingerprint: ctx.fingerprint ?? fingerprintFromCookie(request.headers.get('cookie')) },
        request,
      ),
    ),
  )

/** Records that the link was shared; its reward comes with the first verified sign-up through it. */
export const recordShare = createServerFn({ method: 'POST' }).handler(() =>
  callEndpoint('invite share', NoInput, {}, inviteShareEndpoint),
)
