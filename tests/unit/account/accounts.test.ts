import { describe, expect, it } from 'vitest'
import { PLAN_IDS } from '../../../src/config/plans'
import { beijingDay, featureForRoute, limitFor } from '../../../src/config/quotas'
import { effectiveSubscription } from '../../../src/config/subscription'
import type { UserInfo } from '../../../src/features/account/account.shared'
import { createLimiter } from '../../../src/server/auth/rate-limit'

describe('quota table', () => {
  it('takes the plan table where it gives numbers and the client numbers for the rest (docs/quotas.md)', () => {
    expect(PLAN_IDS.map((p) => limitFor('product-detail', p))).toEqual([3, 100, 500, 300, 1000])
    expect(limitFor('search-supplier', 0)).toBe(10)
    expect(limitFor('product-database', 0)).toBe(5)
    expect(limitFor('product-database', 1)).toBe('unlimited')
    expect(limitFor('mall-hot-sale', 0)).toBe(3)
    expect(limitFor('data-export', 0)).toBe(0)
  })

  it('maps route variants to one counter', () => {
    expect(featureForRoute('product-database-semi')).toBe('product-database')
    expect(featureForRoute('search-supplier-1688')).toBe('search-supplier')
    expect(featureForRoute('temu-label-generator')).toBe('label-generator')
    expect(featureForRoute('pricing')).toBeNull()
  })

  it('rolls the day over at midnight Beijing time (UTC+8)', () => {
    expect(beijingDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01')
    expect(beijingDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02')
  })
})

describe('subscription state', () => {
  it('counts an expired subscription as plan 0 and keeps its expiry', () => {
    const sub = { plan_id: 2 as const, start_at: 100, expire_at: 200, cycle_subscription: 1 as const }
    expect(effectiveSubscription(sub, 150)).toEqual(sub)
    expect(effectiveSubscription(sub, 200)).toEqual({ ...sub, plan_id: 0, cycle_subscription: 0 })
  })
})

describe('rate limiter', () => {
  it('refuses the attempt over the limit until the window ends', () => {
    const limiter = createLimiter(2, 60_000)
    expect(limiter.hit(['a'], 0)).toBeNull()
    expect(limiter.hit(['a'], 1)).toBeNull()
    expect(limiter.hit(['a'], 2)).toBe(60)
    expect(limiter.hit(['b'], 3)).toBeNull()
    expect(limiter.hit(['a'], 60_000)).toBeNull()
  })
})

describe('client session rules', async () => {
  // These modules read browser storage lazily; importing them in node is safe.
  const { invitedTeamUrl } = await import('../../../src/features/account/session')
  const { safeRedirect } = await import('../../../src/features/account/redirect')
  const { routeNameOf } = await import('../../../src/features/quota/components/quota-banners')
  const info: UserInfo = {
    user_id: 'u1',
    username: 'amy',
    email: 'Amy@Example.com',
    token: 't',
    is_guest: false,
    subscription: { plan_id: 0, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }

  it('sends an invited user to /my-team only when the invitation is for their email', () => {
    expect(invitedTeamUrl(info, 'invited_code=AB12; invited_email=amy@example.com')).toBe(
      '/my-team?invited_code=AB12',
    )
    expect(invitedTeamUrl(info, 'invited_code=AB12; invited_email=bob@example.com')).toBeNull()
    expect(invitedTeamUrl({ ...info, is_guest: true }, 'invited_code=AB12; invited_email=')).toBeNull()
    expect(invitedTeamUrl(info, 'lang=cn')).toBeNull()
  })

  it('redirects after sign-in only to a path on this site', () => {
    expect(safeRedirect('/pricing?x=1')).toBe('/pricing?x=1')
    expect(safeRedirect('//evil.example/x')).toBe('/')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect(['/a'])).toBe('/')
  })

  it('finds the route name under a language prefix', () => {
    expect(routeNameOf('/cn/product-detail/12')).toBe('product-detail')
    expect(routeNameOf('/product-database')).toBe('product-database')
    expect(routeNameOf('/')).toBe('')
  })
})
