// GET /ecommerce/common/get-token?fingerprint=<id> (spec §7): the caller's identity and token: the
// signed-in user, or the guest bound to this visitor fingerprint (created on first visit). Sets the
// 3-day session cookie when it starts a session.
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import type { UserInfo } from '@/features/account/account.shared'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, ok } from '@/server/api/call'
import { getAuth } from '@/server/auth/auth.server'
import { FingerprintSchema } from '@/server/auth/guest-plugin'
import { resolveViewer } from '@/server/auth/viewer'
import { sessionRoute } from '@/server/http/routes'

const Query = v.object({ fingerprint: FingerprintSchema })

export const Route = createFileRoute('/ecommerce/common/get-token')({
  server: {
    handlers: sessionRoute('GET', Query, async ({ fingerprint }, request) => {
      const { headers, response } = await getAuth().api.guestToken({
        query: { fingerprint },
        headers: request.headers,
        returnHeaders: true,
      })
      if ('error' in response) throw new ApiError(400, API_CODES.invalidParameter, response.error)
      const viewer = await resolveViewer(new Headers(), response.token)
      if (!viewer) throw new Error('the new session could not be read back')
      const data: UserInfo = {
        user_id: viewer.userId,
        username: viewer.isGuest ? '' : viewer.username,
        email: viewer.isGuest ? '' : viewer.email,
        token: response.token,
        is_guest: viewer.isGuest,
        subscription: viewer.subscription,
      }
      return { reply: ok(data), headers }
    }),
  },
})
