// The seller's morning page for a site: how fresh each kind of data is, the day's movers (climbing and
// new products on the hot list, rising stores and categories, and keywords when a keyword source is
// plugged in), the user's favorites with what changed since the day before, and links to every tool.
// Visitors see the market part and a prompt to sign in for theirs.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePrompt } from '@/components/data-page/api-reaction'
import { PageHeader } from '@/components/data-page/page-header'
import { Refusal } from '@/components/data-page/refusal'
import { estimatedRangeText } from '@/components/data-page/sales-figure'
import { Growth, RankChange } from '@/components/grid/cells'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Field, Select } from '@/components/ui/input'
import { Table } from '@/components/ui/table'
import { Thumbnail } from '@/components/ui/thumbnail'
import { ProductNameLink } from '@/features/catalog/components/product-columns'
import { StoreLink } from '@/features/catalog/components/store-link'
import { SITE_IDS, type SiteId } from '@/features/catalog/products.shared'
import { SITE_NAMES } from '@/features/catalog/site-names'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'
import { localName } from '@/lib/locale'
import type { SalesFigure } from '@/lib/sales-figure'
import { m } from '@/paraglide/messages'
import { dashboardQueryOptions } from '../dashboard.queries'
import type { Dashboard, DashboardSearch, FavoriteChange, ProductMover } from '../dashboard.shared'

const isSite = (value: string): value is SiteId => (SITE_IDS as readonly string[]).includes(value)

/** Every tool, by its menu name. Local pages: the links keep the viewed language. */
const TOOLS: Array<{ href: string; label: () => string }> = [
  { href: '/historical-rankings', label: m.nav_historical_rankings },
  { href: '/product-database', label: m.nav_product_database },
  { href: '/mall-hot-sale', label: m.nav_mall_hot_sale },
  { href: '/category-database', label: m.nav_category_database },
  { href: '/category-analysis', label: m.nav_category_analysis },
  { href: '/keyword-database', label: m.nav_keyword_database },
  { href: '/keyword-reverse', label: m.nav_keyword_reverse },
  { href: '/keyword-analysis', label: m.nav_keyword_analysis },
  { href: '/ads', label: m.nav_ad_library },
  { href: '/ads-trend', label: m.nav_world_ads_trend },
  { href: '/search-supplier', label: m.nav_supplier_search },
  { href: '/search-trademark', label: m.nav_trademark_search },
  { href: '/search-patent', label: m.nav_patent_search },
  { href: '/shopsight-label-generator', label: m.nav_label_generator },
  { href: '/tools/currency-converter', label: m.nav_currency_converter },
  { href: '/my-favorites', label: m.user_my_favorites },
]

/** Entity names of the freshness table, in the page language (unknown ones by their id). */
const ENTITY_NAMES: Record<string, () => string> = {
  products: m.dashboard_entity_products,
  stores: m.dashboard_entity_stores,
  categories: m.dashboard_entity_categories,
  keywords: m.dashboard_entity_keywords,
  ads: m.dashboard_entity_ads,
  ad_country_daily: m.dashboard_entity_ad_countries,
  suppliers: m.dashboard_entity_suppliers,
  trademarks: m.dashboard_entity_trademarks,
  patents: m.dashboard_entity_patents,
  sites: m.dashboard_entity_sites,
  exchange_rates: m.dashboard_entity_rates,
}

export function DashboardPage({ search }: { search: DashboardSearch }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = useQuery({ ...dashboardQueryOptions(search), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const site: SiteId = search.site ?? 'us'
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <PageHeader
        title={m.dashboard_title()}
        description={
          data?.asOf ? m.dashboard_as_of({ day: formatDate(data.asOf, locale) }) : m.dashboard_description()
        }
      >
        <Field label={m.products_site()}>
          {({ id }) => (
            <Select
              id={id}
              value={site}
              onChange={(e) =>
                isSite(e.target.value) &&
                void navigate({
                  to: '.',
                  search: { site: e.target.value === 'us' ? undefined : e.target.value },
                })
              }
              data-testid="dashboard-site"
            >
              {SITE_IDS.map((s) => (
                <option key={s} value={s}>
                  {SITE_NAMES[s]()}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </PageHeader>
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} />
      ) : !data ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="dashboard-loading">
          {SKELETON_4.map((key) => (
            <div key={key} className="h-64 animate-pulse rounded-xl bg-white" />
          ))}
        </div>
      ) : (
        <div
          className={`flex flex-col gap-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          data-testid="dashboard"
        >
          <Favorites favorites={data.favorites} locale={locale} site={site} />
          <section aria-labelledby="dashboard-movers" className="flex flex-col gap-4">
            <h2 id="dashboard-movers" className="text-lg font-semibold text-gray-900">
              {m.dashboard_movers()}
            </h2>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <MoverCard
                title={m.dashboard_rising_products()}
                empty={m.dashboard_none()}
                testId="movers-products"
              >
                {data.movers.products.map((p) => (
                  <ProductLine key={p.id} product={p} locale={locale} />
                ))}
              </MoverCard>
              <MoverCard title={m.dashboard_new_entries()} empty={m.dashboard_none()} testId="movers-new">
                {data.movers.newEntries.map((p) => (
                  <ProductLine key={p.id} product={p} locale={locale} />
                ))}
              </MoverCard>
              <MoverCard
                title={m.dashboard_rising_stores()}
                empty={m.dashboard_none()}
                testId="movers-stores"
              >
                {data.movers.stores.map((s) => (
                  <li key={s.id} className="flex items-center justify-between gap-3">
                    <StoreLink store={s} className="truncate" />
                    <span className="shrink-0 text-xs text-gray-600">
                      <StoreWeekSales figure={s.weekSalesRange} locale={locale} />{' '}
                      <Growth value={s.weekGrowth} />
                    </span>
                  </li>
                ))}
              </MoverCard>
              <MoverCard
                title={m.dashboard_rising_categories()}
                empty={m.dashboard_none()}
                testId="movers-categories"
              >
                {data.movers.categories.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-3">
                    <Link
                      to="/category-analysis"
                      search={{ category_id: c.id, site: site === 'us' ? undefined : site }}
                      className="truncate hover:text-brand-600"
                    >
                      {localName(c, locale)}
                    </Link>
                    <span className="shrink-0 text-xs text-gray-600">
                      {m.dashboard_month_sales({ n: formatCompact(c.sales, locale) })}{' '}
                      <Growth value={c.growth} />
                    </span>
                  </li>
                ))}
              </MoverCard>
              {data.movers.keywords ? (
                <MoverCard
                  title={m.dashboard_rising_keywords()}
                  empty={m.dashboard_none()}
                  testId="movers-keywords"
                >
                  {data.movers.keywords.map((k) => (
                    <li key={k.id} className="flex items-center justify-between gap-3">
                      <span className="truncate" data-marketplace-text>
                        {locale === 'cn' ? k.textCn : k.textEn}
                      </span>
                      <span className="shrink-0 text-xs text-gray-600">
                        {formatCompact(k.volume, locale)} <Growth value={k.growth} />
                      </span>
                    </li>
                  ))}
                </MoverCard>
              ) : null}
            </div>
          </section>
          <Freshness data={data} locale={locale} />
          <section aria-labelledby="dashboard-tools">
            <h2 id="dashboard-tools" className="mb-3 text-lg font-semibold text-gray-900">
              {m.dashboard_tools()}
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {TOOLS.map((t) => (
                <li key={t.href}>
                  <AppLink
                    href={t.href}
                    localPage
                    className="block rounded-lg bg-white px-3 py-2 text-sm shadow-sm hover:text-brand-600"
                  >
                    {t.label()}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  )
}

function MoverCard({
  title,
  empty,
  testId,
  children,
}: {
  title: string
  empty: string
  testId: string
  children: ReactNode[]
}) {
  return (
    <Card className="min-w-0 p-4" data-testid={testId}>
      <CardTitle>{title}</CardTitle>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2 text-sm">{children}</ol>
      )}
    </Card>
  )
}

function ProductLine({ product, locale }: { product: ProductMover; locale: Locale }) {
  return (
    <li className="flex items-center gap-3">
      <Thumbnail src={product.image} size={32} className="size-8 shrink-0 rounded object-cover" />
      <ProductNameLink product={product} locale={locale} className="min-w-0 flex-1 truncate" />
      <span className="shrink-0 text-xs text-gray-600">
        {m.dashboard_rank({ n: product.rank })} <RankChange change={product.rankChange} />
      </span>
    </li>
  )
}

function Favorites({
  favorites,
  locale,
  site,
}: {
  favorites: FavoriteChange[] | null
  locale: Locale
  site: SiteId
}) {
  const prompt = usePrompt()
  return (
    <section aria-labelledby="dashboard-favorites" data-testid="dashboard-favorites">
      <h2 id="dashboard-favorites" className="mb-3 text-lg font-semibold text-gray-900">
        {m.dashboard_favorites()}
      </h2>
      {favorites && favorites.length > 0 ? (
        <p className="-mt-2 mb-3 text-xs text-gray-600" data-testid="dashboard-favorites-source">
          {m.dashboard_favorites_source({ site: SITE_NAMES[site]() })}
        </p>
      ) : null}
      {favorites === null ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-gray-700">{m.dashboard_sign_in()}</p>
          <Button onClick={() => prompt(API_CODES.sessionInvalid)} data-testid="dashboard-sign-in">
            {m.nav_login()}
          </Button>
        </Card>
      ) : favorites.length === 0 ? (
        <Card className="p-4 text-sm text-gray-700">
          {m.dashboard_no_favorites()}{' '}
          <AppLink href="/product-database" localPage className="text-brand-700 underline">
            {m.nav_product_database()}
          </AppLink>
        </Card>
      ) : (
        <Card className="overflow-x-auto p-0">
          <Table
            className="w-full text-sm"
            data-testid="favorites-table"
            caption={m.dashboard_favorites()}
            headClassName="text-xs text-gray-600"
            headerCellClassName="px-3 py-2"
            cellClassName="px-3 py-2"
            rows={favorites}
            rowKey={(f) => f.id}
            rowProps={() => ({ 'data-testid': 'favorite-row' })}
            columns={[
              {
                key: 'product',
                header: m.dashboard_col_product(),
                cell: (f) => <ProductNameLink product={f} locale={locale} className="line-clamp-2" />,
              },
              {
                key: 'price',
                header: m.dashboard_col_price(),
                numeric: true,
                cellClassName: 'whitespace-nowrap',
                cell: (f) => formatMoney(f.price, locale, { currency: f.currency }),
              },
              {
                key: 'rank',
                header: m.dashboard_col_rank(),
                numeric: true,
                cell: (f) => (f.rank === null ? '-' : formatNumber(f.rank)),
              },
              {
                key: 'change',
                header: m.dashboard_col_change(),
                cellProps: () => ({ 'data-testid': 'favorite-change' }),
                cell: (f) => <ChangeText favorite={f} />,
              },
            ]}
          />
        </Card>
      )}
    </section>
  )
}

/** What changed since the day before, in words: price, rank, sold out. */
function ChangeText({ favorite: f }: { favorite: FavoriteChange }) {
  const locale = getLocale()
  const parts: string[] = []
  if (f.previousPrice !== null && f.previousPrice !== f.price) {
    const from = formatMoney(f.previousPrice, locale, { currency: f.currency })
    const to = formatMoney(f.price, locale, { currency: f.currency })
    parts.push(
      f.price < f.previousPrice ? m.dashboard_price_down({ from, to }) : m.dashboard_price_up({ from, to }),
    )
  }
  if (f.rank !== null && f.previousRank !== null && f.rank !== f.previousRank) {
    parts.push(
      f.rank < f.previousRank
        ? m.dashboard_rank_up({ from: f.previousRank, to: f.rank })
        : m.dashboard_rank_down({ from: f.previousRank, to: f.rank }),
    )
  }
  if (f.soldOutToday) parts.push(m.dashboard_sold_out_today())
  else if (f.soldOut) parts.push(m.dashboard_sold_out())
  return (
    <span className={parts.length ? 'text-gray-900' : 'text-gray-500'}>
      {parts.length ? parts.join(' · ') : m.dashboard_no_change()}
    </span>
  )
}

function Freshness({ data, locale }: { data: Dashboard; locale: Locale }) {
  return (
    <section aria-labelledby="dashboard-freshness">
      <h2 id="dashboard-freshness" className="mb-3 text-lg font-semibold text-gray-900">
        {m.dashboard_freshness()}
      </h2>
      {data.freshness.length === 0 ? (
        <p className="text-sm text-gray-600">{m.dashboard_none()}</p>
      ) : (
        <Card className="overflow-x-auto p-0">
          <Table
            className="w-full text-sm"
            data-testid="freshness-table"
            caption={m.dashboard_freshness()}
            headClassName="text-xs text-gray-600"
            headerCellClassName="px-3 py-2"
            cellClassName="px-3 py-1.5"
            rows={data.freshness}
            rowKey={(f) => f.entity}
            columns={[
              {
                key: 'data',
                header: m.dashboard_col_data(),
                cell: (f) => ENTITY_NAMES[f.entity]?.() ?? f.entity,
              },
              {
                key: 'day',
                header: m.dashboard_col_day(),
                numeric: true,
                cell: (f) => (f.lastDate ? formatDate(f.lastDate, locale) : '-'),
              },
              {
                key: 'rows',
                header: m.dashboard_col_rows(),
                numeric: true,
                cell: (f) => formatNumber(f.rows),
              },
            ]}
          />
        </Card>
      )}
    </section>
  )
}

/** Placeholder keys of the loading skeleton. */
const SKELETON_4 = Array.from({ length: 4 }, (_, i) => `skeleton-${i}`)

/**
 * A store mover's week inside its sentence ("1.2k this week"): an estimated week reads "≈1.2k" with
 * its range in the tooltip and for screen readers (the kit's figure would break the sentence).
 */
function StoreWeekSales({ figure, locale }: { figure: SalesFigure; locale: Locale }) {
  const format = (n: number) => formatCompact(n, locale)
  if (figure.observed) return <>{m.dashboard_week_sales({ n: format(figure.value) })}</>
  const range = estimatedRangeText(figure, format)
  return (
    <span title={range}>
      {m.dashboard_week_sales({ n: `≈${format(figure.value)}` })}
      <span className="sr-only">{` (${range})`}</span>
    </span>
  )
}
