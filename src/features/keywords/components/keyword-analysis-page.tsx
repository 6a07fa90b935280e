// One keyword's analysis: its Chinese and English forms, volume, growth, competition, supply and market
// stage, charts of its searches and prices, its top products and stores, and related keywords. Without a
// keyword (or with an unknown one) the page offers the keyword search. /keyword-analysis/old is the
// classic layout: the same reads, one column and tables first.

import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ReplyContent } from '@/components/data-page/reply-content'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { Growth } from '@/components/grid/cells'
import { Button, buttonVariants } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/input'
import { Table } from '@/components/ui/table'
import { ProductNameLink } from '@/features/catalog/components/product-columns'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import { StoreLink } from '@/features/catalog/components/store-link'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { keywordAnalysisQueryOptions, keywordListQueryOptions } from '../keywords.queries'
import type { AnalysisSearch, KeywordAnalysis } from '../keywords.shared'
import { Competition, KeywordText } from './keyword-cells'

const KeywordAnalysisCharts = lazy(() => import('./keyword-analysis-charts'))

export function KeywordAnalysisPage({
  search,
  layout,
}: {
  search: AnalysisSearch
  layout: 'new' | 'classic'
}) {
  const locale = getLocale()
  const query = useQuery({ ...keywordAnalysisQueryOptions(search.id ?? 0), enabled: search.id !== undefined })
  const reply = query.data
  useRemainingCount(reply, 'keyword-analysis')
  const detail = reply?.code === API_CODES.success ? reply.data : null
  const classic = layout === 'classic'

  return (
    <div className={cn('mx-auto px-4 py-6', classic ? 'max-w-4xl' : 'max-w-[var(--max-width)]')}>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900" data-testid="keyword-analysis-title">
            {detail
              ? m.keyword_analysis_title_of({ keyword: locale === 'cn' ? detail.textCn : detail.textEn })
              : m.keyword_analysis_title()}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{m.keyword_analysis_description()}</p>
        </div>
        <div className="flex items-center gap-3">
          <DataAsOf date={detail?.asOf} />
          {classic ? (
            <Link
              to="/keyword-analysis"
              search={search}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              data-testid="layout-switch"
            >
              {m.keyword_layout_new()}
            </Link>
          ) : (
            <Link
              to="/keyword-analysis/old"
              search={search}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              data-testid="layout-switch"
            >
              {m.keyword_layout_classic()}
            </Link>
          )}
        </div>
      </header>
      <KeywordSearch />
      {search.id === undefined || reply?.code === API_CODES.notFound ? (
        <p
          className="rounded-xl bg-white p-6 text-sm text-gray-600 shadow-sm"
          data-testid="keyword-analysis-intro"
        >
          {search.id === undefined ? m.keyword_analysis_intro() : m.keyword_analysis_not_found()}
        </p>
      ) : (
        <ReplyContent
          reply={reply}
          feature="keyword-analysis"
          message={(message) => m.keyword_error({ message })}
          loadingTestId="keyword-analysis-loading"
        >
          {(detail) => (
            <div className="space-y-4" data-testid="keyword-analysis">
              <Headline detail={detail} locale={locale} />
              {classic ? <Tables detail={detail} locale={locale} /> : null}
              <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-white" />}>
                <KeywordAnalysisCharts detail={detail} locale={locale} classic={classic} />
              </Suspense>
              {classic ? null : <Tables detail={detail} locale={locale} />}
            </div>
          )}
        </ReplyContent>
      )}
    </div>
  )
}

/** A keyword search (the free keyword list filtered by text): pick one to analyse. */
function KeywordSearch() {
  const locale = getLocale()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const matches = useQuery({ ...keywordListQueryOptions({ q, page_size: 20 }), enabled: q.length > 0 })
  const list = matches.data?.code === API_CODES.success ? (matches.data.data?.list ?? []) : []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setQ(text.trim())
  }
  return (
    <section className="mb-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="keyword-search-title">
      <h2 id="keyword-search-title" className="sr-only">
        {m.keyword_search_title()}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={m.keyword_search_title()} className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={60}
              placeholder={m.keyword_filter_q_placeholder()}
              data-testid="keyword-search-input"
            />
          )}
        </Field>
        <Button type="submit" data-testid="keyword-search-submit">
          {m.keyword_search_submit()}
        </Button>
      </form>
      {q ? (
        list.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="keyword-search-results">
            {list.map((k) => (
              <li key={k.id}>
                <button
                  type="button"
                  onClick={() => void navigate({ to: '.', search: { id: k.id } })}
                  className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-800 hover:bg-brand-50"
                  data-marketplace-text
                >
                  {locale === 'cn' ? k.textCn : k.textEn} · {formatCompact(k.volume, locale)}
                </button>
              </li>
            ))}
          </ul>
        ) : matches.isFetching ? null : (
          <p className="mt-3 text-sm text-gray-600">{m.keyword_empty()}</p>
        )
      ) : null}
    </section>
  )
}

function Headline({ detail, locale }: { detail: KeywordAnalysis; locale: Locale }) {
  const items: Array<{ key: string; label: string; value: React.ReactNode }> = [
    { key: 'volume', label: m.keyword_col_volume(), value: formatCompact(detail.volume, locale) },
    { key: 'growth', label: m.keyword_col_growth(), value: <Growth value={detail.growth} /> },
    {
      key: 'competition',
      label: m.keyword_col_competition(),
      value: <Competition value={detail.competition} />,
    },
    { key: 'products', label: m.keyword_col_products(), value: formatNumber(detail.products) },
    { key: 'stores', label: m.keyword_col_stores(), value: formatNumber(detail.stores) },
    {
      key: 'avg_price',
      label: m.keyword_col_avg_price(),
      value: formatMoney(detail.avgPrice, locale, { currency: detail.currency }),
    },
    { key: 'words', label: m.keyword_col_words(), value: formatNumber(detail.words) },
  ]
  return (
    <section aria-label={m.keyword_headline()} className="rounded-xl bg-white p-4 shadow-sm">
      <dl className="mb-3 grid gap-2 text-sm text-gray-700 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-gray-600">{m.keyword_form_en()}</dt>
          <dd className="font-medium text-gray-900" data-testid="keyword-en" data-marketplace-text>
            {detail.textEn}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{m.keyword_form_cn()}</dt>
          <dd className="font-medium text-gray-900" data-testid="keyword-cn" data-marketplace-text>
            {detail.textCn}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{m.keyword_col_stage()}</dt>
          <dd>
            <StageBadge stage={detail.stage} />
          </dd>
        </div>
      </dl>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7" data-testid="keyword-headline">
        {items.map((item) => (
          <div key={item.key}>
            <dt className="text-xs text-gray-600">{item.label}</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Tables({ detail, locale }: { detail: KeywordAnalysis; locale: Locale }) {
  const look = {
    headerCellClassName: 'px-2 py-1.5 text-xs font-medium text-gray-600',
    cellClassName: 'px-2 py-1.5 text-sm text-gray-800',
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm lg:col-span-2"
        data-testid="keyword-top-products"
      >
        <h2 className="mb-2 font-semibold text-gray-900">{m.keyword_top_products()}</h2>
        <Table
          {...look}
          className="w-full min-w-[36rem]"
          aria-label={m.keyword_top_products()}
          rows={detail.topProducts}
          rowKey={(p) => p.id}
          columns={[
            { key: 'position', header: m.keyword_col_position(), cell: (p) => p.position },
            {
              key: 'product',
              header: m.keyword_col_product(),
              cell: (p) => (
                <>
                  <ProductNameLink product={p} locale={locale} className="line-clamp-1" />
                  <StoreLink store={{ id: p.storeId, name: p.storeName }} className="text-xs text-gray-500" />
                </>
              ),
            },
            {
              key: 'price',
              header: m.keyword_col_price(),
              numeric: true,
              cell: (p) => formatMoney(p.price, locale, { currency: detail.currency }),
            },
            {
              key: 'sales',
              header: m.keyword_col_month_sales(),
              numeric: true,
              cell: (p) => <SalesFigureValue figure={p.monthSalesRange} format={formatNumber} />,
            },
            {
              key: 'share',
              header: m.keyword_col_traffic_share(),
              numeric: true,
              cell: (p) => formatPercent(p.trafficShare),
            },
          ]}
        />
        {detail.topProducts.length === 0 ? (
          <p className="text-sm text-gray-600">{m.keyword_chart_no_data()}</p>
        ) : null}
      </section>
      <section className="overflow-x-auto rounded-xl bg-white p-4 shadow-sm" data-testid="keyword-top-stores">
        <h2 className="mb-2 font-semibold text-gray-900">{m.keyword_top_stores()}</h2>
        <Table
          {...look}
          className="w-full"
          aria-label={m.keyword_top_stores()}
          rows={detail.topStores}
          rowKey={(s) => s.id}
          columns={[
            {
              key: 'store',
              header: m.keyword_col_store(),
              cell: (s) => <StoreLink store={s} />,
            },
            {
              key: 'products',
              header: m.keyword_col_products(),
              numeric: true,
              cell: (s) => formatNumber(s.products),
            },
            {
              key: 'sales',
              header: m.keyword_col_month_sales(),
              numeric: true,
              cell: (s) => <SalesFigureValue figure={s.monthSalesRange} format={formatNumber} />,
            },
            {
              key: 'best',
              header: m.keyword_col_best_position(),
              numeric: true,
              cell: (s) => s.bestPosition,
            },
          ]}
        />
      </section>
      <section className="rounded-xl bg-white p-4 shadow-sm" data-testid="keyword-related">
        <h2 className="mb-2 font-semibold text-gray-900">{m.keyword_related()}</h2>
        {detail.related.length > 0 ? (
          <ul className="space-y-2">
            {detail.related.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 text-sm">
                <KeywordText id={r.id} textEn={r.textEn} textCn={r.textCn} locale={locale} />
                <span className="shrink-0 text-right tabular-nums text-gray-700">
                  {formatCompact(r.volume, locale)} <Growth value={r.growth} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{m.keyword_related_none()}</p>
        )}
      </section>
    </div>
  )
}
