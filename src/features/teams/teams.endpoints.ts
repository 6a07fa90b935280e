// The team endpoints, once: /api/team/* (the public contract) and the team page's server functions
// (teams.functions.ts) both run these, so both meet the same session check and the same refusals.
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import type { Endpoint, NoInput } from '@/server/http/endpoint-call'
import { requireAccount } from '@/server/quota/quota'
import { inviteMember, joinTeam, removeMember, teamView } from './teams.server'
import type {
  TeamInvitation,
  TeamInviteSchema,
  TeamJoinSchema,
  TeamRemoveSchema,
  TeamView,
} from './teams.shared'

/** The caller's team: as primary (members, invitations, seats), as member, or none. */
export const teamInfo: Endpoint<typeof NoInput, TeamView> = async (_input, ctx, request) =>
  ok(await teamView(await getDatabase(), await requireAccount(ctx), new URL(request.url).origin))

/** Invites a member; 10020 when every seat is taken. */
export const teamInvite: Endpoint<typeof TeamInviteSchema, TeamInvitation> = async (input, ctx, request) =>
  ok(
    await inviteMember(
      await getDatabase(),
      await requireAccount(ctx),
      input.email,
      new URL(request.url).origin,
    ),
  )

/** The signed-in invited person joins the team. */
export const teamJoin: Endpoint<typeof TeamJoinSchema, { owner_email: string }> = async (input, ctx) =>
  ok(await joinTeam(await getDatabase(), await requireAccount(ctx), input.invited_code))

/** The primary removes a member (user id) or withdraws an invitation (email). */
export const teamRemove: Endpoint<typeof TeamRemoveSchema, { removed: boolean }> = async (input, ctx) => {
  await removeMember(await getDatabase(), await requireAccount(ctx), input.member)
  return ok({ removed: true })
}
