// GET /ecommerce/common/get-token?fingerprint=<id> (spec §7): the caller's identity and token: the
// signed-in user, or the guest bound to this visitor fingerprint (created on first visit). Sets the
// 3-day session cookie when it starts a session.
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import type { UserInfo } from '@/features/account/account.shared'
import { API_CODES } from '@/lib/api-codes'
import { getAuth } from '@/server/auth/auth.server'
import { FingerprintSchema } from '@/server/auth/guest-plugin'
import { resolveViewer } from '@/server/auth/viewer'
import { json, otherMethods } from '@/server/http/routes'

async function getToken({ request }: { request: Request }): Promise<Response> {
  const parsed = v.safeParse(
    FingerprintSchema,
    new URL(request.url).searchParams.get('fingerprint') ?? undefined,
  )
  if (!parsed.success) {
    const message = parsed.issues[0]?.message ?? 'is invalid'
    return json(400, { code: API_CODES.invalidParameter, msg: `fingerprint: ${message}`, data: null })
  }
  try {
    const { headers, response } = await getAuth().api.guestToken({
      query: { fingerprint: parsed.output },
      headers: request.headers,
      returnHeaders: true,
    })
    if ('error' in response) {
      return json(400, { code: API_CODES.invalidParameter, msg: response.error, data: null })
    }
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
    const reply = json(200, { code: API_CODES.success, msg: 'success', data })
    for (const cookie of headers.getSetCookie()) reply.headers.append('set-cookie', cookie)
    return reply
  } catch (error) {
    console.error('[get-token]', error)
    return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
  }
}

export const Route = createFileRoute('/ecommerce/common/get-token')({
  // Other methods: 405 in the envelope, not the HTML page.
  server: { handlers: { ...otherMethods(['GET']), GET: getToken } },
})
