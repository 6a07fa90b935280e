// The product lists' filter form: the field table's form (PRODUCT_FILTERS, PRODUCT_FORM), with the category tree
// picker and the chip of a store picked from a row.
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { type CustomControl, type FilterChange, FilterForm } from '@/components/data-page/filter-form'
import { Select } from '@/components/ui/input'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import {
  type CategoryNode,
  PRODUCT_FILTERS,
  type ProductPageSearch,
} from '@/features/catalog/products.shared'
import { getLocale } from '@/i18n/locale'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { PRODUCT_FORM } from './product-filter-form'

export function ProductFilters({
  search,
  onApply,
  storeName,
}: {
  search: ProductPageSearch
  onApply: (change: FilterChange, options: { reset: boolean }) => void
  /** The store filter's name, when the list is filtered by store. */
  storeName?: string
}) {
  return (
    <FilterForm
      table={PRODUCT_FILTERS}
      form={PRODUCT_FORM}
      search={search}
      onApply={onApply}
      testId="product-filters"
      custom={{ category: categoryPickerControl }}
      chips={
        search.store !== undefined ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700">
            {m.filter_store_chip({ store: storeName ?? String(search.store) })}
            <button
              type="button"
              aria-label={m.filter_clear_store()}
              onClick={() => onApply({ store: undefined }, { reset: false })}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X className="size-3" aria-hidden />
            </button>
          </span>
        ) : null
      }
    />
  )
}

/** A filter form's category control: the tree picker over the form's string value ('' for any category). */
export const categoryPickerControl: CustomControl = ({ value, set }) => (
  <CategoryPicker
    value={value === '' ? undefined : Number(value)}
    onChange={(id) => set(id === undefined ? '' : String(id))}
  />
)

/** Category tree picker: one select per level, each narrowing the next. */
export function CategoryPicker({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (id: number | undefined) => void
}) {
  const locale = getLocale()
  const { data } = useQuery(categoryTreeQueryOptions())
  const nodes = data?.data ?? []
  const byId = new Map(nodes.map((n) => [n.id, n]))
  // The chosen node's ancestors, top level first.
  const chain: CategoryNode[] = []
  for (let node = value === undefined ? undefined : byId.get(value); node; ) {
    chain.unshift(node)
    node = node.parentId === null ? undefined : byId.get(node.parentId)
  }
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
          <Select
            key={level.parent ?? 'top'}
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
                  {localName(n, locale)}
                </option>
              ))}
          </Select>
        ))}
      </div>
    </fieldset>
  )
}
