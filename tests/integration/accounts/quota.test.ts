// Quotas under concurrency, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: however many requests
// race, a user never gets more uses than the plan allows, and a failed request consumes nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beijingDay } from '../../../src/config/quotas'
import { ApiError, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { createQuota } from '../../../src/server/quota/quota'
import { consumeUse, usedToday } from '../../../src/server/quota/usage'
import { ENGINES } from '../../support/databases'

async function newUser(db: Database): Promise<string> {
  const id = randomUUID()
  await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'q', `${id}@example.com`])
  return id
}

const viewerCtx = (userId: string, planId: Viewer['planId'] = 0): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'q@example.com',
    username: 'q',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})

describe.each(ENGINES)('quota on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('lets exactly 5 of 100 concurrent consumes through when 5 remain', async () => {
    const user = await newUser(db)
    const day = beijingDay()
    // 100 uses a day, 95 already used: 5 remain.
    await db.query(
      `INSERT INTO quota_usage (user_id, day, feature, used) VALUES ($1, $2::date, 'product-detail', 95)`,
      [user, day],
    )
    const results = await Promise.all(
      Array.from({ length: 100 }, () => consumeUse(db, user, 'product-detail', 100, day)),
    )
    const granted = results.filter((r) => r !== null)
    expect(granted).toHaveLength(5)
    expect(granted.map((r) => r?.remaining).sort()).toEqual([0, 1, 2, 3, 4])
    expect((await usedToday(db, user, day)).get('product-detail')).toBe(100)
  })

  it('answers 10020 at the limit and gives the use back when the request fails', async () => {
    const user = await newUser(db)
    const quota = createQuota(async () => db)
    const ctx = viewerCtx(user, 0)
    // Free plan: 3 product details a day.
    expect((await quota.withQuota(ctx, 'product-detail', async () => 'a')).remaining).toBe(2)
    await expect(
      quota.withQuota(ctx, 'product-detail', async () => {
        throw new ApiError(404, 10404, 'id: no product')
      }),
    ).rejects.toMatchObject({ code: 10404 })
    expect((await usedToday(db, user)).get('product-detail')).toBe(1)
    expect((await quota.withQuota(ctx, 'product-detail', async () => 'b')).remaining).toBe(1)
    expect((await quota.withQuota(ctx, 'product-detail', async () => 'c')).remaining).toBe(0)
    await expect(quota.withQuota(ctx, 'product-detail', async () => 'd')).rejects.toMatchObject({
      code: 10020,
    })
    // A feature the free plan does not include is refused at once; a paid plan gets it.
    await expect(quota.withQuota(ctx, 'data-export', async () => 'e')).rejects.toMatchObject({ code: 10020 })
    expect((await quota.withQuota(viewerCtx(user, 2), 'data-export', async () => 'f')).remaining).toBe(199)
  })

  it('answers 10001 when an HTTP caller has no session', async () => {
    const quota = createQuota(async () => db)
    const ctx: CallContext = { token: null, fingerprint: null, viewer: async () => null }
    await expect(quota.withQuota(ctx, 'product-detail', async () => 'x')).rejects.toMatchObject({
      code: 10001,
    })
  })
})
