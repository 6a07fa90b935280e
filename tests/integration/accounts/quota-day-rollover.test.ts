// Quota days roll over at midnight Beijing time (UTC+8, docs/quotas.md), with a clock the test controls:
// a free user's product details used up late on one Beijing day are refused until 16:00 UTC, and come
// back whole at that instant; UTC's own midnight, which falls inside a Beijing day, resets nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitFor } from '../../../src/config/quotas'
import type { CallContext } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { createQuota } from '../../../src/server/quota/quota'
import { usedToday } from '../../../src/server/quota/usage'
import { ENGINES } from '../../support/databases'

const freeUser = (userId: string): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: `${userId}@example.com`,
    username: 'rollover',
    isGuest: false,
    planId: 0,
    subscription: { plan_id: 0, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})

describe.each(ENGINES)('quota day rollover on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('counts a Beijing day across UTC midnight and resets at 00:00 Beijing (16:00 UTC)', async () => {
    const user = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
      user,
      'r',
      `${user}@example.com`,
    ])
    let clock = new Date('2031-03-03T16:00:00.000Z') // 00:00 on 4 March in Beijing, still 3 March in UTC
    const quota = createQuota(async () => db, { now: () => clock })
    const ctx = freeUser(user)
    const limit = limitFor('product-detail', 0)
    if (limit === 'unlimited') throw new Error('the free plan has no product-detail limit')
    const use = () => quota.withQuota(ctx, 'product-detail', async () => 'shown')

    expect((await use()).remaining).toBe(limit - 1)
    // UTC's midnight passes; Beijing is still on 4 March, so the uses keep counting.
    clock = new Date('2031-03-04T00:00:01.000Z')
    for (let left = limit - 2; left >= 0; left--) expect((await use()).remaining).toBe(left)
    clock = new Date('2031-03-04T15:59:59.999Z') // 23:59:59.999 in Beijing
    await expect(use()).rejects.toMatchObject({ code: 10020 })
    expect((await usedToday(db, user, '2031-03-04')).get('product-detail')).toBe(limit)

    clock = new Date('2031-03-04T16:00:00.000Z') // 00:00 on 5 March in Beijing
    expect((await use()).remaining).toBe(limit - 1)
    expect((await usedToday(db, user, '2031-03-05')).get('product-detail')).toBe(1)
    expect((await usedToday(db, user, '2031-03-04')).get('product-detail')).toBe(limit)
  })
})
