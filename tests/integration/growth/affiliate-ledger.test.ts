// The affiliate ledger (issue 39) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a commission is
// pending through the refund window after its payment, approved after it, paid by a recorded payout
// (threshold, one payout per reference, two payouts at once settle each line once); a refund before the
// payout reverses the commission, after it adds a clawback deducted from the next payout.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  affiliateDashboard,
  applyAffiliate,
  attributeReferral,
  recordPayout,
  syncLedger,
} from '../../../src/features/affiliate/affiliate.server'
import type { AffiliateDashboard } from '../../../src/features/affiliate/affiliate.shared'
import type { Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

const DAY_MS = 86_400_000

async function newViewer(db: Database): Promise<Viewer> {
  const id = randomUUID()
  const email = `${id}@example.com`
  await db.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, true)', [
    id,
    'a',
    email,
  ])
  return {
    userId: id,
    email,
    username: 'a',
    isGuest: false,
    planId: 0,
    subscription: { plan_id: 0, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }
}

/** An Alipay order of the referred user, paid at `paidAt` (its period's grant time). */
async function paidOrder(db: Database, userId: string, amountMinor: number, paidAt: Date): Promise<string> {
  const id = `ord_${randomUUID().replaceAll('-', '')}`
  await db.query(
    `INSERT INTO orders (id, user_id, plan_id, months, method, once, amount_minor, currency, provider, state)
     VALUES ($1, $2, 4, 12, 'alipay', true, $3, 'CNY', 'sandbox', 'paid')`,
    [id, userId, amountMinor],
  )
  await db.query(
    `INSERT INTO order_periods (order_id, period, months, amount_minor, granted_at) VALUES ($1, 'initial', 12, $2, $3)`,
    [id, amountMinor, paidAt],
  )
  return id
}

type Board = Extract<AffiliateDashboard, { clicks: number }>
async function board(db: Database, viewer: Viewer): Promise<Board> {
  const b = await affiliateDashboard(db, viewer, 'http://x')
  if (!('clicks' in b)) throw new Error('not an affiliate')
  return b
}

describe.each(ENGINES)('affiliate ledger on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  /** An affiliate with one referred account. */
  async function referral(): Promise<{ affiliate: Viewer; referred: Viewer }> {
    const affiliate = await newViewer(db)
    await applyAffiliate(db, affiliate, { website: 'https://example.com', channel: 'course' })
    const [row] = await db.query<{ code: string }>('SELECT code FROM affiliates WHERE user_id = $1', [
      affiliate.userId,
    ])
    const referred = await newViewer(db)
    expect(await attributeReferral(db, referred, row?.code)).toBe(true)
    return { affiliate, referred }
  }

  it('pending through the refund window, approved after it, paid by a payout the affiliate sees', async () => {
    const { affiliate, referred } = await referral()
    // Before anything: paid out is exactly 0, in yuan.
    expect((await board(db, affiliate)).balances).toEqual([
      { currency: 'CNY', earned: 0, pending: 0, approved: 0, paid: 0 },
    ])
    const paidAt = new Date(Date.now() - 3 * DAY_MS)
    // Team Pro for 12 months by Alipay: ¥5,940; 30% is ¥1,782.00.
    await paidOrder(db, referred.userId, 594_000, paidAt)
    let b = await board(db, affiliate)
    expect(b.ledger).toMatchObject([
      { kind: 'commission', state: 'pending', amount_minor: 178_200, currency: 'CNY' },
    ])
    expect(b.ledger[0]?.approves_at).toBe(Math.floor(paidAt.getTime() / 1000) + 7 * 86_400)
    expect(b.balances[0]).toMatchObject({ pending: 178_200, approved: 0, paid: 0 })
    // Nothing approved yet: no payout can be recorded.
    expect(
      await recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'early', paidAt: new Date() }),
    ).toEqual({ ok: false, reason: 'nothing_approved', total: 0 })

    // Eight days after the payment the refund window has passed.
    const later = new Date(paidAt.getTime() + 8 * DAY_MS)
    await db.transaction((tx) => syncLedger(tx, affiliate.userId, later))
    b = await board(db, affiliate)
    expect(b.ledger[0]?.state).toBe('approved')
    expect(b.balances[0]).toMatchObject({ earned: 178_200, pending: 0, approved: 178_200, paid: 0 })

    // Two support sessions record a payout at once: the lines are settled once.
    const results = await Promise.all([
      recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'ALI-1', paidAt: later }),
      recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'ALI-2', paidAt: later }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ reason: 'nothing_approved' })
    const reference = results[0]?.ok ? 'ALI-1' : 'ALI-2'
    b = await board(db, affiliate)
    expect(b.payouts).toMatchObject([{ amount_minor: 178_200, currency: 'CNY', reference }])
    expect(b.payouts[0]?.paid_at).toBe(Math.floor(later.getTime() / 1000))
    expect(b.ledger).toMatchObject([{ state: 'paid', payout_reference: reference }])
    expect(b.balances[0]).toMatchObject({ earned: 178_200, approved: 0, paid: 178_200 })
    // The same transfer cannot be recorded twice.
    expect(
      await recordPayout(db, affiliate.userId, { currency: 'CNY', reference, paidAt: later }),
    ).toMatchObject({
      ok: false,
      reason: 'duplicate_reference',
    })
  })

  it('a payout waits for the threshold (¥350) unless it is the final one', async () => {
    const { affiliate, referred } = await referral()
    // Personal Pro, one month: ¥195, 30% is ¥58.50.
    await paidOrder(db, referred.userId, 19_500, new Date(Date.now() - 10 * DAY_MS))
    const attempt = (final: boolean) =>
      recordPayout(db, affiliate.userId, {
        currency: 'CNY',
        reference: `T-${final}`,
        paidAt: new Date(),
        final,
      })
    expect(await attempt(false)).toEqual({ ok: false, reason: 'below_threshold', total: 5850 })
    expect(await attempt(true)).toMatchObject({ ok: true, lines: 1, payout: { amount_minor: 5850 } })
  })

  it('a refund before the payout reverses the commission; after it, the next payout is reduced', async () => {
    const { affiliate, referred } = await referral()
    const old = new Date(Date.now() - 20 * DAY_MS)
    const first = await paidOrder(db, referred.userId, 594_000, old)
    const second = await paidOrder(db, referred.userId, 594_000, old)
    expect(
      await recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'P1', paidAt: new Date() }),
    ).toMatchObject({ ok: true, lines: 2, payout: { amount_minor: 356_400 } })
    // The first order is refunded after the payout: its commission is clawed back.
    await db.query(`UPDATE orders SET state = 'refunded' WHERE id = $1`, [first])
    // A third order, refunded within its refund window: reversed, never approved.
    const third = await paidOrder(db, referred.userId, 594_000, new Date(Date.now() - DAY_MS))
    await db.query(`UPDATE orders SET state = 'refunded' WHERE id = $1`, [third])
    let b = await board(db, affiliate)
    const byOrder = (id: string) =>
      b.ledger.filter((l) => l.order_id === id).map((l) => [l.kind, l.state, l.amount_minor])
    expect(byOrder(first).sort()).toEqual([
      ['commission', 'paid', 178_200],
      ['reversal', 'approved', -178_200],
    ])
    expect(byOrder(second)).toEqual([['commission', 'paid', 178_200]])
    expect(byOrder(third)).toEqual([['commission', 'reversed', 178_200]])
    await db.transaction((tx) => syncLedger(tx, affiliate.userId, new Date(Date.now() + 30 * DAY_MS)))
    b = await board(db, affiliate)
    expect(byOrder(third)).toEqual([['commission', 'reversed', 178_200]])
    // Owed back ¥1,782: nothing to pay until new commission covers it.
    expect(b.balances[0]).toMatchObject({ earned: 178_200, pending: 0, approved: -178_200, paid: 356_400 })
    expect(
      await recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'P2', paidAt: new Date() }),
    ).toMatchObject({ ok: false, reason: 'nothing_approved' })
    // Two more approved commissions: the next payout is their sum less the clawback.
    await paidOrder(db, referred.userId, 594_000, old)
    await paidOrder(db, referred.userId, 594_000, old)
    expect(
      await recordPayout(db, affiliate.userId, { currency: 'CNY', reference: 'P2', paidAt: new Date() }),
    ).toMatchObject({ ok: true, lines: 3, payout: { amount_minor: 178_200 } })
    b = await board(db, affiliate)
    expect(b.balances[0]).toMatchObject({ approved: 0, paid: 534_600 })
    expect(b.payouts.map((p) => p.reference).sort()).toEqual(['P1', 'P2'])
  })
})
