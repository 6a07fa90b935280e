import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { attributeReferral } from '@/features/affiliate/affiliate.server'
import { AFFILIATE_COOKIE } from '@/features/affiliate/affiliate.shared'
import { readCookie } from '@/lib/locale'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/affiliate/attribute: credits the caller's new account to the affiliate of the referral cookie. */
export const Route = createFileRoute('/api/affiliate/attribute')({
  server: {
    handlers: postOnly(v.object({}), async (_input, ctx, request) => {
      const code = readCookie(request.headers.get('cookie'), AFFILIATE_COOKIE)
      return ok({ referred: await attributeReferral(await getDatabase(), await requireAccount(ctx), code) })
    }),
  },
})
