import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { useApiReply } from '@/features/account/api-reaction'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { formatCompact, formatDate, formatMoney, formatPercent, formatTotal } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { productListQueryOptions } from '../products.queries'
import {
  PRODUCT_SORTS,
  type ProductListQueryInput,
  ProductListQuerySchema,
  type ProductSort,
  SITE_IDS,
  type SiteId,
} from '../products.shared'

const SITE_NAMES: Record<SiteId, () => string> = {
  us: m.site_us,
  uk: m.site_uk,
  de: m.site_de,
  fr: m.site_fr,
  it: m.site_it,
  es: m.site_es,
  ca: m.site_ca,
  au: m.site_au,
  mx: m.site_mx,
  jp: m.site_jp,
  kr: m.site_kr,
}

const SORT_NAMES: Record<ProductSort, () => string> = {
  month_sales: m.sort_month_sales,
  week_sales: m.sort_week_sales,
  day_sales: m.sort_day_sales,
  week_growth: m.sort_week_growth,
  month_growth: m.sort_month_growth,
  revenue: m.sort_revenue,
  price: m.sort_price,
  listed_at: m.sort_listed_at,
  reviews: m.sort_reviews,
  rating: m.sort_rating,
}

const field = 'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-brand-500'

/**
 * The product list read through the typed server function: site, keyword and sort in the URL. The full
 * research grid (every filter, columns, export) builds on this list.
 */
export function ProductListPage({ search }: { search: ProductListQueryInput }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = v.parse(ProductListQuerySchema, search)
  const { data: reply } = useSuspenseQuery(productListQueryOptions(search))
  // Limit dialog, login prompt and the banner's remaining count follow each reply.
  useApiReply(reply, 'product-database')
  const [keyword, setKeyword] = useState(query.keyword ?? '')
  const go = (next: ProductListQueryInput) =>
    void navigate({
      to: '/product-database',
      search: (prev) => ({ ...prev, page: undefined, cursor: undefined, ...next }),
    })
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    go({ keyword: keyword.trim() || undefined })
  }
  const list = reply.data
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-gray-900">{m.products_title()}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.products_description()}</p>
      </header>
      <form
        onSubmit={onSubmit}
        className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
          {m.products_site()}
          <select
            className={field}
            value={query.site}
            data-testid="products-site"
            onChange={(e) => go({ site: SITE_IDS.find((s) => s === e.target.value) ?? 'us' })}
          >
            {SITE_IDS.map((site) => (
              <option key={site} value={site}>
                {SITE_NAMES[site]()}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
          {m.products_keyword()}
          <input
            className={field}
            value={keyword}
            maxLength={100}
            placeholder={m.products_keyword_placeholder()}
            data-testid="products-keyword"
            onChange={(e) => setKeyword(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
          {m.products_sort()}
          <select
            className={field}
            value={query.sort ?? 'month_sales'}
            data-testid="products-sort"
            onChange={(e) => go({ sort: PRODUCT_SORTS.find((s) => s === e.target.value) })}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_NAMES[sort]()}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-9 rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600"
        >
          {m.products_search()}
        </button>
      </form>
      {reply.code !== API_CODES.success || !list ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          {m.products_error({ message: reply.msg })}
        </p>
      ) : (
        <>
          <p className="mb-2 flex justify-between text-sm text-gray-600" data-testid="products-total">
            <span>{m.products_total({ total: formatTotal(list) })}</span>
            {list.as_of ? <span>{m.products_as_of({ date: formatDate(list.as_of, locale) })}</span> : null}
          </p>
          {list.list.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-gray-600">{m.products_empty()}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
              <table className="w-full min-w-[860px] text-sm" data-testid="products-table">
                <thead className="bg-gray-50 text-left text-xs text-gray-500 uppercase">
                  <tr>
                    <th className="px-3 py-2">{m.products_col_product()}</th>
                    <th className="px-3 py-2 text-right">{m.products_col_price()}</th>
                    <th className="px-3 py-2 text-right">{m.products_col_month_sales()}</th>
                    <th className="px-3 py-2 text-right">{m.products_col_week_growth()}</th>
                    <th className="px-3 py-2 text-right">{m.products_col_revenue()}</th>
                    <th className="px-3 py-2">{m.products_col_store()}</th>
                    <th className="px-3 py-2">{m.products_col_listed()}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.list.map((row) => (
                    <tr key={row.id} className="border-t border-gray-100 align-top" data-testid="product-row">
                      <td className="px-3 py-2">
                        <div className="flex gap-3">
                          <img
                            src={row.image}
                            alt=""
                            width={48}
                            height={48}
                            loading="lazy"
                            className="size-12 rounded bg-gray-100"
                          />
                          <div className="min-w-0">
                            <p className="line-clamp-2 font-medium text-gray-900">
                              {locale === 'cn' ? row.titleCn : row.titleEn}
                            </p>
                            <p className="mt-0.5 text-xs text-gray-500">
                              {locale === 'cn' ? row.categoryCn : row.categoryEn}
                              {row.status === 'sold_out' ? ` · ${m.status_sold_out()}` : ''}
                              {row.managedMode === 'semi' ? ` · ${m.managed_semi()}` : ''}
                            </p>
                          </div>
                        </div>
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">
                        {formatMoney(row.price, locale, { currency: row.currency === 'CNY' ? 'CNY' : 'USD' })}
                        {row.currency !== 'USD' && row.currency !== 'CNY' ? (
                          <span className="ml-1 text-xs text-gray-400">{row.currency}</span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2 text-right">{formatCompact(row.monthSales, locale)}</td>
                      <td
                        className={cn(
                          'px-3 py-2 text-right',
                          row.weekGrowth > 0 ? 'text-emerald-600' : 'text-gray-500',
                        )}
                      >
                        {formatPercent(row.weekGrowth, { sign: true })}
                      </td>
                      <td className="px-3 py-2 text-right">{formatCompact(row.revenue, locale)}</td>
                      <td className="px-3 py-2 text-gray-700">{row.storeName}</td>
                      <td className="px-3 py-2 whitespace-nowrap text-gray-500">
                        {formatDate(row.listedAt, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav
            className="mt-4 flex items-center justify-end gap-3 text-sm"
            aria-label={m.products_page({ page: query.page })}
          >
            <span className="text-gray-500">{m.products_page({ page: query.page })}</span>
            <button
              type="button"
              disabled={query.page <= 1}
              onClick={() => go({ page: query.page - 1 })}
              className="rounded-md border px-3 py-1.5 hover:border-brand-500 disabled:opacity-40"
            >
              {m.products_prev()}
            </button>
            <button
              type="button"
              disabled={!list.next_cursor}
              onClick={() => go({ page: query.page + 1 })}
              className="rounded-md border px-3 py-1.5 hover:border-brand-500 disabled:opacity-40"
              data-testid="products-next"
            >
              {m.products_next()}
            </button>
          </nav>
        </>
      )}
    </div>
  )
}
