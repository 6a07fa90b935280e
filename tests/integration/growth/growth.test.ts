// Growth (issue 17) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: each invite reward is granted
// exactly once however the claims race; self-invites and a second invited account from one device are
// refused; invites count only once verified (or paid), once per address and at most 5 a day, and the
// share reward only for a share that brought such a sign-up (issue 32); team seats hold under concurrent invitations and members work
// under the primary's plan; the affiliate ledger credits 30% of each paid period once and reverses
// refunds; page views roll up per day, path and language.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  affiliateDashboard,
  applyAffiliate,
  attributeReferral,
  syncLedger,
} from '../../../src/features/affiliate/affiliate.server'
import {
  pageViewReport,
  recordPageView,
  requireStaff,
} from '../../../src/features/analytics/analytics.server'
import { addPlanDays, extendPlan, grantPlan } from '../../../src/features/billing/subscriptions.server'
import {
  addressNetwork,
  claimInvite,
  grantDueRewards,
  inviteCode,
  inviteSummary,
  recordShare,
} from '../../../src/features/invites/invites.server'
import { inviteMember, joinTeam, removeMember, teamView } from '../../../src/features/teams/teams.server'
import { ApiError, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { storedSubscription, workingSubscription } from '../../../src/server/plan/subscription'
import { ENGINES } from '../../support/databases'

const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)

/** An account; `verified`: its owner followed the verification e-mail's link. */
async function newViewer(db: Database, planId: Viewer['planId'] = 0, verified = true): Promise<Viewer> {
  const id = randomUUID()
  const email = `${id}@example.com`
  await db.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, $4)', [
    id,
    'g',
    email,
    verified,
  ])
  if (planId) await grantPlan(db, id, planId, 30)
  return {
    userId: id,
    email,
    username: 'g',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }
}

let addresses = 0
/** A client address no other claim in this run used. */
const freshAddress = () => {
  addresses += 1
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

/** An invite claim from a device and an address of its own unless given. */
const claim = (
  db: Database,
  invitee: Viewer,
  code: string,
  device = `fp-${randomUUID()}`,
  address = freshAddress(),
) => claimInvite(db, invitee, code, device, address)

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

async function paidOrder(db: Database, userId: string, amountMinor: number, state = 'paid'): Promise<string> {
  const id = `ord_${randomUUID().replaceAll('-', '')}`
  await db.query(
    `INSERT INTO orders (id, user_id, plan_id, months, method, once, amount_minor, currency, provider, state)
     VALUES ($1, $2, 2, 1, 'alipay', true, $3, 'CNY', 'sandbox', $4)`,
    [id, userId, amountMinor, state],
  )
  await db.query(
    `INSERT INTO order_periods (order_id, period, months, amount_minor) VALUES ($1, 'initial', 1, $2)`,
    [id, amountMinor],
  )
  return id
}

const rewardRows = async (db: Database, userId: string) =>
  (
    await db.query<{ reward: string }>(
      'SELECT reward FROM invite_rewards WHERE user_id = $1 ORDER BY reward',
      [userId],
    )
  ).map((r) => r.reward)

describe.each(ENGINES)('growth on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('grants the first-invite reward once although the same registration is claimed 10 times at once', async () => {
    const inviter = await newViewer(db)
    const invitee = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => claim(db, invitee, code)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1'])
    const sub = await storedSubscription(db, inviter.userId)
    expect(sub.plan_id).toBe(1)
    expect(Math.abs(sub.expire_at - (now() + 30 * DAY))).toBeLessThan(120)
    // Reading the progress again grants nothing more.
    await grantDueRewards(db, inviter.userId)
    expect((await storedSubscription(db, inviter.userId)).expire_at).toBe(sub.expire_at)
    const summary = await inviteSummary(db, inviter, 'http://x')
    expect(summary).toMatchObject({ invites: 1, paying: 0, pending: 0, shared: false, granted: ['invite_1'] })
    expect(summary.link).toBe(`http://x/user/register?inviter=${code}`)
  })

  it('refuses self-invites, old accounts, guests and a second invited account from one device', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    expect((await refusal(claim(db, inviter, code, 'fp-self'))).status).toBe(403)
    const guest = { ...(await newViewer(db)), isGuest: true }
    expect((await refusal(claim(db, guest, code, 'fp-guest'))).status).toBe(401)
    const old = await newViewer(db)
    await db.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [old.userId])
    expect((await refusal(claim(db, old, code, 'fp-old'))).status).toBe(403)
    const device = `fp-${randomUUID()}`
    await claim(db, await newViewer(db), code, device)
    const second = await refusal(claim(db, await newViewer(db), code, device))
    expect(second.status).toBe(409)
    expect(second.message).toMatch(/^fingerprint:/)
    expect((await refusal(claim(db, await newViewer(db), 'zzzzzzzzzz', 'fp-x'))).status).toBe(404)
    expect((await inviteSummary(db, inviter, 'http://x')).invites).toBe(1)
  })

  it('three invites upgrade to 30 days of Pro with the Basic time left converted, each reward once', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    for (let i = 0; i < 3; i += 1) await claim(db, await newViewer(db), code)
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1', 'invite_3'])
    const sub = await storedSubscription(db, inviter.userId)
    // 30 days Basic, then 30 days Pro: Pro starts now, the Basic days left become Pro days at the
    // ratio of the monthly prices, and the reward's 30 days come on top.
    expect(sub.plan_id).toBe(2)
    const expected = 30 * DAY + Math.floor((30 * DAY * 9.99) / 29.9)
    expect(Math.abs(sub.expire_at - now() - expected)).toBeLessThan(180)
  })

  it('a reward never replaces an auto-renewing plan: days stack on the same plan and convert on another', async () => {
    const user = await newViewer(db)
    await extendPlan(db, user.userId, 2, 1, 1)
    const paid = await storedSubscription(db, user.userId)
    const stacked = await addPlanDays(db, user.userId, 2, 90)
    expect(stacked).toMatchObject({ plan_id: 2, cycle_subscription: 1 })
    expect(stacked.expire_at - paid.expire_at).toBe(90 * DAY)
    const converted = await addPlanDays(db, user.userId, 1, 30)
    expect(converted.plan_id).toBe(2)
    expect(converted.expire_at - stacked.expire_at).toBe(Math.floor((30 * DAY * 9.99) / 29.9))
  })

  it('a fresh free account that shares, and three throwaway accounts from one address, earn nothing', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    // The copy button's call, as often as anyone likes.
    for (let i = 0; i < 3; i += 1) expect((await recordShare(db, inviter)).granted).toEqual([])
    // Three accounts nobody verified, each from a "new device", all from one address.
    for (let i = 0; i < 3; i += 1)
      await claim(db, await newViewer(db, 0, false), code, undefined, '203.0.113.7')
    expect(await grantDueRewards(db, inviter.userId)).toEqual([])
    expect(await rewardRows(db, inviter.userId)).toEqual([])
    expect((await storedSubscription(db, inviter.userId)).plan_id).toBe(0)
    expect(await inviteSummary(db, inviter, 'http://x')).toMatchObject({
      invites: 0,
      pending: 3,
      shared: true,
      granted: [],
    })
  })

  it('verified accounts from one address (or one IPv6 /64) count once: never the 3-invite reward', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    for (let i = 0; i < 3; i += 1) await claim(db, await newViewer(db), code, undefined, '198.51.100.20')
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:0:0:0:77'])
      await claim(db, await newViewer(db), code, undefined, address)
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1'])
    expect(await inviteSummary(db, inviter, 'http://x')).toMatchObject({ invites: 2, pending: 4 })
    expect(addressNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressNetwork('2001:db8:1:2::1')).toBe(addressNetwork('2001:db8:1:2:ffff::9'))
    expect(addressNetwork('2001:db8:1:3::1')).not.toBe(addressNetwork('2001:db8:1:2::1'))
  })

  it('a verified invitee earns the first-invite reward once, when verified; the share reward needs it too', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    await recordShare(db, inviter)
    const invitee = await newViewer(db, 0, false)
    await claim(db, invitee, code)
    expect(await rewardRows(db, inviter.userId)).toEqual([])
    // The invitee follows the verification link (better-auth sets the flag).
    await db.query('UPDATE users SET email_verified = true WHERE id = $1', [invitee.userId])
    const granted = await Promise.all([
      grantDueRewards(db, inviter.userId),
      grantDueRewards(db, inviter.userId),
    ])
    expect(granted.flat().sort()).toEqual(['invite_1', 'share'])
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1', 'share'])
    const sub = await storedSubscription(db, inviter.userId)
    // 30 days Basic, then 90 days Pro on top (the Basic days converted at the price ratio).
    expect(sub.plan_id).toBe(2)
    const expected = 90 * DAY + Math.floor((30 * DAY * 9.99) / 29.9)
    expect(Math.abs(sub.expire_at - now() - expected)).toBeLessThan(180)
    await grantDueRewards(db, inviter.userId)
    await recordShare(db, inviter)
    expect((await storedSubscription(db, inviter.userId)).expire_at).toBe(sub.expire_at)
  })

  it('a share does not earn from sign-ups that came before it', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    await claim(db, await newViewer(db), code)
    await db.query(`UPDATE invites SET created_at = now() - interval '1 hour' WHERE inviter_id = $1`, [
      inviter.userId,
    ])
    await recordShare(db, inviter)
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1'])
  })

  it('at most 5 invited addresses count per inviter and UTC day', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    const friends: Viewer[] = []
    for (let i = 0; i < 7; i += 1) {
      const friend = await newViewer(db)
      friends.push(friend)
      await claim(db, friend, code)
    }
    // One UTC day (fixed, so a run at midnight counts the same).
    await db.query(`UPDATE invites SET created_at = '2031-01-10T12:00:00Z' WHERE inviter_id = $1`, [
      inviter.userId,
    ])
    expect(await inviteSummary(db, inviter, 'http://x')).toMatchObject({ invites: 5, pending: 2 })
    // Two of them arrived the day before: that day had room for both.
    await db.query(
      `UPDATE invites SET created_at = '2031-01-09T23:59:00Z' WHERE invitee_id = ANY($1::text[])`,
      [friends.slice(0, 2).map((f) => f.userId)],
    )
    expect((await inviteSummary(db, inviter, 'http://x')).invites).toBe(7)
  })

  it('ten invited friends who paid grant 30 days of Basic once; refunded orders do not count', async () => {
    const inviter = await newViewer(db)
    const code = await inviteCode(db, inviter.userId)
    for (let i = 0; i < 10; i += 1) {
      const friend = await newViewer(db, 0, false)
      // Unverified: paying is what makes them count.
      await claim(db, friend, code)
      await paidOrder(db, friend.userId, 6900, i === 0 ? 'refunded' : 'paid')
    }
    expect((await inviteSummary(db, inviter, 'http://x')).paying).toBe(9)
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1', 'invite_3'])
    const last = await newViewer(db, 0, false)
    await claim(db, last, code)
    await paidOrder(db, last.userId, 6900)
    await Promise.all([grantDueRewards(db, inviter.userId), grantDueRewards(db, inviter.userId)])
    expect(await rewardRows(db, inviter.userId)).toEqual(['invite_1', 'invite_3', 'paid_10'])
  })

  it('a Team Basic primary fills 3 seats under concurrent invitations; the 4th is refused', async () => {
    const owner = await newViewer(db, 3)
    const emails = Array.from({ length: 6 }, (_, i) => `m${i}-${randomUUID()}@example.com`)
    const results = await Promise.allSettled(emails.map((e) => inviteMember(db, owner, e, 'http://x')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && refused.reason instanceof ApiError && refused.reason.code).toBe(
      10020,
    )
    const view = await teamView(db, owner, 'http://x')
    expect(view.role === 'owner' && view.invitations.length).toBe(3)
  })

  it('the invited email joins with invited_code and works under the team plan; others cannot', async () => {
    const owner = await newViewer(db, 3)
    const member = await newViewer(db)
    const invitation = await inviteMember(db, owner, member.email, 'http://x')
    const code = new URL(invitation.link).searchParams.get('invited_code') ?? ''
    const stranger = await newViewer(db)
    expect((await refusal(joinTeam(db, stranger, code))).message).toMatch(/another email/)
    expect(await joinTeam(db, member, code)).toEqual({ owner_email: owner.email })
    expect((await refusal(joinTeam(db, member, code))).status).toBe(404)
    const working = await workingSubscription(db, member.userId)
    expect(working.plan_id).toBe(3)
    // The primary's renewal is not the member's to see or cancel.
    expect(working.cycle_subscription).toBe(0)
    expect(await teamView(db, member, 'http://x')).toMatchObject({ role: 'member', owner_email: owner.email })
    await removeMember(db, owner, member.userId)
    expect((await workingSubscription(db, member.userId)).plan_id).toBe(0)
    // Personal plans have no team.
    const personal = await newViewer(db, 2)
    expect((await refusal(inviteMember(db, personal, 'a@example.com', 'http://x'))).code).toBe(10020)
  })

  it('credits 30% of every paid period of a referred user once, and reverses a refund', async () => {
    const affiliate = await newViewer(db)
    await applyAffiliate(db, affiliate, { website: 'https://example.com', channel: 'blog' })
    const [row] = await db.query<{ code: string }>('SELECT code FROM affiliates WHERE user_id = $1', [
      affiliate.userId,
    ])
    const referred = await newViewer(db)
    expect(await attributeReferral(db, affiliate, row?.code)).toBe(false)
    expect(await attributeReferral(db, referred, row?.code)).toBe(true)
    expect(await attributeReferral(db, referred, row?.code)).toBe(false)
    const order = await paidOrder(db, referred.userId, 19_500)
    await db.query(
      `INSERT INTO order_periods (order_id, period, months, amount_minor) VALUES ($1, 'renewal:in_1', 1, 19500)`,
      [order],
    )
    await Promise.all([syncLedger(db, affiliate.userId), syncLedger(db, affiliate.userId)])
    let board = await affiliateDashboard(db, affiliate, 'http://x')
    if (!('clicks' in board)) throw new Error('not an affiliate')
    expect(board).toMatchObject({ signups: 1, paying: 1 })
    expect(board.balances).toEqual([
      { currency: 'CNY', earned: 11_700, pending: 11_700, approved: 0, paid: 0 },
    ])
    expect(board.ledger.map((l) => l.amount_minor)).toEqual([5850, 5850])
    await db.query(`UPDATE orders SET state = 'refunded' WHERE id = $1`, [order])
    board = await affiliateDashboard(db, affiliate, 'http://x')
    await syncLedger(db, affiliate.userId)
    if (!('clicks' in board)) throw new Error('not an affiliate')
    // Refunded before any payout: both commissions are reversed, nothing is owed, nothing to claw back.
    expect(board.balances[0]?.earned).toBe(0)
    expect(board.ledger.map((l) => l.state)).toEqual(['reversed', 'reversed'])
  })

  it('rolls page views up per day, path and language; the report is for staff only', async () => {
    const at = new Date('2031-03-04T06:00:00Z')
    // The PostgreSQL test database outlives a run: start the report's week empty.
    await db.query(`DELETE FROM page_views_daily WHERE day BETWEEN '2031-02-26' AND '2031-03-04'`)
    const view = (path: string, language: 'en' | 'cn') => ({
      page_title: '/product-database',
      page_path: path,
      page_location: `http://x${path}`,
      language,
    })
    await recordPageView(db, view('/product-database', 'en'), at)
    await recordPageView(db, view('/product-database/', 'en'), at)
    await recordPageView(db, view('/cn/product-database', 'cn'), at)
    const report = await pageViewReport(db, 7, at)
    expect(report.byPath).toEqual([
      { path: '/product-database', title: '/product-database', en: 2, cn: 1, views: 3 },
    ])
    expect(report.byDay.at(-1)).toEqual({ day: '2031-03-04', en: 2, cn: 1 })
    expect(report.byDay).toHaveLength(7)
    const user = await newViewer(db)
    expect((await refusal(requireStaff(db, user))).status).toBe(404)
    await db.query('INSERT INTO staff_members (user_id) VALUES ($1)', [user.userId])
    expect(await requireStaff(db, user)).toBe(user)
  })
})
