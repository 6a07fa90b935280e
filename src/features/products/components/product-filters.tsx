// The product lists' filter form. It edits a draft and applies it to the URL in one step (Apply), so
// each applied view is one history entry that back and forward restore.
import { useQuery } from '@tanstack/react-query'
import { ChevronDown, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import type { Locale } from '@/lib/format'
import { formatRange, parseRange } from '@/lib/range'
import { m } from '@/paraglide/messages'
import { categoryTreeQueryOptions } from '../products.queries'
import { type CategoryNode, type ProductPageSearch, SITE_IDS, type SiteId } from '../products.shared'

export const SITE_NAMES: Record<SiteId, () => string> = {
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

const RANGE_KEYS = [
  'price',
  'day_sales',
  'week_sales',
  'month_sales',
  'week_growth',
  'month_growth',
  'reviews',
  'same_items',
] as const
type RangeKey = (typeof RANGE_KEYS)[number]

const rangeRecord = <T,>(fn: (key: RangeKey) => T): Record<RangeKey, T> => ({
  price: fn('price'),
  day_sales: fn('day_sales'),
  week_sales: fn('week_sales'),
  month_sales: fn('month_sales'),
  week_growth: fn('week_growth'),
  month_growth: fn('month_growth'),
  reviews: fn('reviews'),
  same_items: fn('same_items'),
})

const RANGE_LABELS: Record<RangeKey, () => string> = {
  price: m.products_col_price,
  day_sales: m.sort_day_sales,
  week_sales: m.sort_week_sales,
  month_sales: m.products_col_month_sales,
  week_growth: m.filter_week_growth_pct,
  month_growth: m.filter_month_growth_pct,
  reviews: m.sort_reviews,
  same_items: m.grid_col_same_items,
}

/** The filter fields as the form edits them: text boxes hold what the user typed. */
type Draft = {
  site: SiteId
  category: number | undefined
  keyword: string
  ranges: Record<RangeKey, { min: string; max: string }>
  rating: string
  listed_from: string
  listed_to: string
  status: '' | 'on_sale' | 'sold_out'
  managed: '' | 'full' | 'semi'
}

const rangeDraft = (text: string | undefined) => {
  const range = parseRange(text)
  return {
    min: range.min === undefined ? '' : String(range.min),
    max: range.max === undefined ? '' : String(range.max),
  }
}

function toDraft(search: ProductPageSearch): Draft {
  const ranges = rangeRecord((key) => rangeDraft(search[key] === undefined ? undefined : String(search[key])))
  return {
    site: SITE_IDS.find((s) => s === search.site) ?? 'us',
    category: search.category === undefined ? undefined : Number(search.category),
    keyword: search.keyword ?? '',
    ranges,
    rating: search.rating === undefined ? '' : String(search.rating),
    listed_from: search.listed_from ?? '',
    listed_to: search.listed_to ?? '',
    status: search.status ?? '',
    managed: search.managed ?? '',
  }
}

const numberOrUndefined = (text: string) => {
  const n = Number(text)
  return text.trim() === '' || !Number.isFinite(n) ? undefined : n
}

/** The draft in URL form: empty fields left out, so defaults stay out of the URL. */
function fromDraft(draft: Draft): Partial<ProductPageSearch> {
  const out: Partial<ProductPageSearch> = {
    site: draft.site === 'us' ? undefined : draft.site,
    category: draft.category,
    keyword: draft.keyword.trim() || undefined,
    rating: numberOrUndefined(draft.rating),
    listed_from: draft.listed_from || undefined,
    listed_to: draft.listed_to || undefined,
    status: draft.status || undefined,
    managed: draft.managed || undefined,
  }
  for (const key of RANGE_KEYS) {
    const r = draft.ranges[key]
    const text = formatRange({ min: numberOrUndefined(r.min), max: numberOrUndefined(r.max) }).replaceAll(
      ' ',
      '',
    )
    out[key] = text || undefined
  }
  return out
}

const field =
  'h-9 w-full rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30'

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 flex flex-col gap-1' : 'flex flex-col gap-1'}>
      <span className="text-xs font-medium text-gray-600">{label}</span>
      {children}
    </div>
  )
}

export type FilterApply = (next: Partial<ProductPageSearch>) => void

export function ProductFilters({
  search,
  locale,
  onApply,
  storeName,
}: {
  search: ProductPageSearch
  locale: Locale
  onApply: FilterApply
  /** The store filter's name, when the list is filtered by store. */
  storeName?: string
}) {
  const [draft, setDraft] = useState(() => toDraft(search))
  const [more, setMore] = useState(false)
  // A new URL (back, forward, a link) resets the draft to what the URL says.
  const [shown, setShown] = useState(search)
  if (shown !== search) {
    setShown(search)
    setDraft(toDraft(search))
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))
  const setRange = (key: RangeKey, side: 'min' | 'max', value: string) =>
    setDraft((d) => ({ ...d, ranges: { ...d.ranges, [key]: { ...d.ranges[key], [side]: value } } }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply({ ...fromDraft(draft), page: undefined })
  }
  const reset = () =>
    onApply({
      ...fromDraft(toDraft({ site: search.site })),
      store: undefined,
      sort: undefined,
      order: undefined,
      page: undefined,
    })

  const rangeInputs = (key: RangeKey) => (
    <Field key={key} label={RANGE_LABELS[key]()}>
      <div className="flex items-center gap-1">
        <input
          className={field}
          inputMode="decimal"
          aria-label={`${RANGE_LABELS[key]()} ${m.filter_min()}`}
          placeholder={m.filter_min()}
          value={draft.ranges[key].min}
          onChange={(e) => setRange(key, 'min', e.target.value)}
          data-testid={`filter-${key}-min`}
        />
        <span className="text-gray-400">~</span>
        <input
          className={field}
          inputMode="decimal"
          aria-label={`${RANGE_LABELS[key]()} ${m.filter_max()}`}
          placeholder={m.filter_max()}
          value={draft.ranges[key].max}
          onChange={(e) => setRange(key, 'max', e.target.value)}
          data-testid={`filter-${key}-max`}
        />
      </div>
    </Field>
  )

  return (
    <form
      onSubmit={submit}
      className="mb-4 rounded-xl bg-white p-4 shadow-sm"
      aria-label={m.filter_title()}
      data-testid="product-filters"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        <Field label={m.products_site()}>
          <select
            className={field}
            value={draft.site}
            onChange={(e) => set({ site: SITE_IDS.find((s) => s === e.target.value) ?? 'us' })}
            data-testid="filter-site"
          >
            {SITE_IDS.map((site) => (
              <option key={site} value={site}>
                {SITE_NAMES[site]()}
              </option>
            ))}
          </select>
        </Field>
        <CategoryPicker locale={locale} value={draft.category} onChange={(category) => set({ category })} />
        <Field label={m.products_keyword()} wide>
          <input
            className={field}
            value={draft.keyword}
            maxLength={100}
            placeholder={m.products_keyword_placeholder()}
            onChange={(e) => set({ keyword: e.target.value })}
            data-testid="filter-keyword"
          />
        </Field>
        {rangeInputs('price')}
        {rangeInputs('month_sales')}
      </div>
      {more ? (
        <div className="mt-3 grid grid-cols-2 gap-3 border-t border-gray-100 pt-3 md:grid-cols-4 lg:grid-cols-6">
          {rangeInputs('day_sales')}
          {rangeInputs('week_sales')}
          {rangeInputs('week_growth')}
          {rangeInputs('month_growth')}
          {rangeInputs('reviews')}
          {rangeInputs('same_items')}
          <Field label={m.filter_rating()}>
            <select
              className={field}
              value={draft.rating}
              onChange={(e) => set({ rating: e.target.value })}
              data-testid="filter-rating"
            >
              <option value="">{m.filter_any()}</option>
              {['3', '4', '4.5', '4.8'].map((r) => (
                <option key={r} value={r}>
                  {m.filter_rating_at_least({ rating: r })}
                </option>
              ))}
            </select>
          </Field>
          <Field label={m.filter_listed_from()}>
            <input
              type="date"
              className={field}
              value={draft.listed_from}
              onChange={(e) => set({ listed_from: e.target.value })}
              data-testid="filter-listed-from"
            />
          </Field>
          <Field label={m.filter_listed_to()}>
            <input
              type="date"
              className={field}
              value={draft.listed_to}
              onChange={(e) => set({ listed_to: e.target.value })}
              data-testid="filter-listed-to"
            />
          </Field>
          <Field label={m.filter_status()}>
            <select
              className={field}
              value={draft.status}
              onChange={(e) =>
                set({
                  status: e.target.value === 'on_sale' || e.target.value === 'sold_out' ? e.target.value : '',
                })
              }
              data-testid="filter-status"
            >
              <option value="">{m.filter_any()}</option>
              <option value="on_sale">{m.grid_status_on_sale()}</option>
              <option value="sold_out">{m.status_sold_out()}</option>
            </select>
          </Field>
          <Field label={m.filter_managed()}>
            <select
              className={field}
              value={draft.managed}
              onChange={(e) =>
                set({ managed: e.target.value === 'full' || e.target.value === 'semi' ? e.target.value : '' })
              }
              data-testid="filter-managed"
            >
              <option value="">{m.filter_any()}</option>
              <option value="full">{m.filter_managed_full()}</option>
              <option value="semi">{m.managed_semi()}</option>
            </select>
          </Field>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="submit"
          className="h-9 rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600"
          data-testid="filter-apply"
        >
          {m.products_search()}
        </button>
        <button
          type="button"
          onClick={reset}
          className="h-9 rounded-md border border-gray-300 px-4 text-sm hover:border-brand-500"
          data-testid="filter-reset"
        >
          {m.filter_reset()}
        </button>
        <button
          type="button"
          onClick={() => setMore((v) => !v)}
          aria-expanded={more}
          className="inline-flex h-9 items-center gap-1 px-2 text-sm text-brand-600 hover:underline"
          data-testid="filter-more"
        >
          {more ? m.filter_fewer() : m.filter_more()}
          <ChevronDown className={more ? 'size-4 rotate-180' : 'size-4'} aria-hidden />
        </button>
        {search.store !== undefined ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700">
            {m.filter_store_chip({ store: storeName ?? String(search.store) })}
            <button
              type="button"
              aria-label={m.filter_clear_store()}
              onClick={() => onApply({ store: undefined, page: undefined })}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X className="size-3" aria-hidden />
            </button>
          </span>
        ) : null}
      </div>
    </form>
  )
}

/** Category tree picker: one select per level, each narrowing the next. */
function CategoryPicker({
  locale,
  value,
  onChange,
}: {
  locale: Locale
  value: number | undefined
  onChange: (id: number | undefined) => void
}) {
  const { data } = useQuery(categoryTreeQueryOptions())
  const nodes = data?.data ?? []
  const byId = new Map(nodes.map((n) => [n.id, n]))
  // The chosen node's ancestors, top level first.
  const chain: CategoryNode[] = []
  for (let node = value === undefined ? undefined : byId.get(value); node; ) {
    chain.unshift(node)
    node = node.parentId === null ? undefined : byId.get(node.parentId)
  }
  const name = (n: CategoryNode) => (locale === 'cn' ? n.nameCn : n.nameEn)
  const levels: Array<{ parent: number | null; selected: number | undefined }> = [
    { parent: null, selected: chain[0]?.id },
  ]
  for (const [i, node] of chain.entries()) {
    if (nodes.some((n) => n.parentId === node.id))
      levels.push({ parent: node.id, selected: chain[i + 1]?.id })
  }
  return (
    <fieldset className="col-span-2 flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-gray-600">{m.filter_category()}</legend>
      <div className="flex gap-1">
        {levels.map((level, depth) => (
          <select
            key={level.parent ?? 'top'}
            className={field}
            aria-label={m.filter_category_level({ level: depth + 1 })}
            value={level.selected ?? ''}
            onChange={(e) =>
              onChange(e.target.value === '' ? (level.parent ?? undefined) : Number(e.target.value))
            }
            data-testid={`filter-category-${depth + 1}`}
          >
            <option value="">{depth === 0 ? m.filter_all_categories() : m.filter_any()}</option>
            {nodes
              .filter((n) => n.parentId === level.parent)
              .map((n) => (
                <option key={n.id} value={n.id}>
                  {name(n)}
                </option>
              ))}
          </select>
        ))}
      </div>
    </fieldset>
  )
}
