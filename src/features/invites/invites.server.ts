// Invites (spec §3, §6): every account's invite code and link, the registration an invite link brought
// (recorded once per invited account and once per device, with the address it came from), and the
// rewards those invites earned. Rewards count only what really happened (docs/quotas.md "Invite
// rewards"): an invited account counts once its owner verified the e-mail address (or paid), once per
// address the invited accounts came from, at most INVITES_PER_INVITER_PER_DAY new ones a day per
// inviter (all are recorded; paying friends are not capped); the share reward waits for such an account to arrive after the link was shared. Each
// reward is a row keyed by (user, reward), inserted in the same transaction that grants its plan time,
// so a reward is granted exactly once however often or concurrently it is claimed.
import { randomBytes } from 'node:crypto'
import { addPlanDays } from '@/features/billing/billing.api'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Database, Queryable } from '@/server/db/client'
import {
  INVITE_REWARDS,
  INVITER_PARAM,
  INVITES_PER_INVITER_PER_DAY,
  type InviteRewardKey,
  type InviteSummary,
} from './invites.shared'

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

type Counts = {
  /** Invited accounts that count: verified (or paid), one per address. */
  invites: number
  /** Invited accounts with a paid order. */
  paying: number
  /** Invited accounts that do not count (yet): unverified, or from an address already counted. */
  pending: number
  /** The link was shared (the share activity). */
  shared: boolean
  /** A counting invited account registered after the first share. */
  shareBrought: boolean
  granted: InviteRewardKey[]
}

/**
 * An invited account is real when its owner verified the address (better-auth's e-mail verification)
 * or paid; addresses group by network, so one household, office or IPv6 prefix counts once. Rows from
 * before addresses were recorded count per account.
 */
const COUNTED_INVITES = `
  SELECT i.invitee_id, i.created_at, coalesce(i.address, 'account:' || i.invitee_id) AS address,
         EXISTS (SELECT 1 FROM orders o WHERE o.user_id = i.invitee_id AND o.state IN ('paid', 'renewed')) AS paid,
         u.email_verified AS verified
    FROM invites i JOIN users u ON u.id = i.invitee_id
   WHERE i.inviter_id = $1`

async function counts(db: Queryable, userId: string): Promise<Counts> {
  const [row] = await db.query<{
    invites: string | null
    paying: string
    registered: string
    shared_at: Date | string | null
    share_brought: boolean
  }>(
    `WITH invited AS (${COUNTED_INVITES}),
          code AS (SELECT shared_at FROM invite_codes WHERE user_id = $1),
          -- Each address counts on the (UTC) day its first real account arrived, up to the daily cap.
          firsts AS (SELECT min(created_at) AS first_at FROM invited WHERE verified OR paid GROUP BY address),
          per_day AS (SELECT least(count(*), $2::int) AS n FROM firsts
                       GROUP BY (first_at AT TIME ZONE 'UTC')::date)
     SELECT (SELECT sum(n) FROM per_day) AS invites,
            count(*) FILTER (WHERE paid) AS paying,
            count(*) AS registered,
            (SELECT shared_at FROM code) AS shared_at,
            coalesce(bool_or((verified OR paid) AND created_at >= (SELECT shared_at FROM code)), false)
              AS share_brought
       FROM invited`,
    [userId, INVITES_PER_INVITER_PER_DAY],
  )
  const granted = await db.query<{ reward: InviteRewardKey }>(
    'SELECT reward FROM invite_rewards WHERE user_id = $1',
    [userId],
  )
  const invites = Number(row?.invites ?? 0)
  return {
    invites,
    paying: Number(row?.paying ?? 0),
    pending: Number(row?.registered ?? 0) - invites,
    shared: row?.shared_at != null,
    shareBrought: row?.share_brought === true,
    granted: granted.map((g) => g.reward),
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
      if (now.granted.includes(reward.key)) continue
      const count =
        reward.counts === 'invites'
          ? now.invites
          : reward.counts === 'paying'
            ? now.paying
            : Number(now.shareBrought)
      if (count >= reward.threshold && (await grantReward(tx, userId, reward.key))) granted.push(reward.key)
    }
    return granted
  })
}

export async function inviteSummary(db: Database, viewer: Viewer, origin: string): Promise<InviteSummary> {
  await grantDueRewards(db, viewer.userId)
  const code = await inviteCode(db, viewer.userId)
  const { invites, paying, pending, shared, granted } = await counts(db, viewer.userId)
  return { link: inviteLink(origin, code), invites, paying, pending, shared, granted }
}

export async function inviteCount(db: Database, userId: string): Promise<number> {
  await grantDueRewards(db, userId)
  return (await counts(db, userId)).invites
}

const refuse = (status: number, message: string) => new ApiError(status, API_CODES.invalidParameter, message)

/**
 * The network an address belongs to, for counting invites once per address: an IPv4 address itself
 * (one NAT, one household), an IPv6 address's /64 (what one subscriber is given, and rotates within).
 */
export function addressNetwork(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Credits a just-registered account to the owner of an invite code. Refused: guests, accounts older
 * than the claim window, the inviter's own account, an account already credited, and a device
 * (fingerprint) that already registered an invited account. The address recorded is the one the server
 * saw (a client chooses its fingerprint, not its address). Whether the account counts towards a reward
 * is decided when the inviter's progress is read: once its owner verified the e-mail address or paid,
 * once per address, at most INVITES_PER_INVITER_PER_DAY a day (counts above).
 */
export async function claimInvite(
  db: Database,
  invitee: Viewer,
  code: string,
  fingerprint: string | null,
  address: string,
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
      `INSERT INTO invites (invitee_id, inviter_id, fingerprint, address) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING invitee_id`,
      [invitee.userId, inviter.user_id, fingerprint, addressNetwork(address)],
    )
  })
  if (inserted.length === 0) throw refuse(409, 'inviter: this account has already accepted an invite')
  return { inviterId: inviter.user_id, granted: await grantDueRewards(db, inviter.user_id) }
}

/**
 * The share activity: remembers when the user first shared their link. It grants nothing by itself
 * (copying a link proves nothing); the reward (90 days Pro) comes once an account that registered
 * through the link after that counts (grantDueRewards). Repeating it changes nothing.
 */
export async function recordShare(db: Database, viewer: Viewer): Promise<{ granted: InviteRewardKey[] }> {
  if (viewer.isGuest) throw new ApiError(401, API_CODES.sessionInvalid, 'session: register to share')
  await inviteCode(db, viewer.userId)
  await db.query('UPDATE invite_codes SET shared_at = coalesce(shared_at, now()) WHERE user_id = $1', [
    viewer.userId,
  ])
  return { granted: await grantDueRewards(db, viewer.userId) }
}
