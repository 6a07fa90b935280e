// The words of the trademark pages that more than one component (and the heads) use: statuses, match
// modes, risk levels and reasons, in the page language. Loaded with the pages, not the app's entry.

import { listOf } from '@/i18n/names'
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import type { MatchMode, RiskLevel, RiskReason, TitleFinding } from './trademarks.shared'

export const trademarkHead = (): HeadText => ({
  title: m.trademark_title(),
  description: m.trademark_description(),
})

export const trademarkDetailHead = (mark: string | null): HeadText => ({
  title: `${mark ? `${mark} | ` : ''}${m.trademark_detail_title()} | Shopsight`,
  description: m.trademark_detail_description(),
})

export const MODE_NAMES: Record<MatchMode, () => string> = {
  all: m.trademark_mode_all,
  exact: m.trademark_mode_exact,
  prefix: m.trademark_mode_prefix,
  fuzzy: m.trademark_mode_fuzzy,
  sound: m.trademark_mode_sound,
}

const STATUS_NAMES: Record<string, () => string> = {
  registered: m.trademark_state_registered,
  pending: m.trademark_state_pending,
  abandoned: m.trademark_state_abandoned,
  expired: m.trademark_state_expired,
  cancelled: m.trademark_state_cancelled,
  filed: m.trademark_state_filed,
}

/** A register status in words; a status the data source added later shows as itself. */
export const statusName = (status: string): string =>
  STATUS_NAMES[status]?.() ?? m.trademark_state_other({ status })

export const RISK_NAMES: Record<RiskLevel, () => string> = {
  high: m.trademark_risk_high,
  medium: m.trademark_risk_medium,
  low: m.trademark_risk_low,
}

/**
 * The reason of a finding as a sentence naming the mark, its owner and its classes. Without a category
 * (`anyClass`) every class counted, so an exact match is not said to be in the product's class.
 */
export function reasonText(f: TitleFinding, anyClass = false): string {
  const args = { mark: f.mark.mark, owner: f.mark.owner, classes: listOf(f.mark.classes) }
  const reasons: Record<RiskReason, () => string> = {
    exact_relevant: () =>
      anyClass ? m.trademark_reason_exact_any_class(args) : m.trademark_reason_exact_relevant(args),
    exact_famous: () => m.trademark_reason_exact_famous(args),
    exact_other_class: () => m.trademark_reason_exact_other_class(args),
    sound_alike: () => m.trademark_reason_sound_alike(args),
    fuzzy: () => m.trademark_reason_fuzzy(args),
    descriptive: () => m.trademark_reason_descriptive(args),
    dead: () => m.trademark_reason_dead({ ...args, status: statusName(f.mark.status).toLowerCase() }),
  }
  return reasons[f.reason]()
}
