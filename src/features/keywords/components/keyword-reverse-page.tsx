// Keyword reverse lookup: up to 10 products (ids or pasted product URLs) give the keywords they rank for,
// merged into one list with a column per product (position, traffic share, keyword in the title) and
// the keywords they all share first. The pasted text is the URL's `products` param, so a link reopens it.

import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { Sparkline } from '@/components/charts/sparkline'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { Refusal } from '@/components/data-page/refusal'
import { Growth } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { Button } from '@/components/ui/button'
import { Thumbnail } from '@/components/ui/thumbnail'
import { ProductNameLink } from '@/features/catalog/components/product-columns'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import type { Locale } from '@/lib/format'
import { formatCompact, formatNumber, formatPercent } from '@/lib/format'
import { firstIssue } from '@/lib/params'
import { m } from '@/paraglide/messages'
import { keywordReverseQueryOptions } from '../keywords.queries'
import {
  REVERSE_MAX_PRODUCTS,
  type ReverseProduct,
  type ReverseRow,
  type ReverseSearch,
  reverseSearch,
} from '../keywords.shared'
import { KeywordReverseQuerySchema } from '../product-refs'
import { Competition, KeywordText } from './keyword-cells'

const col = gridColumnHelper<ReverseRow>()

/** The page's message for a query the schema refuses: the bad reference quoted, or the count rule. */
function problemOf(products: string): string | null {
  const parsed = v.safeParse(KeywordReverseQuerySchema, { products })
  if (parsed.success) return null
  const { message } = firstIssue(parsed.issues)
  const quoted = message.match(/^"(.*)" is not/)?.[1]
  if (quoted !== undefined) return m.keyword_reverse_bad_ref({ text: quoted })
  if (message.includes('at most')) return m.keyword_reverse_too_many({ max: REVERSE_MAX_PRODUCTS })
  return m.keyword_reverse_none()
}

export function KeywordReversePage({ search }: { search: ReverseSearch }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const [draft, setDraft] = useState(String(search.products ?? ''))
  const [draftError, setDraftError] = useState<string | null>(null)
  const products = String(search.products ?? '')
  const problem = products ? problemOf(products) : null
  const query = useQuery({ ...keywordReverseQueryOptions(products), enabled: Boolean(products) && !problem })
  const reply = query.data
  useRemainingCount(reply, 'keyword-reverse')
  const data = reply?.code === API_CODES.success ? reply.data : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = draft.trim()
    const error = text ? problemOf(text) : m.keyword_reverse_none()
    setDraftError(error)
    if (!error) void navigate({ to: '.', search: reverseSearch({ products: text }) })
  }

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900">{m.keyword_reverse_title()}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.keyword_reverse_description()}</p>
      </header>
      <form onSubmit={submit} className="mb-4 rounded-xl bg-white p-4 shadow-sm" data-testid="reverse-form">
        <label htmlFor="reverse-products" className="text-sm font-medium text-gray-800">
          {m.keyword_reverse_label({ max: REVERSE_MAX_PRODUCTS })}
        </label>
        <textarea
          id="reverse-products"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          rows={3}
          maxLength={4000}
          placeholder={m.keyword_reverse_placeholder()}
          aria-invalid={draftError ? true : undefined}
          aria-describedby={draftError ? 'reverse-error' : 'reverse-hint'}
          className="mt-1 w-full rounded-md border border-gray-300 p-2 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
          data-testid="reverse-input"
        />
        <p id="reverse-hint" className="mt-1 text-xs text-gray-600">
          {m.keyword_reverse_hint()}
        </p>
        {draftError || problem ? (
          <p
            id="reverse-error"
            role="alert"
            className="mt-1 text-sm text-red-700"
            data-testid="reverse-error"
          >
            {draftError ?? problem}
          </p>
        ) : null}
        <Button type="submit" className="mt-3" data-testid="reverse-submit">
          {m.keyword_reverse_submit()}
        </Button>
      </form>
      {!products || problem ? (
        <p className="rounded-xl bg-white p-6 text-sm text-gray-600 shadow-sm" data-testid="reverse-intro">
          {m.keyword_reverse_intro()}
        </p>
      ) : reply && reply.code !== API_CODES.success ? (
        <Refusal
          feature="keyword-reverse"
          code={reply.code}
          message={
            reply.code === API_CODES.notFound
              ? m.keyword_reverse_not_found()
              : m.keyword_error({ message: messageForCode(reply.code) })
          }
        />
      ) : (
        <ReverseResult
          products={data?.products ?? []}
          rows={data?.list ?? []}
          sharedIds={data?.sharedIds ?? []}
          asOf={data?.as_of ?? null}
          loading={!data}
          locale={locale}
        />
      )}
    </div>
  )
}

function ReverseResult({
  products,
  rows,
  sharedIds,
  asOf,
  loading,
  locale,
}: {
  products: ReverseProduct[]
  rows: ReverseRow[]
  sharedIds: number[]
  asOf: string | null
  loading: boolean
  locale: Locale
}) {
  const shared = rows.filter((r) => sharedIds.includes(r.id))
  return (
    <div className="space-y-4">
      {products.length > 0 ? (
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="reverse-products">
          {products.map((p, i) => (
            <li
              key={p.id}
              className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm"
              data-found={p.found}
            >
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                {i + 1}
              </span>
              {p.image ? (
                <Thumbnail src={p.image} size={40} className="size-10 shrink-0 rounded object-cover" />
              ) : null}
              <div className="min-w-0 text-sm">
                {p.found ? (
                  <ProductNameLink product={p} locale={locale} className="line-clamp-2 text-gray-900" />
                ) : (
                  <span className="text-red-700">{m.keyword_reverse_missing({ id: p.id })}</span>
                )}
                <span className="block text-xs text-gray-500">#{p.id}</span>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {shared.length > 0 ? (
        <section className="rounded-xl bg-white p-4 shadow-sm" data-testid="reverse-shared">
          <h2 className="font-semibold text-gray-900">
            {m.keyword_reverse_shared_title({ count: shared.length })}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {shared.slice(0, 40).map((r) => (
              <li key={r.id}>
                <Link
                  to="/keyword-analysis"
                  search={{ id: r.id }}
                  className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs text-brand-800 hover:bg-brand-100"
                  data-marketplace-text
                >
                  {locale === 'cn' ? r.textCn : r.textEn}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DataGrid
        data={rows}
        columns={reverseColumns(products, locale)}
        getRowId={(row) => String(row.id)}
        caption={m.keyword_reverse_title()}
        loading={loading}
        empty={m.keyword_reverse_empty()}
        toolbar={
          <>
            <DataAsOf date={asOf} />
            <span className="text-sm text-gray-600" data-testid="reverse-count">
              {m.keyword_reverse_count({ count: formatNumber(rows.length) })}
            </span>
          </>
        }
        testId="reverse-grid"
      />
    </div>
  )
}

function reverseColumns(products: ReverseProduct[], locale: Locale): Array<GridColumn<ReverseRow>> {
  const perProduct = products.map((p, index) =>
    col.display({
      id: `product_${p.id}`,
      enableSorting: false,
      meta: { label: () => m.keyword_reverse_product_col({ n: index + 1 }), align: 'right' },
      cell: ({ row }) => {
        const cell = row.original.cells[index]
        if (!cell) return <span className="text-gray-400">-</span>
        return (
          <span className="inline-flex flex-col items-end text-xs" data-testid="reverse-cell">
            <span className="text-sm font-medium text-gray-900">
              {m.keyword_reverse_position({ position: cell.position })}
            </span>
            <span className="text-gray-600">
              {m.keyword_reverse_share({ share: formatPercent(cell.trafficShare) })}
            </span>
            {cell.inTitle ? (
              <span className="inline-flex items-center gap-0.5 text-emerald-700">
                <Check className="size-3" aria-hidden />
                {m.keyword_reverse_in_title()}
              </span>
            ) : (
              <span className="text-gray-500">{m.keyword_reverse_not_in_title()}</span>
            )}
          </span>
        )
      },
    }),
  )
  return [
    col.display({
      id: 'keyword',
      enableSorting: false,
      meta: { label: m.keyword_col_keyword, hideable: false, card: 'title', width: '13rem' },
      cell: ({ row }) => <KeywordText {...row.original} locale={locale} />,
    }),
    col.display({
      id: 'volume',
      enableSorting: false,
      meta: { label: m.keyword_col_volume, align: 'right' },
      cell: ({ row }) => (
        <span className="inline-flex flex-col items-end">
          {formatCompact(row.original.volume, locale)}
          <Growth value={row.original.growth} />
        </span>
      ),
    }),
    col.display({
      id: 'trend',
      enableSorting: false,
      meta: { label: m.keyword_col_trend_30, align: 'center' },
      cell: ({ row }) => {
        const values = row.original.spark
        const label = m.keyword_spark_label({
          first: formatNumber(values[0] ?? 0),
          last: formatNumber(values.at(-1) ?? 0),
          max: formatNumber(Math.max(0, ...values)),
        })
        return <Sparkline values={values} label={label} width={88} />
      },
    }),
    col.display({
      id: 'competition',
      enableSorting: false,
      meta: { label: m.keyword_col_competition, align: 'right' },
      cell: ({ row }) => <Competition value={row.original.competition} />,
    }),
    ...(products.length > 1
      ? [
          col.display({
            id: 'shared',
            enableSorting: false,
            meta: { label: m.keyword_col_shared, align: 'right' },
            cell: ({ row }) => `${row.original.shared}/${products.length}`,
          }),
        ]
      : []),
    ...perProduct,
  ]
}
