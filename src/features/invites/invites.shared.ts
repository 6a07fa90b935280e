// Invite rewards (spec §6) and what the invitation dialog reads: one table the server grants from and
// the dialog draws its progress bars from, so the two cannot disagree.
import * as v from 'valibot'
import type { PlanId } from '@/config/plan-ids'

export type InviteRewardKey = 'invite_1' | 'invite_3' | 'paid_10' | 'paid_30' | 'share'

export type InviteReward = {
  key: InviteRewardKey
  /** What is counted: invitees who count (verified or paid, one per address), invitees who paid, or a
   *  share that brought such an invitee. */
  counts: 'invites' | 'paying' | 'share'
  threshold: number
  planId: PlanId
  days: number
}

/**
 * 1 invite: 30 days Basic; 3: 30 days Pro; 10 paying friends: 30 days Basic; 30: 30 days Pro; a share
 * that brought a verified sign-up: 90 days Pro. An invite counts once the invited account verified its
 * e-mail address or paid, once per address (docs/quotas.md "Invite rewards").
 */
export const INVITE_REWARDS: readonly InviteReward[] = [
  { key: 'invite_1', counts: 'invites', threshold: 1, planId: 1, days: 30 },
  { key: 'invite_3', counts: 'invites', threshold: 3, planId: 2, days: 30 },
  { key: 'paid_10', counts: 'paying', threshold: 10, planId: 1, days: 30 },
  { key: 'paid_30', counts: 'paying', threshold: 30, planId: 2, days: 30 },
  { key: 'share', counts: 'share', threshold: 1, planId: 2, days: 90 },
]

/** At most this many invited accounts (addresses) count for one inviter per UTC day; later ones that day never do. */
export const INVITES_PER_INVITER_PER_DAY = 5

/** The query parameter of the invite link on the registration page. */
export const INVITER_PARAM = 'inviter'

/** Invite codes are 10 characters of [a-z0-9]; anything else is not one of ours. */
export const InviteCodeSchema = v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9]{10}$/, 'must be an invite code'),
)

export const InviteClaimSchema = v.object({ inviter: InviteCodeSchema })

export type InviteSummary = {
  link: string
  /** Invited accounts that count: verified their e-mail address (or paid), one per address. */
  invites: number
  /** Invited accounts with a paid order. */
  paying: number
  /** Invited accounts that do not count (yet): unverified, or from an address already counted. */
  pending: number
  /** The link has been shared (its reward waits for a counted sign-up after that). */
  shared: boolean
  granted: InviteRewardKey[]
}

/** How far a reward is: the count towards it, capped at its threshold. */
export function rewardProgress(reward: InviteReward, summary: InviteSummary): number {
  const count =
    reward.counts === 'invites'
      ? summary.invites
      : reward.counts === 'paying'
        ? summary.paying
        : summary.granted.includes(reward.key)
          ? 1
          : 0
  return Math.min(count, reward.threshold)
}
