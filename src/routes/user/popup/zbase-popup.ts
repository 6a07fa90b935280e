// GET /user/popup/zbase-popup?call_popup=688 (spec §3, §7): the caller's invite link as
// `channelGuid.link`, with the popup success code 100000. A registered account is required.
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { inviteCode, inviteLink } from '@/features/invites/invites.server'
import { API_CODES } from '@/lib/api-codes'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** 688 is the invitation popup; the endpoint serves no other popup. */
const PopupQuery = v.object({ call_popup: v.literal('688', 'must be 688 (the invitation popup)') })

export const Route = createFileRoute('/user/popup/zbase-popup')({
  server: {
    handlers: getOnly(PopupQuery, async (_input, ctx, request) => {
      const viewer = await requireAccount(ctx)
      const link = inviteLink(
        new URL(request.url).origin,
        await inviteCode(await getDatabase(), viewer.userId),
      )
      // The contract puts channelGuid beside code; data carries it too for clients of the envelope.
      const reply = {
        code: API_CODES.popupSuccess,
        msg: 'success',
        data: { channelGuid: { link } },
        channelGuid: { link },
      }
      return reply
    }),
  },
})
