import { describe, expect, it } from 'vitest'
import { ALL_PLANS, CAPABILITY_ROWS, discountPercent, PAID_PLANS } from '@/config/plans'

describe('plan table', () => {
  it('has the prices of spec §9 (CNY / USD / original CNY / original USD)', () => {
    expect(PAID_PLANS.map((p) => [p.priceCny, p.priceUsd, p.originCny, p.originUsd])).toEqual([
      [69, 9.99, 260, 39.9],
      [195, 29.9, 521, 79.9],
      [295, 39, 586, 89.9],
      [495, 69.9, 780, 119.9],
    ])
  })

  it('gives team plans 3 and 10 member accounts and personal plans 1 and 3 invites', () => {
    expect(PAID_PLANS.map((p) => p.memberAccounts)).toEqual([0, 0, 3, 10])
    expect(PAID_PLANS.map((p) => p.invitations)).toEqual([1, 3, 0, 0])
  })

  it('has the daily product and store detail limits of spec §6', () => {
    const limits = (quota: string) =>
      CAPABILITY_ROWS.find((r) => r.quota === quota)?.values.map((v) =>
        v.kind === 'daily' ? v.limit : v.kind,
      )
    expect(limits('product-detail')).toEqual([3, 100, 500, 300, 1000])
    expect(limits('mall-detail')).toEqual([3, 100, 500, 300, 1000])
    expect(limits('search-supplier')).toEqual([10, 'unlimited', 'unlimited', 'unlimited', 'unlimited'])
    expect(limits('data-export')).toEqual(['none', 50, 200, 200, 600])
    expect(limits('historical-trend-dialog')).toEqual(['none', 100, 'unlimited', 300, 'unlimited'])
  })

  it('lists every plan id once, free first', () => {
    expect(ALL_PLANS.map((p) => p.id)).toEqual([0, 1, 2, 3, 4])
  })

  it('computes the saving against the list price, rounded down', () => {
    expect(discountPercent(9.99, 39.9)).toBe(74)
    expect(discountPercent(10, 10)).toBe(0)
    expect(discountPercent(5, 0)).toBe(0)
  })
})
