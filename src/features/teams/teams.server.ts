// Teams: the primary account of a Team Basic or Team Pro plan invites members by email; the invited
// person, signed in with that email, joins through the link's invited_code; the primary removes
// members. Seats (members plus pending invitations) never exceed the plan's: every change that takes a
// seat locks the primary's user row first, so concurrent invitations are counted one at a time.
import { randomBytes } from 'node:crypto'
import { seatsFor } from '@/features/billing/billing.api'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Database, Queryable } from '@/server/db/client'
import { getSubscription } from '@/server/plan/subscription'
import {
  isTeamPlan,
  type TeamInvitation,
  type TeamMember,
  type TeamView,
  teamInvitationPath,
} from './teams.shared'

const refuse = (status: number, message: string, code: number = API_CODES.invalidParameter) =>
  new ApiError(status, code, message)

async function membership(db: Queryable, userId: string) {
  const [row] = await db.query<{ owner_id: string; owner_email: string }>(
    `SELECT m.owner_id, u.email AS owner_email FROM team_members m JOIN users u ON u.id = m.owner_id
      WHERE m.member_id = $1`,
    [userId],
  )
  return row ?? null
}

/** The team plan the user owns now, or null (a member's plan comes from their primary). */
async function ownedTeamPlan(db: Queryable, userId: string): Promise<number | null> {
  if (await membership(db, userId)) return null
  const sub = await getSubscription(db, userId)
  return isTeamPlan(sub.plan_id) ? sub.plan_id : null
}

async function seatsTaken(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM team_members WHERE owner_id = $1)
          + (SELECT count(*) FROM team_invitations WHERE owner_id = $1) AS n`,
    [ownerId],
  )
  return Number(row?.n ?? 0)
}

export async function teamView(db: Database, viewer: Viewer, origin: string): Promise<TeamView> {
  const member = await membership(db, viewer.userId)
  if (member) return { role: 'member', plan_id: viewer.planId, owner_email: member.owner_email }
  const planId = await ownedTeamPlan(db, viewer.userId)
  if (planId === null) return { role: 'none', plan_id: viewer.planId }
  const members = await db.query<TeamMember>(
    `SELECT member_id AS user_id, email, extract(epoch FROM joined_at)::int8 AS joined_at
       FROM team_members WHERE owner_id = $1 ORDER BY joined_at, email`,
    [viewer.userId],
  )
  const invitations = await db.query<{ code: string; email: string; created_at: string }>(
    `SELECT code, email, extract(epoch FROM created_at)::int8 AS created_at
       FROM team_invitations WHERE owner_id = $1 ORDER BY created_at, email`,
    [viewer.userId],
  )
  return {
    role: 'owner',
    plan_id: planId,
    seats: seatsFor(planId === 4 ? 4 : 3),
    members: members.map((m) => ({ ...m, joined_at: Number(m.joined_at) })),
    invitations: invitations.map(
      (i): TeamInvitation => ({
        email: i.email,
        link: `${origin}${teamInvitationPath(i.code)}`,
        created_at: Number(i.created_at),
      }),
    ),
  }
}

/** Invites an email to the primary's team (or returns the pending invitation for it). */
export async function inviteMember(
  db: Database,
  owner: Viewer,
  email: string,
  origin: string,
): Promise<TeamInvitation> {
  if (owner.isGuest) throw refuse(401, 'session: sign in to manage a team', API_CODES.sessionInvalid)
  if (email === owner.email.toLowerCase())
    throw refuse(400, 'email: you are the primary account of this team')
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [owner.userId])
    const planId = await ownedTeamPlan(tx, owner.userId)
    if (planId === null)
      throw refuse(
        403,
        'plan: only the primary account of a team plan can invite members',
        API_CODES.limitReached,
      )
    const [pending] = await tx.query<{ code: string; created_at: string }>(
      `SELECT code, extract(epoch FROM created_at)::int8 AS created_at FROM team_invitations
        WHERE owner_id = $1 AND email = $2`,
      [owner.userId, email],
    )
    const invitation = (code: string, at: number): TeamInvitation => ({
      email,
      link: `${origin}${teamInvitationPath(code)}`,
      created_at: at,
    })
    if (pending) return invitation(pending.code, Number(pending.created_at))
    const [already] = await tx.query('SELECT 1 FROM team_members WHERE owner_id = $1 AND email = $2', [
      owner.userId,
      email,
    ])
    if (already) throw refuse(409, 'email: already a member of your team')
    const seats = seatsFor(planId === 4 ? 4 : 3)
    if ((await seatsTaken(tx, owner.userId)) >= seats) {
      throw refuse(403, `email: all ${seats} member seats of your plan are taken`, API_CODES.limitReached)
    }
    const code = randomBytes(16).toString('hex')
    await tx.query('INSERT INTO team_invitations (code, owner_id, email) VALUES ($1, $2, $3)', [
      code,
      owner.userId,
      email,
    ])
    return invitation(code, Math.floor(Date.now() / 1000))
  })
}

/** The invited person joins: signed in with the invited email, in no other team, while the plan lasts. */
export async function joinTeam(db: Database, viewer: Viewer, code: string): Promise<{ owner_email: string }> {
  if (viewer.isGuest) throw refuse(401, 'session: sign in with the invited email', API_CODES.sessionInvalid)
  const [invitation] = await db.query<{ owner_id: string; email: string }>(
    'SELECT owner_id, email FROM team_invitations WHERE code = $1',
    [code],
  )
  if (!invitation)
    throw refuse(404, 'invited_code: no such invitation (it was used or withdrawn)', API_CODES.notFound)
  if (invitation.email !== viewer.email.toLowerCase()) {
    throw refuse(403, 'invited_code: this invitation is for another email address')
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [invitation.owner_id])
    if ((await ownedTeamPlan(tx, invitation.owner_id)) === null) {
      throw refuse(403, 'invited_code: the team plan of this invitation has ended', API_CODES.limitReached)
    }
    const [ownTeam] = await tx.query('SELECT 1 FROM team_members WHERE owner_id = $1 LIMIT 1', [
      viewer.userId,
    ])
    if (ownTeam) throw refuse(409, 'invited_code: you are the primary account of another team')
    // The invitation held the seat: joining moves it from pending to member.
    const deleted = await tx.query('DELETE FROM team_invitations WHERE code = $1 RETURNING code', [code])
    if (deleted.length === 0)
      throw refuse(404, 'invited_code: no such invitation (it was used or withdrawn)', API_CODES.notFound)
    const joined = await tx.query(
      `INSERT INTO team_members (member_id, owner_id, email) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING member_id`,
      [viewer.userId, invitation.owner_id, invitation.email],
    )
    if (joined.length === 0) throw refuse(409, 'invited_code: you already belong to a team')
    const [owner] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      invitation.owner_id,
    ])
    return { owner_email: owner?.email ?? '' }
  })
}

/** The primary removes a member (by user id) or withdraws a pending invitation (by email). */
export async function removeMember(db: Database, owner: Viewer, member: string): Promise<void> {
  const removed = await db.query(
    `WITH m AS (DELETE FROM team_members WHERE owner_id = $1 AND member_id = $2 RETURNING 1),
          i AS (DELETE FROM team_invitations WHERE owner_id = $1 AND email = lower($2) RETURNING 1)
     SELECT (SELECT count(*) FROM m) + (SELECT count(*) FROM i) AS n`,
    [owner.userId, member],
  )
  if (Number(removed[0]?.n ?? 0) === 0)
    throw refuse(404, 'member: not a member or invitation of your team', API_CODES.notFound)
}
