// The one refusal vocabulary (issue 34), read from the quota table, for every surface that speaks of a
// limit: the limit dialog, the refusal panel a page shows instead of its data, and the free-limit banner.
// - A visitor (no account, or a fingerprint guest) is only ever asked to log in: never the plans.
// - A plan that does not have a feature at all is told so (never "today's quota is used" or "0 left"
//   for something it never had).
// - A free-plan rule (first page only) says which rule refused, not that the day's uses are gone, so it
//   never contradicts the banner's count of uses left.
// - A used-up daily limit says when it resets; an unnamed feature never leaves a placeholder.

import { PLAN_IDS, type PlanId } from '@/config/plan-ids'
import { featureName, featureSpec, limitFor, type QuotaFeature } from '@/config/quotas'
import { formatNumber } from '@/lib/format'
import type { Locale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** Who was refused: a visitor, or a signed-in account's plan in force. */
export type RefusedViewer = 'visitor' | number

/** What the refusal offers: the login prompt, the plans, or nothing more (a top plan's used-up day). */
export type RefusalAction = 'login' | 'upgrade' | 'ok'

export type RefusalText = { title: string; body: string; action: RefusalAction }

/** Where a refused list call read: its page decides whether the free plan's first-page rule refused it. */
export type RefusedAt = { page?: number }

const isPlanId = (id: number): id is PlanId => (PLAN_IDS as readonly number[]).includes(id)

/** Spec §6: Single Pro and Team Pro have nothing to upgrade to. */
const TOP_PLANS = new Set([2, 4])

/** The feature's name inside a sentence: lower-case in English ("does not include data export"). */
const inSentence = (feature: QuotaFeature, locale: Locale) => {
  const name = featureName(feature, locale)
  return locale === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name
}

/** True when the plan's quota-table cell for the feature is 0: the plan does not include it. */
export function planLacks(planId: number, feature: QuotaFeature): boolean {
  return isPlanId(planId) && limitFor(feature, planId) === 0
}

/** The words for a refused call (code 10020, or a session refusal for a visitor). */
export function refusalText(input: {
  viewer: RefusedViewer
  feature?: QuotaFeature
  at?: RefusedAt
  locale: Locale
}): RefusalText {
  const { viewer, feature, at, locale } = input
  const options = { locale }
  if (viewer === 'visitor') {
    return {
      title: m.login_prompt_title({}, options),
      body: m.login_prompt_body({}, options),
      action: 'login',
    }
  }
  const upgrade: RefusalAction = TOP_PLANS.has(viewer) ? 'ok' : 'upgrade'
  if (!feature) {
    return {
      title: m.limit_prompt_title({}, options),
      body: m.limit_prompt_body_unnamed({}, options),
      action: upgrade,
    }
  }
  const name = inSentence(feature, locale)
  if (planLacks(viewer, feature)) {
    return {
      title: m.limit_prompt_title_not_included({}, options),
      body:
        viewer === 0
          ? m.limit_prompt_not_included_free({ feature: name }, options)
          : m.limit_prompt_not_included({ feature: name }, options),
      action: 'upgrade',
    }
  }
  const page = at?.page ?? 1
  if (viewer === 0 && featureSpec(feature).freeRule === 'first-page' && page > 1) {
    return {
      title: m.limit_prompt_title_first_page({}, options),
      body: m.limit_prompt_first_page({ feature: featureName(feature, locale), page }, options),
      action: 'upgrade',
    }
  }
  return {
    title: m.limit_prompt_title({}, options),
    body:
      upgrade === 'upgrade'
        ? m.limit_prompt_body({ feature: name }, options)
        : m.limit_prompt_body_top({ feature: name }, options),
    action: upgrade,
  }
}

export type BannerText = { text: string; action: 'login' | 'upgrade' }

/**
 * The free-limit banner on a limited route (spec §6: free users see their remaining uses), or null when
 * none shows: paid plans, unlimited or not yet known counts. It reads the same table as the dialog, so
 * a feature the plan lacks is named as lacking (never "0 left today"), a used-up day says so, and a
 * visitor is pointed to the login, never to the plans.
 */
export function bannerText(input: {
  viewer: RefusedViewer
  feature: QuotaFeature
  remaining: number | undefined
  locale: Locale
}): BannerText | null {
  const { viewer, feature, remaining, locale } = input
  const options = { locale }
  const name = inSentence(feature, locale)
  if (viewer === 'visitor') {
    // A visitor without a feature at all gets the login prompt when it asks; no banner says "0 left".
    if (planLacks(0, feature) || remaining === undefined || remaining < 0) return null
    return {
      text: m.quota_banner_visitor({ feature: name, remaining: formatNumber(remaining) }, options),
      action: 'login',
    }
  }
  if (viewer !== 0) return null
  if (planLacks(0, feature)) {
    return { text: m.quota_banner_not_included({ feature: name }, options), action: 'upgrade' }
  }
  if (remaining === undefined || remaining < 0) return null
  if (remaining === 0) return { text: m.quota_banner_used({ feature: name }, options), action: 'upgrade' }
  const text =
    featureSpec(feature).freeRule === 'first-page'
      ? m.quota_banner_first_page({ feature: name, remaining: formatNumber(remaining) }, options)
      : m.quota_banner({ feature: name, remaining: formatNumber(remaining) }, options)
  return { text, action: 'upgrade' }
}
