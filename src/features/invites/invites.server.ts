// Invites (spec §3, §6): every account's invite code and link, the registration an invite link brought
// (recorded once per invited account and once per device), and the rewards those invites earned. Each
// reward is a row keyed by (user, reward), inserted in the same transaction that grants its plan time,
// so a reward is granted exactly once however often or concurrently it is claimed.
import { randomBytes } from 'node:crypto'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type Viewer } from '@/server/api/call'
import { addPlanDays } from '@/server/billing/subscriptions'
import type { Database, Queryable } from '@/server/db/client'
import { INVITE_REWARDS, INVITER_PARAM, type InviteRewardKey, type InviteSummary } from './invites.shared'

/** An account may be credited to an inviter only this soon after it registered. */
export const INVITE_CLAIM_WINDOW_HOURS = 24

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
function newCode(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')
}

/** The user's invite code, created on first use. */
export async function inviteCode(db: Queryable, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [found] = await db.query<{ code: string }>('SELECT code FROM invite_codes WHERE user_id = $1', [
      userId,
    ])
    if (found) return found.code
    // A collision on the code (unlikely at 36^10) or a concurrent first use: read again and retry.
    await db.query('INSERT INTO invite_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      newCode(),
    ])
  }
  throw new Error('invite code: could not create one')
}

export const inviteLink = (origin: string, code: string) =>
  `${origin}/user/register?${INVITER_PARAM}=${encodeURIComponent(code)}`

type Counts = { invites: number; paying: number; shared: boolean; granted: InviteRewardKey[] }

async function counts(db: Queryable, userId: string): Promise<Counts> {
  const [row] = await db.query<{ invites: string; paying: string }>(
    `SELECT count(*) AS invites,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM orders o WHERE o.user_id = i.invitee_id AND o.state IN ('paid', 'renewed'))) AS paying
       FROM invites i WHERE i.inviter_id = $1`,
    [userId],
  )
  const granted = await db.query<{ reward: InviteRewardKey }>(
    'SELECT reward FROM invite_rewards WHERE user_id = $1',
    [userId],
  )
  const keys = granted.map((g) => g.reward)
  return {
    invites: Number(row?.invites ?? 0),
    paying: Number(row?.paying ?? 0),
    shared: keys.includes('share'),
    granted: keys,
  }
}

/** Records a reward and grants its plan time, once; false when it was granted before. */
async function grantReward(tx: Queryable, userId: string, key: InviteRewardKey): Promise<boolean> {
  const reward = INVITE_REWARDS.find((r) => r.key === key)
  if (!reward) return false
  const inserted = await tx.query(
    `INSERT INTO invite_rewards (user_id, reward, plan_id, days) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING reward`,
    [userId, key, reward.planId, reward.days],
  )
  if (inserted.length === 0) return false
  await addPlanDays(tx, userId, reward.planId, reward.days)
  return true
}

/**
 * Grants every invite and paying-friend reward the user's counts have reached and not yet received.
 * Run when an invite is recorded and when the inviter reads their progress (a friend's payment is
 * counted there, so the payments code needs no knowledge of invites).
 */
export async function grantDueRewards(db: Database, userId: string): Promise<InviteRewardKey[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
    const now = await counts(tx, userId)
    const granted: InviteRewardKey[] = []
    for (const reward of INVITE_REWARDS) {
      if (reward.counts === 'share' || now.granted.includes(reward.key)) continue
      const count = reward.counts === 'invites' ? now.invites : now.paying
      if (count >= reward.threshold && (await grantReward(tx, userId, reward.key))) granted.push(reward.key)
    }
    return granted
  })
}

export async function inviteSummary(db: Database, viewer: Viewer, origin: string): Promise<InviteSummary> {
  await grantDueRewards(db, viewer.userId)
  const code = await inviteCode(db, viewer.userId)
  return { link: inviteLink(origin, code), ...(await counts(db, viewer.userId)) }
}

export async function inviteCount(db: Database, userId: string): Promise<number> {
  await grantDueRewards(db, userId)
  return (await counts(db, userId)).invites
}

const refuse = (status: number, message: string) => new ApiError(status, API_CODES.invalidParameter, message)

/**
 * Credits a just-registered account to the owner of an invite code. Refused: guests, accounts older
 * than the claim window, the inviter's own account, an account already credited, and a device
 * (fingerprint) that already registered an invited account, so one person cannot farm rewards by
 * registering many accounts from one browser.
 */
export async function claimInvite(
  db: Database,
  invitee: Viewer,
  code: string,
  fingerprint: string | null,
): Promise<{ inviterId: string; granted: InviteRewardKey[] }> {
  if (invitee.isGuest)
    throw new ApiError(401, API_CODES.sessionInvalid, 'session: register to accept an invite')
  if (!fingerprint) throw refuse(400, 'fingerprint: the device fingerprint is required')
  const [inviter] = await db.query<{ user_id: string }>('SELECT user_id FROM invite_codes WHERE code = $1', [
    code,
  ])
  if (!inviter) throw refuse(404, 'inviter: no such invite code')
  if (inviter.user_id === invitee.userId) throw refuse(403, 'inviter: you cannot invite yourself')
  const inserted = await db.transaction(async (tx) => {
    const [fresh] = await tx.query<{ fresh: boolean }>(
      `SELECT created_at > now() - make_interval(hours => $2::int) AS fresh FROM users WHERE id = $1 AND NOT is_guest`,
      [invitee.userId, INVITE_CLAIM_WINDOW_HOURS],
    )
    if (!fresh?.fresh) throw refuse(403, 'inviter: only a newly registered account can accept an invite')
    const [deviceUsed] = await tx.query('SELECT 1 FROM invites WHERE fingerprint = $1', [fingerprint])
    if (deviceUsed) throw refuse(409, 'fingerprint: this device already registered an invited account')
    return tx.query(
      `INSERT INTO invites (invitee_id, inviter_id, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING invitee_id`,
      [invitee.userId, inviter.user_id, fingerprint],
    )
  })
  if (inserted.length === 0) throw refuse(409, 'inviter: this account has already accepted an invite')
  return { inviterId: inviter.user_id, granted: await grantDueRewards(db, inviter.user_id) }
}

/** The share activity's reward (90 days Pro), once per account; a repeated claim is refused. */
export async function claimShare(db: Database, viewer: Viewer): Promise<void> {
  if (viewer.isGuest) throw new ApiError(401, API_CODES.sessionInvalid, 'session: register to share')
  const granted = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.userId])
    return grantReward(tx, viewer.userId, 'share')
  })
  if (!granted) throw refuse(409, 'share: the share reward was already claimed')
}
