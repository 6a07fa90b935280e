// The affiliate programme states one attribution window and one payout threshold (issue 39): the
// /affiliate page's copy and the agreement, in both languages, say the number of days the referral
// cookie lasts (AFFILIATE_WINDOW_DAYS; the cookie itself: tests/e2e/growth.test.ts), and the threshold
// is stated in yuan, the commissions' currency, first.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  AFFILIATE_PAYOUT_THRESHOLD_MINOR,
  AFFILIATE_REFUND_WINDOW_DAYS,
  AFFILIATE_WINDOW_DAYS,
} from '@/features/affiliate/affiliate.shared'

const root = resolve(import.meta.dirname, '../../..')
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')
const messages = (lang: 'en' | 'cn'): Record<string, string> => JSON.parse(read(`messages/${lang}.json`))
const agreement = (lang: 'en' | 'cn') => read(`content/pages/${lang}/affiliate-agreement.md`)

/** Every "N days" / "N 天" / "N-day" a text states. */
const dayCounts = (text: string) =>
  [...text.matchAll(/(\d+)(?:\*\*)?(?:[- ](?:\*\*)?)(?:days?|天)/g)].map((m) => Number(m[1]))

describe('the affiliate attribution window', () => {
  it.each(['en', 'cn'] as const)('the %s page copy and agreement state the same window', (lang) => {
    const m = messages(lang)
    expect(dayCounts(m.affiliate_how_2_body ?? '')).toEqual([AFFILIATE_WINDOW_DAYS])
    expect(m.affiliate_link_note).toContain('{days}')
    const text = agreement(lang)
    // The window (description and tracking section); the 7-day refund window, the 15-day payout
    // delay and the 14-day notice are other periods and say so around them.
    const tracking = text
      .split('\n')
      .filter((line) => /records the referral|记录该推荐关系|referral tracking|归因期/.test(line))
    expect(tracking).toHaveLength(2)
    for (const line of tracking) expect(dayCounts(line)).toEqual([AFFILIATE_WINDOW_DAYS])
    expect(dayCounts(text)).not.toContain(60)
  })
})

describe('the payout threshold and approval', () => {
  it.each([
    ['en', '¥350', 'US$50'],
    ['cn', '350 元人民币', '50 美元'],
  ] as const)('the %s copy states ¥350 first, dollars only for dollar commissions', (lang, cny, usd) => {
    expect(AFFILIATE_PAYOUT_THRESHOLD_MINOR).toEqual({ CNY: 35_000, USD: 5_000 })
    for (const text of [messages(lang).affiliate_how_3_body ?? '', agreement(lang)]) {
      expect(text.indexOf(cny)).toBeGreaterThanOrEqual(0)
      expect(text.indexOf(cny)).toBeLessThan(text.indexOf(usd))
      expect(dayCounts(text)).toContain(AFFILIATE_REFUND_WINDOW_DAYS)
    }
  })
})
