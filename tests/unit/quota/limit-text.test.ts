// The refusal matrix (issue 34): visitor, free, Basic and Pro × every limited feature, the exact words
// each one reads in the limit dialog and the page's refusal panel (one function, refusalText) and in the
// free-limit banner (bannerText). The plan facts below are spec §6 restated by hand, not read from the
// quota table, so a table or wording change that breaks the vocabulary fails here. Before issue 34 a free
// user exporting read "You have used today's this feature quota", page 2 said the day's quota was used
// while the banner said "4 uses left", a visitor got "upgrade" and "log in" at once, and the ad-detail
// banner said "0 left today" for a feature the free plan never has.
import { describe, expect, it } from 'vitest'
import { QUOTA_FEATURE_IDS, type QuotaFeature } from '@/config/quotas'
import { bannerText, type RefusedViewer, refusalText } from '@/features/quota/limit-text'

/** What the free plan has of each limited feature (spec §6 and docs/quotas.md), and its English name. */
const FEATURES: ReadonlyArray<{
  id: QuotaFeature
  name: string
  free: 'none' | 'count' | 'first-page'
}> = [
  { id: 'historical-rankings', name: 'historical rankings', free: 'count' },
  { id: 'historical-rankings-best', name: 'best-seller and 5-star rankings', free: 'count' },
  { id: 'historical-trend-dialog', name: 'ranking trends', free: 'none' },
  { id: 'product-database', name: 'product database', free: 'first-page' },
  { id: 'product-detail', name: 'product details', free: 'count' },
  { id: 'mall-hot-sale', name: 'store lists', free: 'first-page' },
  { id: 'mall-detail', name: 'store details', free: 'count' },
  { id: 'keyword-reverse', name: 'keyword reverse lookup', free: 'none' },
  { id: 'keyword-analysis', name: 'keyword analysis', free: 'none' },
  { id: 'category-database', name: 'category database', free: 'first-page' },
  { id: 'search-supplier', name: 'supplier image search', free: 'count' },
  { id: 'label-generator', name: 'label generator', free: 'none' },
  { id: 'ads', name: 'ad library', free: 'first-page' },
  { id: 'ads-detail', name: 'ad details', free: 'none' },
  { id: 'data-export', name: 'data export', free: 'none' },
]

const VIEWERS: ReadonlyArray<{ who: string; viewer: RefusedViewer }> = [
  { who: 'visitor', viewer: 'visitor' },
  { who: 'free', viewer: 0 },
  { who: 'Basic', viewer: 1 },
  { who: 'Pro', viewer: 2 },
]

const LOGIN = {
  title: 'Log in to continue',
  body: 'This feature needs a free Shopsight account. Log in or sign up in a few seconds to continue.',
  action: 'login',
}
const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The exact dialog and panel words for a refused call on page 1 and on page 2 of a list. */
function expectedRefusal(who: string, f: (typeof FEATURES)[number], page: number) {
  if (who === 'visitor') return LOGIN
  if (who === 'free' && f.free === 'none')
    return {
      title: 'Not in your plan',
      body: `The free plan does not include ${f.name}. Upgrade to use it.`,
      action: 'upgrade',
    }
  if (who === 'free' && f.free === 'first-page' && page > 1)
    return {
      title: 'Page 1 only on the free plan',
      body: `${capital(f.name)} on the free plan: page 1 only. Upgrade to see page ${page} and beyond.`,
      action: 'upgrade',
    }
  if (who === 'Pro')
    return {
      title: 'Daily limit reached',
      body: `You have used today's ${f.name} quota. It resets at midnight Beijing time.`,
      action: 'ok',
    }
  return {
    title: 'Daily limit reached',
    body: `You have used today's ${f.name} quota on your plan. It resets at midnight Beijing time.`,
    action: 'upgrade',
  }
}

/** The exact banner with 4 uses left and with none left (null: no banner). */
function expectedBanner(who: string, f: (typeof FEATURES)[number], remaining: number) {
  if (who === 'visitor')
    return f.free === 'none'
      ? null
      : { text: `Visitor: ${remaining} ${f.name} uses left today.`, action: 'login' }
  if (who !== 'free') return null
  if (f.free === 'none') return { text: `The free plan does not include ${f.name}.`, action: 'upgrade' }
  if (remaining === 0)
    return {
      text: `Free plan: 0 ${f.name} uses left today. It resets at midnight Beijing time.`,
      action: 'upgrade',
    }
  return f.free === 'first-page'
    ? { text: `Free plan: page 1 of each list, ${remaining} ${f.name} uses left today.`, action: 'upgrade' }
    : { text: `Free plan: ${remaining} ${f.name} uses left today.`, action: 'upgrade' }
}

describe('the refusal matrix: visitor, free, Basic, Pro × every limited feature', () => {
  it('covers every feature of the quota table', () => {
    expect(FEATURES.map((f) => f.id).sort()).toEqual([...QUOTA_FEATURE_IDS].sort())
  })

  describe.each(VIEWERS)('$who', ({ who, viewer }) => {
    it.each(FEATURES)('$id: the dialog, the refusal panel and the banner say the same', (f) => {
      for (const page of [1, 2]) {
        expect(refusalText({ viewer, feature: f.id, at: { page }, locale: 'en' }), `page ${page}`).toEqual(
          expectedRefusal(who, f, page),
        )
      }
      for (const remaining of [4, 0]) {
        expect(bannerText({ viewer, feature: f.id, remaining, locale: 'en' }), `${remaining} left`).toEqual(
          expectedBanner(who, f, remaining),
        )
      }
      // A count not known yet (or unlimited) shows no banner, except a feature the plan lacks outright.
      expect(bannerText({ viewer, feature: f.id, remaining: -1, locale: 'en' })).toEqual(
        who === 'free' && f.free === 'none' ? expectedBanner(who, f, 0) : null,
      )
    })
  })
})

describe('in Chinese', () => {
  it.each([
    [
      'visitor',
      'data-export',
      1,
      '请先登录',
      '使用该功能需要登录 Shopsight 账号。注册只需几秒钟，登录后即可继续。',
      'login',
    ],
    [0, 'data-export', 1, '当前套餐不含此功能', '免费版不包含数据导出，升级后即可使用。', 'upgrade'],
    [0, 'ads-detail', 1, '当前套餐不含此功能', '免费版不包含广告详情，升级后即可使用。', 'upgrade'],
    [
      0,
      'product-database',
      2,
      '免费版仅限第 1 页',
      '免费版的商品库仅可查看第 1 页，升级后可查看第 2 页及之后的内容。',
      'upgrade',
    ],
    [
      1,
      'data-export',
      1,
      '今日次数已用完',
      '您当前套餐今日的数据导出次数已用完，额度将于北京时间零点重置。',
      'upgrade',
    ],
    [4, 'product-detail', 2, '今日次数已用完', '今日的商品详情次数已用完，额度将于北京时间零点重置。', 'ok'],
  ] as const)('%s, %s, page %i', (viewer, feature, page, title, body, action) => {
    expect(refusalText({ viewer, feature, at: { page }, locale: 'cn' })).toEqual({ title, body, action })
  })

  it('the banners', () => {
    expect(bannerText({ viewer: 0, feature: 'ads-detail', remaining: 0, locale: 'cn' })?.text).toBe(
      '免费版不包含广告详情。',
    )
    expect(bannerText({ viewer: 0, feature: 'ads', remaining: 4, locale: 'cn' })?.text).toBe(
      '免费版：每个列表仅限第 1 页，今日广告库还剩 4 次。',
    )
    expect(bannerText({ viewer: 'visitor', feature: 'product-detail', remaining: 2, locale: 'cn' })).toEqual({
      text: '访客：今日商品详情还剩 2 次。',
      action: 'login',
    })
  })
})

it('no plan, feature, page or language leaves a placeholder or an unnamed feature in a sentence', () => {
  for (const viewer of ['visitor', 0, 1, 2, 3, 4] as const) {
    for (const feature of QUOTA_FEATURE_IDS) {
      for (const locale of ['en', 'cn'] as const) {
        for (const page of [1, 3]) {
          const { body } = refusalText({ viewer, feature, at: { page }, locale })
          expect(body, `${viewer} ${feature} ${locale}`).not.toMatch(/this feature quota|该功能次数|\{|\}/)
        }
        const banner = bannerText({ viewer, feature, remaining: 1000, locale })
        // Counts are grouped like every other number.
        expect(banner?.text ?? '').not.toMatch(/\{|\}|1000/)
      }
    }
  }
})

it('a refusal of an unnamed feature has no hole in its sentence', () => {
  expect(refusalText({ viewer: 1, locale: 'en' }).body).toBe(
    "You have used today's quota for this on your plan. It resets at midnight Beijing time.",
  )
})
