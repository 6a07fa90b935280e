// The one refusal vocabulary of the limit dialog (issue 34), read from the quota table: a plan that
// does not have a feature at all is told so (never "today's quota is used" for something it never had),
// a used-up daily limit says when it resets, and an unnamed feature never leaves a placeholder in the
// sentence. A visitor never reaches this dialog: the login prompt answers a visitor's refusals.

import { PLAN_IDS, type PlanId } from '@/config/plan-ids'
import { featureName, limitFor, type QuotaFeature } from '@/config/quotas'
import type { Locale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export type LimitText = { title: string; body: string; upgrade: boolean }

const isPlanId = (id: number): id is PlanId => (PLAN_IDS as readonly number[]).includes(id)

/** Spec §6: Single Pro and Team Pro have nothing to upgrade to. */
const TOP_PLANS = new Set([2, 4])

/** The feature's name inside a sentence: lower-case in English ("does not include data export"). */
const inSentence = (feature: QuotaFeature, locale: Locale) => {
  const name = featureName(feature, locale)
  return locale === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name
}

export function limitText(input: { planId: number; feature?: QuotaFeature; locale: Locale }): LimitText {
  const { planId, feature, locale } = input
  const upgrade = !TOP_PLANS.has(planId)
  const options = { locale }
  if (!feature) {
    return {
      title: m.limit_prompt_title({}, options),
      body: m.limit_prompt_body_unnamed({}, options),
      upgrade,
    }
  }
  const name = inSentence(feature, locale)
  if (isPlanId(planId) && limitFor(feature, planId) === 0) {
    return {
      title: m.limit_prompt_title_not_included({}, options),
      body:
        planId === 0
          ? m.limit_prompt_not_included_free({ feature: name }, options)
          : m.limit_prompt_not_included({ feature: name }, options),
      upgrade: true,
    }
  }
  return {
    title: m.limit_prompt_title({}, options),
    body: upgrade
      ? m.limit_prompt_body({ feature: name }, options)
      : m.limit_prompt_body_top({ feature: name }, options),
    upgrade,
  }
}
