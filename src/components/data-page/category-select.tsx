// The top-level category select of a filter form (its props are the form's custom control: value,
// set, label) or of a tool. The kit knows no category tree: the page
// passes the tree it read (the catalog's categoryTreeQueryOptions) and the label of "any category".
import { Field, Select } from '@/components/ui/input'
import { getLocale } from '@/i18n/locale'
import { localName } from '@/lib/locale'

/** What the select reads of a category node. */
export type CategoryOption = { id: number; parentId: number | null; nameEn: string; nameCn: string }

export function CategorySelect({
  tree,
  value,
  set,
  label,
  anyLabel,
  anyValue = '',
  testId = 'filter-category',
}: {
  /** The whole tree (or none while it loads): only its top level is offered. */
  tree: readonly CategoryOption[] | null | undefined
  value: string
  /** Called with the chosen id ('' or `anyValue` for any): the filter form's custom-control setter. */
  set: (id: string) => void
  label: string
  /** The empty choice ("All categories"). */
  anyLabel: string
  /** The value of the empty choice, where the list reads one ('0': the whole site). */
  anyValue?: string
  testId?: string
}) {
  const locale = getLocale()
  const tops = (tree ?? []).filter((n) => n.parentId === null)
  return (
    <Field label={label}>
      {(ids) => (
        <Select {...ids} value={value} onChange={(e) => set(e.target.value)} data-testid={testId}>
          <option value={anyValue}>{anyLabel}</option>
          {tops.map((n) => (
            <option key={n.id} value={n.id}>
              {localName(n, locale)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
