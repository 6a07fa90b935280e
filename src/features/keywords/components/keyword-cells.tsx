// Small cells the keyword pages share: the keyword in the page language with its other form, and the
// competition level as a bar with its number.
import { Link } from '@tanstack/react-router'
import type { Locale } from '@/lib/format'
import { formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'

export function KeywordText({
  id,
  textEn,
  textCn,
  locale,
  link = true,
}: {
  id: number
  textEn: string
  textCn: string
  locale: Locale
  link?: boolean
}) {
  const main = locale === 'cn' ? textCn : textEn
  const other = locale === 'cn' ? textEn : textCn
  return (
    <span className="inline-flex min-w-0 flex-col">
      {link ? (
        <Link
          to="/keyword-analysis"
          search={{ id }}
          className="font-medium text-gray-900 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
          data-testid="keyword-text"
          data-marketplace-text
        >
          {main}
        </Link>
      ) : (
        <span className="font-medium text-gray-900" data-marketplace-text>
          {main}
        </span>
      )}
      <span className="text-xs text-gray-600" data-marketplace-text>
        {other}
      </span>
    </span>
  )
}

/** Competition 0–1 as a bar and its 0–100 figure; the level is said in words too. */
export function Competition({ value }: { value: number }) {
  const score = Math.round(value * 100)
  const level =
    score >= 70
      ? m.keyword_competition_high()
      : score >= 40
        ? m.keyword_competition_medium()
        : m.keyword_competition_low()
  return (
    <span className="inline-flex items-center gap-1.5" title={level}>
      <span className="h-1.5 w-12 overflow-hidden rounded bg-gray-200" aria-hidden>
        <span
          className={
            score >= 70
              ? 'block h-full bg-red-500'
              : score >= 40
                ? 'block h-full bg-amber-400'
                : 'block h-full bg-emerald-500'
          }
          style={{ width: `${score}%` }}
        />
      </span>
      <span className="tabular-nums">{formatNumber(score)}</span>
      <span className="sr-only">{level}</span>
    </span>
  )
}
