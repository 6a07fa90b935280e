// The "open to a newcomer" reading in words: one message template per verdict and per signal and tone,
// filled with the figures (no generated text). The thresholds are NEWCOMER_RULE (docs/lists.md).

import { STAGE_NAMES } from '@/features/catalog/stage-names'
import { formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ReadingSignal, ReadingVerdict } from '../categories.shared'

export function readingVerdictText(verdict: ReadingVerdict): string {
  return verdict === 'open'
    ? m.category_verdict_open()
    : verdict === 'crowded'
      ? m.category_verdict_crowded()
      : m.category_verdict_mixed()
}

export function readingSignalText(signal: ReadingSignal): string {
  if (signal.key === 'stage') {
    const stage = STAGE_NAMES[signal.stage]()
    return signal.tone === 'good'
      ? m.category_signal_stage_good({ stage })
      : signal.tone === 'bad'
        ? m.category_signal_stage_bad({ stage })
        : m.category_signal_stage_neutral({ stage })
  }
  const share = formatPercent(signal.value, { decimals: 0 })
  const texts = {
    concentration: {
      good: m.category_signal_concentration_good,
      neutral: m.category_signal_concentration_neutral,
      bad: m.category_signal_concentration_bad,
    },
    newcomers: {
      good: m.category_signal_newcomers_good,
      neutral: m.category_signal_newcomers_neutral,
      bad: m.category_signal_newcomers_bad,
    },
    new_listings: {
      good: m.category_signal_new_listings_good,
      neutral: m.category_signal_new_listings_neutral,
      bad: m.category_signal_new_listings_bad,
    },
  } as const
  return texts[signal.key][signal.tone]({ share })
}
