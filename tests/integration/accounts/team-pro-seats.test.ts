// Team Pro's member seats (spec §6, docs/billing.md "Team seats"), on PGlite and PostgreSQL: its primary
// account fills exactly 10 seats however the invitations race, the 11th is refused with the limit code
// whether it comes as the 11th invitation or after all 10 have joined, and a seat freed is offered again.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantPlan, seatsFor } from '../../../src/features/billing/subscriptions.server'
import { inviteMember, joinTeam, removeMember, teamView } from '../../../src/features/teams/teams.server'
import { API_CODES } from '../../../src/lib/api-codes'
import { ApiError, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { workingSubscription } from '../../../src/server/plan/subscription'
import { ENGINES } from '../../support/databases'

const TEAM_PRO = 4

async function newViewer(db: Database, planId: Viewer['planId'] = 0): Promise<Viewer> {
  const id = randomUUID()
  const email = `${id}@example.com`
  await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'seat', email])
  if (planId) await grantPlan(db, id, planId, 30)
  return {
    userId: id,
    email,
    username: 'seat',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe.each(ENGINES)('Team Pro seats on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('has 10 seats: 11 invitations at once give 10, all 10 join, the 11th is refused, a freed seat is offered', async () => {
    expect(seatsFor(TEAM_PRO)).toBe(10)
    const owner = await newViewer(db, TEAM_PRO)
    const members = await Promise.all(Array.from({ length: 11 }, () => newViewer(db)))
    const results = await Promise.allSettled(members.map((m) => inviteMember(db, owner, m.email, 'http://x')))
    const invited = members.filter((_, i) => results[i]?.status === 'fulfilled')
    expect(invited).toHaveLength(10)
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason instanceof ApiError && refused.reason.code).toBe(
      API_CODES.limitReached,
    )
    const outsider = members.find((m) => !invited.includes(m))
    if (!outsider) throw new Error('every member was invited')

    // The 10 accept: each works under Team Pro.
    for (const member of invited) {
      const invitation = await inviteMember(db, owner, member.email, 'http://x')
      const code = new URL(invitation.link).searchParams.get('invited_code') ?? ''
      expect(await joinTeam(db, member, code)).toEqual({ owner_email: owner.email })
      expect((await workingSubscription(db, member.userId)).plan_id).toBe(TEAM_PRO)
    }
    const view = await teamView(db, owner, 'http://x')
    expect(view.role === 'owner' && view.members.length).toBe(10)

    // With every seat held by a member, the 11th is still refused, and it works under no plan.
    const eleventh = await refusal(inviteMember(db, owner, outsider.email, 'http://x'))
    expect(eleventh.code).toBe(API_CODES.limitReached)
    expect(eleventh.message).toContain('all 10 member seats')
    expect((await workingSubscription(db, outsider.userId)).plan_id).toBe(0)

    // One leaves: the seat is offered again.
    const leaving = invited[0]
    if (!leaving) throw new Error('no member')
    await removeMember(db, owner, leaving.userId)
    const again = await inviteMember(db, owner, outsider.email, 'http://x')
    expect(again.email).toBe(outsider.email)
  })
})
