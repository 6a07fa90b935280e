// Teams (spec §2 /my-team, §6): Team Basic has 1 primary + 3 member accounts, Team Pro 1 + 10. What the
// team page reads and sends; seats come from the owner's subscription (subscriptions.seats).
import * as v from 'valibot'

export const TEAM_PLAN_IDS = [3, 4] as const
export const isTeamPlan = (planId: number) => planId === 3 || planId === 4

export const TeamInviteSchema = v.object({
  email: v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('is required'),
    v.maxLength(254, 'is too long'),
    v.email('is not an email address'),
  ),
})

/** Invitation codes are 32 hex characters. */
export const InvitedCodeSchema = v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.regex(/^[0-9a-f]{32}$/, 'must be an invitation code'),
)
export const TeamJoinSchema = v.object({ invited_code: InvitedCodeSchema })
export const TeamRemoveSchema = v.object({
  /** A member's user id, or a pending invitation's email. */
  member: v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(254, 'is too long'),
  ),
})

export type TeamMember = { user_id: string; email: string; joined_at: number }
export type TeamInvitation = { email: string; link: string; created_at: number }

export type TeamView =
  | { role: 'owner'; plan_id: number; seats: number; members: TeamMember[]; invitations: TeamInvitation[] }
  | { role: 'member'; plan_id: number; owner_email: string }
  | { role: 'none'; plan_id: number }

/** The invitation page path an invited person opens (spec §4: `/my-team?invited_code=…`). */
export const teamInvitationPath = (code: string) => `/my-team?invited_code=${code}`
