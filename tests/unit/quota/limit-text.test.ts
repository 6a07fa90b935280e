// The refusal matrix of the limit dialog (issue 34): for each plan and each limited feature, the exact
// words the quota table calls for. A plan without the feature is told it does not include it (a free
// user exporting once read "You have used today's this feature quota"); no sentence keeps a placeholder.
import { describe, expect, it } from 'vitest'
import { limitFor, QUOTA_FEATURE_IDS } from '@/config/quotas'
import { limitText } from '@/features/quota/limit-text'

describe('the limit dialog says what the plan has', () => {
  it.each([
    // plan, feature, locale, title, body, upgrade offered
    [
      0,
      'data-export',
      'en',
      'Not in your plan',
      'The free plan does not include data export. Upgrade to use it.',
      true,
    ],
    [0, 'data-export', 'cn', '当前套餐不含此功能', '免费版不包含数据导出，升级后即可使用。', true],
    [
      0,
      'keyword-reverse',
      'en',
      'Not in your plan',
      'The free plan does not include keyword reverse lookup. Upgrade to use it.',
      true,
    ],
    [0, 'ads-detail', 'cn', '当前套餐不含此功能', '免费版不包含广告详情，升级后即可使用。', true],
    [
      0,
      'product-database',
      'en',
      'Daily limit reached',
      "You have used today's product database quota on your plan. It resets at midnight Beijing time.",
      true,
    ],
    [
      1,
      'data-export',
      'en',
      'Daily limit reached',
      "You have used today's data export quota on your plan. It resets at midnight Beijing time.",
      true,
    ],
    [
      1,
      'data-export',
      'cn',
      '今日次数已用完',
      '您当前套餐今日的数据导出次数已用完，额度将于北京时间零点重置。',
      true,
    ],
    [
      2,
      'product-detail',
      'en',
      'Daily limit reached',
      "You have used today's product details quota. It resets at midnight Beijing time.",
      false,
    ],
  ] as const)('plan %i, %s (%s)', (planId, feature, locale, title, body, upgrade) => {
    expect(limitText({ planId, feature, locale })).toEqual({ title, body, upgrade })
  })

  it('over every plan and feature: "not included" exactly where the table says 0, never a placeholder', () => {
    for (const planId of [0, 1, 2, 3, 4] as const) {
      for (const feature of QUOTA_FEATURE_IDS) {
        for (const locale of ['en', 'cn'] as const) {
          const text = limitText({ planId, feature, locale })
          const none = limitFor(feature, planId) === 0
          expect(
            text.body.includes('does not include') || text.body.includes('不包含'),
            `${planId} ${feature}`,
          ).toBe(none)
          expect(text.body).not.toMatch(/this feature|该功能|\{|\}/)
          // An upgrade is offered unless the plan is a top plan that has the feature.
          expect(text.upgrade).toBe(none || (planId !== 2 && planId !== 4))
        }
      }
    }
  })

  it('a refusal of an unnamed feature has no hole in its sentence', () => {
    expect(limitText({ planId: 1, locale: 'en' }).body).toBe(
      "You have used today's quota for this on your plan. It resets at midnight Beijing time.",
    )
  })
})
