// /search-supplier and /search-supplier-{source}: a picture in (upload, paste, drop, URL, or a
// product's "find suppliers"), suppliers with a similar picture out, with filters, sort and export.
// The URL holds the search; the picture and the product's price are also kept in the session store
// that the route middleware clears on any other page (spec §2), so the source tabs keep the query.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { ExportButton } from '@/components/data-page/export-button'
import { type FilterChange, FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { Field, Select } from '@/components/ui/input'
import { PillTabs } from '@/components/ui/pill-tabs'
import { Thumbnail } from '@/components/ui/thumbnail'
import { SUPPLIER_IMAGE_URL_KEY, SUPPLIER_PRICE_INFO_KEY } from '@/features/catalog/supplier-search-state'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { inSentence } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { formatAmount, formatMoney, formatNumber, formatPercent, formatPriceRange } from '@/lib/format'
import { readStorage, writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'
import { refusalText, SORT_NAMES, SOURCE_NAMES } from '../supplier-names'
import { sourcingListQueryOptions } from '../suppliers.queries'
import {
  DEFAULT_SUPPLIER_PAGE_SIZE,
  hasSearchImage,
  type SourcingListInput,
  SUPPLIER_FILTERS,
  SUPPLIER_PAGE_SIZES,
  SUPPLIER_SORTS,
  SUPPLIER_SOURCES,
  type SupplierRow,
  type SupplierSource,
  supplierPageSearch,
} from '../suppliers.shared'
import { PictureInput } from './picture-input'
import { SUPPLIER_FORM, SUPPLIER_SOURCE_PAGE_FORM } from './supplier-filter-form'

const col = gridColumnHelper<SupplierRow>()
const UPLOADED = '/api/imagesearch/image?id='

function price(row: SupplierRow): string {
  if (row.currency === 'USD' || row.currency === 'CNY') {
    const min = formatMoney(row.priceMin, 'en', { currency: row.currency })
    return row.priceMax > row.priceMin
      ? `${min} ~ ${formatMoney(row.priceMax, 'en', { currency: row.currency })}`
      : min
  }
  return row.priceMax > row.priceMin
    ? formatPriceRange(row.priceMin, row.priceMax, row.currency)
    : formatAmount(row.priceMin, row.currency)
}

/** An offer's picture: decoration beside its title, which names the offer. */
function SupplierPicture({ src, className }: { src: string; className: string }) {
  return (
    <Thumbnail
      src={src}
      size={64}
      className={cn('rounded-md border border-gray-200 object-cover', className)}
    />
  )
}

/** The supplier grid's columns (exported for the export-header test, which reads the file against them). */
export function supplierColumns(withMargin: boolean): Array<GridColumn<SupplierRow>> {
  const columns: Array<GridColumn<SupplierRow>> = [
    col.display({
      id: 'image',
      enableSorting: false,
      // The narrow-screen card's picture; wider screens show it inside the offer cell (the grid hides
      // card-only cells there, header included, so the columns stay aligned).
      meta: { label: m.supplier_col_image, card: 'media', cardOnly: true, hideable: false },
      cell: ({ row }) => <SupplierPicture src={row.original.image} className="size-16" />,
    }),
    col.display({
      id: 'title',
      enableSorting: false,
      meta: { label: m.supplier_col_title, card: 'title', hideable: false, width: '18rem' },
      cell: ({ row }) => (
        <div className="flex gap-3">
          <SupplierPicture src={row.original.image} className="hidden size-16 shrink-0 md:block" />
          <div>
            <p className="font-medium text-gray-900" data-testid="supplier-title">
              {row.original.title}
            </p>
            <a
              href={row.original.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-xs text-brand-600 hover:underline"
              data-testid="supplier-link"
            >
              {m.supplier_open_offer({ source: inSentence(SOURCE_NAMES[row.original.source]()) })}
            </a>
          </div>
        </div>
      ),
    }),
    col.display({
      id: 'similarity',
      enableSorting: false,
      meta: { label: m.supplier_col_similarity },
      cell: ({ row }) => (
        <span className="tabular-nums" data-testid="supplier-similarity">
          {formatPercent(row.original.similarity, { decimals: 0 })}
        </span>
      ),
    }),
    col.display({
      id: 'source',
      enableSorting: false,
      meta: { label: m.supplier_col_source },
      cell: ({ row }) => SOURCE_NAMES[row.original.source](),
    }),
    col.display({
      id: 'price',
      enableSorting: false,
      meta: { label: m.supplier_col_price },
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{price(row.original)}</span>,
    }),
    col.display({
      id: 'moq',
      enableSorting: false,
      meta: { label: m.supplier_col_moq },
      cell: ({ row }) => m.supplier_moq_value({ count: formatNumber(row.original.minOrder) }),
    }),
    col.display({
      id: 'location',
      enableSorting: false,
      meta: { label: m.supplier_col_location },
      cell: ({ row }) => row.original.location,
    }),
  ]
  if (withMargin) {
    columns.push(
      col.display({
        id: 'margin',
        enableSorting: false,
        meta: { label: m.supplier_col_margin },
        cell: ({ row }) => (
          <span
            className={cn(
              'tabular-nums font-medium',
              (row.original.margin ?? 0) < 0 ? 'text-red-700' : 'text-green-700',
            )}
            data-testid="supplier-margin"
          >
            {row.original.margin === null
              ? m.supplier_margin_none()
              : formatPercent(row.original.margin, { decimals: 1 })}
          </span>
        ),
      }),
    )
  }
  return columns
}

/** The picture of the current search as an address the page can show (and keep in the session store). */
const pictureAddress = (search: SourcingListInput): string | null =>
  search.image_id ? `${UPLOADED}${search.image_id}` : (search.image_url ?? null)

export function SupplierSearchPage({
  search,
  source,
}: {
  search: SourcingListInput
  source: SupplierSource | null
}) {
  const locale = getLocale()
  const navigate = useNavigate()
  const active = hasSearchImage(search)
  const params = source ? { ...search, source } : search
  const query = useQuery({
    ...sourcingListQueryOptions(params),
    enabled: active,
    placeholderData: keepPreviousData,
  })
  const reply = active ? query.data : undefined
  useRemainingCount(reply, 'search-supplier')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const go = (next: Partial<SourcingListInput>) =>
    void navigate({ to: '.', search: (prev) => supplierPageSearch({ ...prev, ...next }) })

  // Keep the picture and price for the other source tabs; come back to them when the URL has none.
  const address = pictureAddress(search)
  useEffect(() => {
    if (address) {
      writeStorage(SUPPLIER_IMAGE_URL_KEY, address, 'session')
      const info = search.product_price
        ? { price: search.product_price, currency: search.product_currency ?? 'USD' }
        : {}
      writeStorage(SUPPLIER_PRICE_INFO_KEY, JSON.stringify(info), 'session')
      return
    }
    const stored = readStorage(SUPPLIER_IMAGE_URL_KEY, 'session')
    if (!stored) return
    let info: { price?: number; currency?: string } = {}
    try {
      info = JSON.parse(readStorage(SUPPLIER_PRICE_INFO_KEY, 'session') ?? '{}')
    } catch {}
    // The product page stores an absolute address of this site; the search takes the path.
    const own = stored.startsWith(window.location.origin)
      ? stored.slice(window.location.origin.length)
      : stored
    const path = own.startsWith(UPLOADED) ? { image_id: own.slice(UPLOADED.length) } : { image_url: own }
    void navigate({
      to: '.',
      replace: true,
      search: (prev) =>
        supplierPageSearch({ ...prev, ...path, product_price: info.price, product_currency: info.currency }),
    })
  }, [address, search.product_price, search.product_currency, navigate])

  const pictureError =
    reply?.code === API_CODES.invalidParameter
      ? refusalText(reply.reason)
      : reply?.code === API_CODES.notFound
        ? m.supplier_error_expired()
        : null
  const withMargin = search.product_price !== undefined
  // Memoized: the grid's rows then survive re-renders that do not change them (GridRow).
  const columns = useMemo(() => supplierColumns(withMargin), [withMargin])
  const exportParams = { ...params, lang: locale }

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900">
          {source ? `${SOURCE_NAMES[source]()} · ${m.supplier_title()}` : m.supplier_title()}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{m.supplier_description()}</p>
      </header>
      <PillTabs label={m.supplier_sources_label()}>
        {[null, ...SUPPLIER_SOURCES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={s ? '/search-supplier-{$source}' : '/search-supplier'}
            params={s ? { source: s } : undefined}
            search={{ ...search, source: undefined, page: undefined }}
            aria-current={s === source ? 'page' : undefined}
            className={cn(
              'whitespace-nowrap rounded-full px-3 py-1',
              s === source ? 'bg-brand-500 text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200',
            )}
            data-testid={`supplier-tab-${s ?? 'all'}`}
          >
            {s ? SOURCE_NAMES[s]() : m.supplier_source_all()}
          </Link>
        ))}
      </PillTabs>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PictureInput
          onImageId={(id) =>
            go({
              image_id: id,
              image_url: undefined,
              product_price: undefined,
              product_currency: undefined,
              page: undefined,
            })
          }
          onImageUrl={(url) =>
            go({
              image_url: url,
              image_id: undefined,
              product_price: undefined,
              product_currency: undefined,
              page: undefined,
            })
          }
          error={pictureError}
        />
        {address ? (
          <figure
            className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-4"
            data-testid="supplier-query-picture"
          >
            <img
              src={address}
              alt={m.supplier_query_picture()}
              width={112}
              height={112}
              className="size-28 rounded-md border border-gray-200 object-contain"
            />
            <figcaption className="text-sm text-gray-700">
              <p className="font-medium">{m.supplier_query_picture()}</p>
              {withMargin ? (
                <p className="mt-1 text-xs text-gray-600" data-testid="supplier-product-price">
                  {m.supplier_from_product({
                    price:
                      search.product_currency === 'CNY' ||
                      search.product_currency === 'USD' ||
                      !search.product_currency
                        ? formatMoney(Number(search.product_price), locale, {
                            currency: search.product_currency === 'CNY' ? 'CNY' : 'USD',
                          })
                        : formatAmount(Number(search.product_price), search.product_currency),
                  })}
                </p>
              ) : null}
            </figcaption>
          </figure>
        ) : null}
      </div>
      {!active ? (
        <p
          className="mt-6 rounded-lg bg-gray-50 px-4 py-8 text-center text-gray-600"
          data-testid="supplier-start"
        >
          {m.supplier_start()}
        </p>
      ) : pictureError ? null : reply && reply.code !== API_CODES.success ? (
        <Refusal
          code={reply.code}
          feature="search-supplier"
          message={m.supplier_error({ message: messageForCode(reply.code) })}
        />
      ) : (
        <div className="mt-4">
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <Field label={m.supplier_sort_label()} className="w-52">
              {({ id }) => (
                <Select
                  id={id}
                  value={search.sort ?? 'similarity'}
                  onChange={(event) => {
                    const sort = SUPPLIER_SORTS.find((s) => s === event.target.value)
                    go({ sort: sort === 'similarity' ? undefined : sort, page: undefined })
                  }}
                  data-testid="supplier-sort"
                >
                  {SUPPLIER_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {SORT_NAMES[s]()}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <ExportButton endpoint="/api/imagesearch/export" params={exportParams} total={data?.total ?? 0} />
          </div>
          <FilterForm
            table={SUPPLIER_FILTERS}
            form={source ? SUPPLIER_SOURCE_PAGE_FORM : SUPPLIER_FORM}
            search={search}
            onApply={(change: FilterChange) => go({ ...change, page: undefined })}
            testId="supplier-filters"
          />
          <DataGrid
            data={data?.list ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            caption={m.supplier_results_caption()}
            loading={query.isFetching && (query.isPlaceholderData || !data)}
            empty={m.supplier_empty()}
            pagination={gridPaging({
              search,
              sizes: SUPPLIER_PAGE_SIZES,
              defaultSize: DEFAULT_SUPPLIER_PAGE_SIZE,
              reply: data,
              go,
            })}
            testId="supplier-grid"
          />
        </div>
      )}
    </div>
  )
}
