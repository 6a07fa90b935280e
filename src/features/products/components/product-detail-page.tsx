// One product: gallery, price and sales figures, trend charts, its store, the keywords it ranks for,
// similar products and a supplier search by its image.

import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ScanSearch, Store } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { TrendsCard } from '@/components/charts/trends-card'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { Refusal } from '@/components/data-page/refusal'
import { SalesFigureValue, salesRangeText } from '@/components/data-page/sales-figure'
import { AppLink } from '@/components/ui/app-link'
import { Table } from '@/components/ui/table'
import { Thumbnail } from '@/components/ui/thumbnail'
import { FavoriteStar, useFavorites } from '@/features/catalog/components/favorite-star'
import { productPrice } from '@/features/catalog/components/product-columns'
import { productDetailQueryOptions } from '@/features/catalog/products.queries'
import { type ProductDetail, TREND_RANGES, type TrendRange } from '@/features/catalog/products.shared'
import { SITE_NAMES } from '@/features/catalog/site-names'
import { SUPPLIER_IMAGE_URL_KEY, SUPPLIER_PRICE_INFO_KEY } from '@/features/catalog/supplier-search-state'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { countryName } from '@/i18n/names'
import { productTagLabel } from '@/i18n/product-tags'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { formatCompact, formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'

const ProductTrends = lazy(() => import('./product-trends'))
// Breadcrumb links are small text: at least 24 px tall, the touch target WCAG 2.2 asks for (2.5.8).
const BREADCRUMB_LINK = 'inline-flex min-h-6 items-center hover:text-brand-600'

export function ProductDetailPage({ id, range }: { id: number; range: TrendRange }) {
  const { data: reply } = useSuspenseQuery(productDetailQueryOptions(id))
  useRemainingCount(reply, 'product-detail')
  if (reply.code !== API_CODES.success || !reply.data) {
    return (
      <div className="mx-auto max-w-[var(--max-width)] px-4 py-16">
        {/* A login or limit refusal opens its prompt; anything else is the code's localized reason. */}
        <div data-testid="detail-refused">
          <Refusal
            code={reply.code}
            feature="product-detail"
            message={m.detail_error({ message: messageForCode(reply.code) })}
          />
        </div>
      </div>
    )
  }
  return <Detail product={reply.data} range={range} />
}

function Detail({ product, range }: { product: ProductDetail; range: TrendRange }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const [image, setImage] = useState(0)
  const images = product.images.length > 0 ? product.images : [product.image]
  const title = locale === 'cn' ? product.titleCn : product.titleEn
  const money = (n: number) => formatMoney(n, locale, { currency: product.currency })
  const mainImage = images[image] ?? product.image

  const count = (n: number) => formatCompact(n, locale)
  const sales = product.sales
  // The headline figures are few, so each estimated one is a tab stop that opens its range tooltip.
  const figure = (key: 'day' | 'week' | 'month' | 'revenue', format: (n: number) => string) => (
    <SalesFigureValue figure={sales?.[key] ?? null} format={format} focusable />
  )
  const figures: Array<[string, string, ReactNode]> = [
    ['day', m.sort_day_sales(), figure('day', count)],
    ['week', m.sort_week_sales(), figure('week', count)],
    [
      'month',
      m.products_col_month_sales(),
      <>
        {figure('month', count)}
        {/* The month's range written out, not only in a tooltip: the figure a seller decides on. */}
        {sales && !sales.month.observed ? (
          <span className="block text-xs font-normal text-gray-600" data-testid="detail-month-range">
            {salesRangeText(sales.month, count)}
          </span>
        ) : null}
      </>,
    ],
    ['total', m.detail_total_sold(), formatCompact(product.totalSold, locale)],
    ['week-growth', m.products_col_week_growth(), formatPercent(product.weekGrowth, { sign: true })],
    ['month-growth', m.sort_month_growth(), formatPercent(product.monthGrowth, { sign: true })],
    ['revenue', m.products_col_revenue(), figure('revenue', money)],
    [
      'rating',
      m.sort_rating(),
      product.rating === null ? '-' : formatNumber(product.rating, { decimals: 1 }),
    ],
    ['reviews', m.sort_reviews(), formatNumber(product.reviews)],
    ['listed', m.products_col_listed(), formatDate(product.listedAt, locale)],
    ['same', m.grid_col_same_items(), formatNumber(product.sameItemCount)],
    ['site', m.products_site(), SITE_NAMES[product.site]()],
  ]

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6" data-testid="product-detail">
      <nav aria-label={m.detail_breadcrumb()} className="mb-3 text-xs text-gray-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to="/product-database"
              search={{ site: product.site === 'us' ? undefined : product.site }}
              className={BREADCRUMB_LINK}
            >
              {m.products_title()}
            </Link>
          </li>
          {product.categoryPath.map((c) => (
            <li key={c.id} className="before:mr-1 before:content-['/']">
              <Link
                to="/product-database"
                search={{ site: product.site === 'us' ? undefined : product.site, category: c.id }}
                className={BREADCRUMB_LINK}
              >
                {localName(c, locale)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <section className="grid gap-6 rounded-xl bg-white p-4 shadow-sm md:grid-cols-[minmax(0,380px)_1fr]">
        <div>
          <img
            src={mainImage}
            alt={title}
            data-marketplace-text
            width={380}
            height={380}
            // The page's largest element: fetched first (LCP).
            fetchPriority="high"
            className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
            data-testid="detail-image"
          />
          {images.length > 1 ? (
            <ul className="mt-2 flex gap-2 overflow-x-auto" aria-label={m.detail_gallery()}>
              {images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => setImage(i)}
                    aria-label={m.detail_image_n({ n: i + 1 })}
                    aria-pressed={i === image}
                    className={cn(
                      'rounded-md border-2',
                      i === image ? 'border-brand-500' : 'border-transparent',
                    )}
                  >
                    <Thumbnail src={src} size={56} className="size-14 rounded object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-gray-900" data-testid="detail-title" data-marketplace-text>
            {title}
          </h1>
          <p className="mt-1 text-xs text-gray-500">
            {product.status === 'sold_out' ? m.status_sold_out() : m.grid_status_on_sale()} ·{' '}
            {product.managedMode === 'semi' ? m.managed_semi() : m.filter_managed_full()}
            {product.tags.length > 0 ? ` · ${product.tags.map(productTagLabel).join(' · ')}` : ''}
          </p>
          <p className="mt-3 flex items-baseline gap-3">
            <span className="text-3xl font-bold text-brand-600" data-testid="detail-price">
              {productPrice(product.price, product.currency, locale)}
            </span>
            {product.originalPrice > product.price ? (
              <span className="text-sm text-gray-500 line-through">
                {productPrice(product.originalPrice, product.currency, locale)}
              </span>
            ) : null}
            {product.previousPrice !== null && product.priceChangedOn ? (
              <span className="text-xs text-gray-500">
                {m.detail_price_changed({
                  price: money(product.previousPrice),
                  date: formatDate(product.priceChangedOn, locale),
                })}
              </span>
            ) : null}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {figures.map(([key, label, value]) => (
              <div key={key} className="rounded-lg bg-gray-50 px-3 py-2">
                <dt className="text-xs text-gray-500">{label}</dt>
                <dd className="font-semibold text-gray-900 tabular-nums" data-testid={`detail-figure-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <AppLink
              href={`/search-supplier?image_url=${encodeURIComponent(product.image)}&product_price=${product.price}&product_currency=${product.currency}`}
              localPage
              onClick={() => {
                writeStorage(
                  SUPPLIER_IMAGE_URL_KEY,
                  new URL(product.image, window.location.origin).href,
                  'session',
                )
                writeStorage(
                  SUPPLIER_PRICE_INFO_KEY,
                  JSON.stringify({ price: product.price, currency: product.currency }),
                  'session',
                )
              }}
              className="inline-flex h-9 items-center gap-2 rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600"
              data-testid="find-suppliers"
            >
              <ScanSearch className="size-4" aria-hidden />
              {m.detail_find_suppliers()}
            </AppLink>
            <DetailStar id={product.id} />
          </div>
        </div>
      </section>

      <TrendsCard
        className="mt-6"
        headingId="trends-heading"
        title={m.detail_trends()}
        rangeLegend={m.detail_range()}
        ranges={TREND_RANGES}
        range={range}
        rangeLabel={(days) => m.detail_days({ days })}
        onRange={(days) =>
          void navigate({
            to: '/product-detail/$productId',
            params: { productId: product.id },
            search: { range: days === 30 ? undefined : days },
            replace: true,
            resetScroll: false,
          })
        }
        rangeTestId="range"
      >
        {product.history ? (
          <Suspense fallback={<div className="h-[520px] animate-pulse rounded-lg bg-gray-50" />}>
            <ProductTrends history={product.history} range={range} locale={locale} formatPrice={money} />
          </Suspense>
        ) : (
          <p className="text-sm text-gray-500">{m.detail_chart_empty()}</p>
        )}
      </TrendsCard>

      <div className="mt-6 grid gap-6 md:grid-cols-[320px_1fr]">
        <section
          className="rounded-xl bg-white p-4 shadow-sm"
          data-testid="store-card"
          aria-labelledby="store-heading"
        >
          <h2 id="store-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Store className="size-5 text-brand-500" aria-hidden />
            {m.detail_store()}
          </h2>
          <div className="flex items-center gap-3">
            {product.store.logo ? (
              <Thumbnail
                src={product.store.logo}
                size={48}
                className="size-12 rounded-full bg-gray-100"
                lazy={false}
              />
            ) : null}
            <div className="min-w-0">
              <AppLink
                href={`/mall-detail?id=${product.store.id}`}
                localPage
                className="font-medium text-gray-900 hover:text-brand-600 hover:underline"
                data-testid="store-link"
                data-marketplace-text
              >
                {product.store.name}
              </AppLink>
              <p className="text-xs text-gray-500">
                {countryName(product.store.country, locale)} ·{' '}
                {product.store.managedMode === 'semi' ? m.managed_semi() : m.filter_managed_full()}
              </p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-gray-500">{m.sort_rating()}</dt>
            <dd className="text-right">
              {product.store.rating === null ? '-' : formatNumber(product.store.rating, { decimals: 1 })}
            </dd>
            <dt className="text-gray-500">{m.detail_store_followers()}</dt>
            <dd className="text-right">{formatCompact(product.store.followers, locale)}</dd>
            <dt className="text-gray-500">{m.detail_store_products()}</dt>
            <dd className="text-right">{formatNumber(product.store.productCount)}</dd>
            <dt className="text-gray-500">{m.products_col_month_sales()}</dt>
            <dd className="text-right">{formatCompact(product.store.monthSales, locale)}</dd>
          </dl>
          <Link
            to="/product-database"
            search={{ site: product.site === 'us' ? undefined : product.site, store: product.store.id }}
            className="mt-3 inline-block text-sm text-brand-600 hover:underline"
          >
            {m.detail_store_all_products()}
          </Link>
        </section>

        <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="keywords-heading">
          <h2 id="keywords-heading" className="mb-3 text-lg font-semibold text-gray-900">
            {m.detail_keywords()}
          </h2>
          {product.keywords.length === 0 ? (
            <p className="text-sm text-gray-500">{m.detail_keywords_empty()}</p>
          ) : (
            <Table
              className="w-full text-sm"
              data-testid="detail-keywords"
              aria-labelledby="keywords-heading"
              headClassName="text-xs text-gray-500"
              headerCellClassName="py-1"
              cellClassName="py-1.5"
              rows={product.keywords}
              rowKey={(k) => k.id}
              columns={[
                {
                  key: 'keyword',
                  header: m.detail_keyword(),
                  cellProps: () => ({ 'data-marketplace-text': '' }),
                  cell: (k) => (locale === 'cn' ? k.textCn : k.textEn),
                },
                {
                  key: 'volume',
                  header: m.detail_keyword_volume(),
                  numeric: true,
                  cell: (k) => formatCompact(k.searchVolume, locale),
                },
                {
                  key: 'position',
                  header: m.detail_keyword_position(),
                  numeric: true,
                  cell: (k) => `#${formatNumber(k.position)}`,
                },
              ]}
            />
          )}
        </section>
      </div>

      {product.similar.length > 0 ? (
        <section className="mt-6" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-3 text-lg font-semibold text-gray-900">
            {m.detail_similar()}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="detail-similar">
            {product.similar.map((s) => (
              <li key={s.id} className="rounded-xl bg-white p-2 shadow-sm">
                <Link to="/product-detail/$productId" params={{ productId: s.id }} className="group block">
                  <Thumbnail
                    src={s.image}
                    size={200}
                    className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
                  />
                  <p
                    className="mt-2 line-clamp-2 text-sm text-gray-900 group-hover:text-brand-600"
                    data-marketplace-text
                  >
                    {locale === 'cn' ? s.titleCn : s.titleEn}
                  </p>
                  <p className="mt-1 flex justify-between text-xs text-gray-500">
                    <span className="font-semibold text-brand-600">
                      {productPrice(s.price, s.currency, locale)}
                    </span>
                    <span>
                      {s.sales === null
                        ? m.sales_not_enough()
                        : // Inside a link, so no tooltip: "≈" marks an estimate in the sentence itself.
                          m.detail_month_sold({
                            n: `${s.sales.month.observed ? '' : '≈'}${formatCompact(s.monthSales, locale)}`,
                          })}
                    </span>
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/**
 * The detail's favorite button. It reads the favorites itself, so their answer (after the session, once
 * the page has hydrated) redraws the button alone, not the page with its charts and similar products.
 */
function DetailStar({ id }: { id: number }) {
  const favorites = useFavorites()
  return <FavoriteStar starred={favorites.isStarred(id)} onToggle={() => favorites.toggle(id)} withLabel />
}
