// "Check my title": a listing title and the product's category in, each word or phrase that matches a
// trademark out, with its risk level and the reason (scoring: docs/ip.md). Uses of a mark after "for" /
// "compatible with" are listed apart: they can be lawful when they only say what a product fits.

import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { CategorySelect } from '@/components/data-page/category-select'
import { Refusal } from '@/components/data-page/refusal'
import { Button } from '@/components/ui/button'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import { messageForCode } from '@/i18n/code-messages'
import { listOf } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { TITLE_MAX_LENGTH } from '../trademark-calls.shared'
import { RISK_NAMES, reasonText } from '../trademark-names'
import { fetchTitleCheck } from '../trademarks.functions'
import type { TitleFinding } from '../trademarks.shared'
import { RiskBadge } from './trademark-columns'

export function TitleCheckPanel() {
  const [title, setTitle] = useState('')
  const [category, setCategory] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const tree = useQuery(categoryTreeQueryOptions())
  const check = useMutation({
    mutationFn: (input: { title: string; category?: number }) => fetchTitleCheck({ data: input }),
  })
  const titleId = useId()
  const reply = check.data
  const result = reply?.code === API_CODES.success ? reply.data : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = title.trim()
    if (!text) return setProblem(m.trademark_check_empty_title())
    if (text.length > TITLE_MAX_LENGTH) return setProblem(m.trademark_check_too_long())
    setProblem(null)
    check.mutate({ title: text, category: category ? Number(category) : undefined })
  }

  const flagged = result?.findings.filter((f) => !f.compatible) ?? []
  const compatible = result?.findings.filter((f) => f.compatible) ?? []

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div>
          <label htmlFor={titleId} className="mb-1 block text-sm font-medium text-gray-700">
            {m.trademark_check_label()}
          </label>
          <textarea
            id={titleId}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            rows={5}
            maxLength={TITLE_MAX_LENGTH}
            placeholder={m.trademark_check_placeholder()}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${titleId}-count`}
            className="w-full rounded-md border border-gray-300 p-2 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
            data-testid="title-input"
          />
          <p id={`${titleId}-count`} className="mt-1 text-right text-xs text-gray-500">
            {m.trademark_check_count({ count: formatNumber(title.length) })}
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-red-700" data-testid="title-problem">
              {problem}
            </p>
          ) : null}
        </div>
        <CategorySelect
          tree={tree.data?.data}
          value={category}
          set={setCategory}
          label={m.trademark_check_category()}
          anyLabel={m.trademark_check_any_category()}
          testId="title-category"
        />
        <Button type="submit" disabled={check.isPending} data-testid="title-submit">
          {m.trademark_check_button()}
        </Button>
        <details className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">
          <summary className="cursor-pointer font-medium">{m.trademark_check_scoring()}</summary>
          <p className="mt-2">{m.trademark_check_scoring_text()}</p>
        </details>
      </form>
      <section aria-live="polite" data-testid="title-result">
        {check.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1, 2].map((k) => (
              <div key={k} className="h-16 animate-pulse rounded-md bg-gray-100" />
            ))}
          </div>
        ) : reply && reply.code !== API_CODES.success ? (
          <Refusal
            code={reply.code}
            message={m.trademark_check_error({ message: messageForCode(reply.code) })}
          />
        ) : check.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {m.trademark_check_error({ message: messageForCode(API_CODES.serverError) })}
          </p>
        ) : result ? (
          <div className="space-y-4">
            <p className="text-sm text-gray-600" data-testid="title-classes">
              {result.relevantClasses
                ? m.trademark_check_classes({ classes: listOf(result.relevantClasses) })
                : m.trademark_check_all_classes()}
            </p>
            {result.highest ? (
              <p className="font-medium" data-testid="title-highest">
                {m.trademark_check_highest({ level: RISK_NAMES[result.highest]() })}
              </p>
            ) : (
              <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="title-clear">
                {m.trademark_check_clear()}
              </p>
            )}
            {flagged.length ? (
              <Findings
                title={m.trademark_check_found()}
                findings={flagged}
                anyClass={result.relevantClasses === null}
              />
            ) : null}
            {compatible.length ? (
              <div data-testid="title-compatible">
                <Findings
                  title={m.trademark_check_compatible()}
                  findings={compatible}
                  anyClass={result.relevantClasses === null}
                />
                <p className="mt-2 text-xs text-gray-600">{m.trademark_check_compatible_note()}</p>
              </div>
            ) : null}
            <IpProvenance sources={result.sources} />
          </div>
        ) : null}
      </section>
    </div>
  )
}

function Findings({
  title,
  findings,
  anyClass,
}: {
  title: string
  findings: TitleFinding[]
  anyClass: boolean
}) {
  return (
    <div>
      <h2 className="mb-2 text-base font-semibold text-gray-900">{title}</h2>
      <ul className="space-y-2">
        {findings.map((f) => (
          <li
            key={`${f.start}-${f.phrase}`}
            className="rounded-md border border-gray-200 p-3"
            data-testid="title-finding"
            data-phrase={f.phrase}
            data-level={f.level}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900" data-marketplace-text>
                {f.phrase}
              </span>
              <RiskBadge level={f.level} />
              <DemoBadge source={f.mark.source} />
            </div>
            <p className="mt-1 text-sm text-gray-700" data-testid="title-reason">
              {reasonText(f, anyClass)}
              {f.mark.registrationNumber ? (
                <span className="ml-1 text-gray-500" data-testid="title-registration">
                  ({m.trademark_registration_short({ number: f.mark.registrationNumber })})
                </span>
              ) : null}
            </p>
            <Link
              to="/search-trademark/$id"
              params={{ id: f.mark.id }}
              className="mt-1 inline-block text-xs text-brand-700 hover:underline"
            >
              {m.trademark_view_mark()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
