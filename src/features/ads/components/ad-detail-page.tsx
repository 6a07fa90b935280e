// One ad: its creative and copy, when and where it ran, its reach, the linked product and store with
// their daily units around the run, and similar ads. The ad is ?id= in the URL.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ReplyContent } from '@/components/data-page/reply-content'
import { Card } from '@/components/ui/card'
import { Thumbnail } from '@/components/ui/thumbnail'
import { getLocale } from '@/i18n/locale'
import { countryName, labelColon, listOf } from '@/i18n/names'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { adDetailQueryOptions } from '../ads.queries'
import type { AdDetailSearch } from '../ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from '../ads-names'
import { AdCard, AdCreative } from './ad-parts'

const AdDetailCharts = lazy(() => import('./ad-detail-charts'))

export function AdDetailPage({ search }: { search: AdDetailSearch }) {
  const locale = getLocale()
  const id = search.id
  const query = useQuery({ ...adDetailQueryOptions(id ?? 0), enabled: id !== undefined })
  const reply = query.data
  useRemainingCount(reply, 'ads-detail')

  if (id === undefined) {
    return (
      <div className="mx-auto max-w-[var(--max-width)] px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{m.ads_detail_title()}</h1>
        <p className="mt-2 text-gray-600">{m.ads_detail_pick()}</p>
        <Link to="/ads" className="mt-4 inline-block text-brand-700 underline">
          {m.ads_title()}
        </Link>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <nav aria-label={m.ads_breadcrumb()} className="mb-2 text-xs text-gray-600">
        <Link to="/ads" className="inline-flex min-h-6 items-center hover:text-brand-600 hover:underline">
          {m.ads_title()}
        </Link>
      </nav>
      <h1 className="mb-4 text-2xl font-bold text-gray-900">{m.ads_detail_title()}</h1>
      <ReplyContent
        reply={reply}
        feature="ads-detail"
        message={(message) => m.ads_error({ message })}
        loadingTestId="ad-detail-loading"
      >
        {(ad) => (
          <div className="flex flex-col gap-6" data-testid="ad-detail">
            <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
              <AdCreative ad={ad} size="large" />
              <Card className="flex flex-col gap-3 p-4">
                <p
                  className="text-base whitespace-pre-line text-gray-900"
                  data-testid="ad-copy"
                  data-marketplace-text
                >
                  {ad.copy}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-gray-600">{m.ads_filter_platform()}</dt>
                  <dd>{PLATFORM_NAMES[ad.platform]}</dd>
                  <dt className="text-gray-600">{m.ads_filter_format()}</dt>
                  <dd>{FORMAT_NAMES[ad.format]()}</dd>
                  <dt className="text-gray-600">{m.ads_col_first_seen()}</dt>
                  <dd>{formatDate(ad.firstSeen, locale)}</dd>
                  <dt className="text-gray-600">{m.ads_col_last_seen()}</dt>
                  <dd>{formatDate(ad.lastSeen, locale)}</dd>
                  <dt className="text-gray-600">{m.ads_col_days_running()}</dt>
                  <dd>{formatNumber(ad.daysRunning)}</dd>
                  <dt className="text-gray-600">{m.ads_col_impressions()}</dt>
                  <dd>{formatCompact(ad.impressions, locale)}</dd>
                  <dt className="text-gray-600">{m.ads_filter_category()}</dt>
                  <dd>{ad.category ? localName(ad.category, locale) : '-'}</dd>
                  <dt className="text-gray-600">{m.ads_col_countries()}</dt>
                  <dd data-testid="ad-countries">
                    {listOf(
                      ad.countries.map((c) => countryName(c, locale)),
                      locale,
                    )}
                  </dd>
                </dl>
                <div className="flex flex-wrap gap-4 text-sm">
                  {ad.product ? (
                    <Link
                      to="/product-detail/$productId"
                      params={{ productId: ad.product.id }}
                      className="flex items-center gap-2 hover:text-brand-600"
                      data-testid="ad-product"
                    >
                      <Thumbnail
                        src={ad.product.image}
                        size={40}
                        className="size-10 rounded object-cover"
                        lazy={false}
                      />
                      <span className="line-clamp-2" data-marketplace-text>
                        {locale === 'cn' ? ad.product.titleCn : ad.product.titleEn}
                      </span>
                    </Link>
                  ) : null}
                  {ad.store ? (
                    <Link
                      to="/mall-detail"
                      search={{ id: ad.store.id }}
                      className="hover:text-brand-600"
                      data-testid="ad-store"
                    >
                      {m.ads_col_store()}
                      {labelColon(locale)}
                      <span data-marketplace-text>{ad.store.name}</span>
                    </Link>
                  ) : null}
                </div>
                <DataAsOf date={ad.asOf} />
              </Card>
            </div>
            <section aria-labelledby="ad-sales-heading">
              <h2 id="ad-sales-heading" className="mb-3 text-lg font-semibold text-gray-900">
                {m.ads_sales_heading()}
              </h2>
              <Suspense fallback={<div className="h-72 animate-pulse rounded-xl bg-white" />}>
                <AdDetailCharts detail={ad} locale={locale} />
              </Suspense>
            </section>
            <section aria-labelledby="ad-similar-heading">
              <h2 id="ad-similar-heading" className="mb-3 text-lg font-semibold text-gray-900">
                {m.ads_similar()}
              </h2>
              {ad.similar.length === 0 ? (
                <p className="text-sm text-gray-600">{m.ads_similar_none()}</p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
                  {ad.similar.map((s) => (
                    <AdCard key={s.id} ad={s} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </ReplyContent>
    </div>
  )
}
