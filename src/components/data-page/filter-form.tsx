// The filter form of a data list, drawn from its parameter table (fields.ts) and its form table, which
// lives with the page so labels and controls load with the page, not the app's entry. It edits a draft and applies it to the
// URL in one step (Apply), so each applied view is one history entry that back and forward restore; with
// `instant` each change applies at once (short forms such as the rankings' site, category and day).
import { ChevronDown } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input, Select } from '@/components/ui/input'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import type { AnyField, FieldTable } from '@/lib/fields'
import { formatDate, formatNumber } from '@/lib/format'
import { parseRange } from '@/lib/range'
import { m } from '@/paraglide/messages'

/** A select's choice: the wire value and its label in the page language. */
export type FieldOption = { value: string; label: () => string }

/** How the filter form draws the field. `custom`: the page draws it (a tree picker); `hidden`: not in the form. */
export type FieldControl =
  | { kind: 'range' }
  | { kind: 'number'; step?: number }
  | { kind: 'select'; options: readonly FieldOption[]; anyLabel?: () => string }
  | { kind: 'date' }
  | { kind: 'text'; maxLength: number; placeholder?: () => string; wide?: boolean }
  | { kind: 'custom'; wide?: boolean }
  | { kind: 'hidden' }

/** How one filter shows in the form: its control, its label, and whether it waits under "More filters". */
export type FormField = { control: FieldControl; label: () => string; more?: boolean }

/** The form part of a field table: one entry per parameter (a missing or extra key fails the type check). */
export type FormTable<T extends FieldTable> = { readonly [K in keyof T]: FormField }

/** A range filter's form entry. */
export const rangeForm = (label: () => string, more = false): FormField => ({
  control: { kind: 'range' },
  label,
  more,
})

/**
 * A select filter's form entry: its choices under an "Any" choice that clears the filter (`any` names it
 * when "Any" is not the right word, e.g. "All sources").
 */
export const selectForm = (
  label: () => string,
  options: readonly FieldOption[],
  { any = m.filter_any, more = false }: { any?: () => string; more?: boolean } = {},
): FormField => ({ control: { kind: 'select', options, anyLabel: any }, label, more })

/** A parameter and how the form shows it: the two halves the form reads together. */
type FormSpec = { param: AnyField; form: FormField }

type Draft = Record<string, { text: string; min: string; max: string }>

/** What the form applies: each field's wire value, undefined for "no filter". */
export type FilterChange = Record<string, unknown>

/** Draws a `custom` field: its draft text and a setter (a category picker, for example). */
export type CustomControl = (props: {
  value: string
  set: (text: string) => void
  label: string
}) => ReactNode

/** The draft value of a form field from its wire value: what the user sees in the control. */
// Kept with the form (not in fields.ts): fields.ts rides with the app's entry, the form with its page.
function draftOf(spec: FormSpec, wire: unknown): { text: string; min: string; max: string } {
  if (wire === undefined || wire === null) return { text: '', min: '', max: '' }
  if (spec.form.control.kind === 'range') {
    const range = parseRange(String(wire))
    return {
      text: '',
      min: range.min === undefined ? '' : String(range.min),
      max: range.max === undefined ? '' : String(range.max),
    }
  }
  return { text: String(wire), min: '', max: '' }
}

/** A form field's draft back in wire form through the field's schema; undefined when empty or unreadable. */
function wireOfDraft(spec: FormSpec, draft: { text: string; min: string; max: string }): unknown {
  const text = draftText(spec, draft)
  if (text === '') return undefined
  const parsed = v.safeParse(spec.param.schema, text)
  return parsed.success && parsed.output !== undefined ? spec.param.wire(parsed.output) : undefined
}

/** A form field's draft text as the wire form its schema reads ('' when empty). */
function draftText(spec: FormSpec, draft: { text: string; min: string; max: string }): string {
  if (spec.form.control.kind !== 'range') return draft.text.trim()
  return draft.min.trim() === '' && draft.max.trim() === '' ? '' : `${draft.min.trim()}~${draft.max.trim()}`
}

/** Why a filter's value is refused, in the page language, naming the filter by its label. */
export function fieldProblem(label: string, param: AnyField): string {
  const expects = param.expects
  if (expects?.kind === 'day') {
    const locale = getLocale()
    return m.filter_invalid_day({
      label,
      first: formatDate(expects.first, locale),
      last: formatDate(expects.last, locale),
    })
  }
  if (expects?.kind === 'numbers') {
    const { min, max, decimals } = expects.bounds
    if (decimals === null) return m.filter_invalid_number({ label })
    const bound = (n: number) => formatNumber(n, { decimals })
    return decimals === 0
      ? m.filter_invalid_whole({ label, min: bound(min), max: bound(max) })
      : m.filter_invalid_decimals({ label, min: bound(min), max: bound(max), decimals: String(decimals) })
  }
  return m.filter_invalid_value({ label })
}

/** The problems of filled-in fields whose value the schema refuses. */
function draftProblems(specs: Array<[string, FormSpec]>, draft: Draft): string[] {
  const out: string[] = []
  for (const [key, spec] of specs) {
    if (spec.form.control.kind === 'hidden') continue
    const text = draftText(spec, draft[key] ?? { text: '', min: '', max: '' })
    if (text !== '' && !v.safeParse(spec.param.schema, text).success)
      out.push(fieldProblem(spec.form.label(), spec.param))
  }
  return out
}

/** Each form entry with its parameter, in the form table's order. */
function specsOf(table: FieldTable, form: Readonly<Record<string, FormField>>): Array<[string, FormSpec]> {
  const out: Array<[string, FormSpec]> = []
  for (const [key, entry] of Object.entries(form)) {
    const param = table[key]
    if (param) out.push([key, { param, form: entry }])
  }
  return out
}

function toDraft(specs: Array<[string, FormSpec]>, search: Readonly<Record<string, unknown>>): Draft {
  const draft: Draft = {}
  for (const [key, spec] of specs) draft[key] = draftOf(spec, search[key] ?? spec.param.fallback)
  return draft
}

function fromDraft(specs: Array<[string, FormSpec]>, draft: Draft): FilterChange {
  const out: FilterChange = {}
  for (const [key, spec] of specs) {
    if (spec.form.control.kind === 'hidden') continue
    const wire = wireOfDraft(spec, draft[key] ?? { text: '', min: '', max: '' })
    // A default stays out of the URL.
    out[key] = wire === spec.param.fallback ? undefined : wire
  }
  return out
}

export function FilterForm<T extends FieldTable>({
  table,
  form,
  search,
  onApply,
  custom = {},
  limits = {},
  instant = false,
  chips,
  label = m.filter_title(),
  testId: formTestId,
  idPrefix = 'filter',
}: {
  table: T
  form: FormTable<T>
  /** The page's search params (wire form). */
  search: Readonly<Record<string, unknown>>
  /** Applies a change; `reset` is true for the Reset button (every filter cleared, defaults kept). */
  onApply: (change: FilterChange, options: { reset: boolean }) => void
  custom?: Record<string, CustomControl>
  /** Bounds of date fields (the days data exists for). */
  limits?: Record<string, { min?: string | null; max?: string | null }>
  instant?: boolean
  /** Chips of set filters that have no control of their own (a store picked from a row). */
  chips?: ReactNode
  /** The form's accessible name; every list's form is "Filters" unless a page has two forms to tell apart. */
  label?: string
  testId?: string
  /** The controls' test ids are `${idPrefix}-${key}` (ranges: `-min`, `-max`). */
  idPrefix?: string
}) {
  const testId = (key: string) => `${idPrefix}-${key.replaceAll('_', '-')}`
  const specs = specsOf(table, form)
  const [draft, setDraft] = useState(() => toDraft(specs, search))
  const [more, setMore] = useState(false)
  // Values typed into the form that their filter refuses: shown, and the form not applied, until fixed.
  const [problems, setProblems] = useState<string[]>([])
  // A new URL (back, forward, a link) resets the draft to what the URL says.
  const [shown, setShown] = useState(search)
  if (shown !== search) {
    setShown(search)
    setDraft(toDraft(specs, search))
    setProblems([])
  }
  const update = (key: string, patch: Partial<Draft[string]>) => {
    const next = { ...draft, [key]: { ...(draft[key] ?? { text: '', min: '', max: '' }), ...patch } }
    setDraft(next)
    if (instant) {
      setProblems(draftProblems(specs, next))
      onApply(fromDraft(specs, next), { reset: false })
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = draftProblems(specs, draft)
    setProblems(found)
    if (found.length === 0) onApply(fromDraft(specs, draft), { reset: false })
  }
  const reset = () => {
    const cleared: FilterChange = {}
    for (const [key, spec] of specs)
      cleared[key] = spec.param.fallback === undefined ? undefined : search[key]
    setProblems([])
    onApply(cleared, { reset: true })
  }

  const control = ([key, spec]: [string, FormSpec]) => {
    if (spec.form.control.kind === 'hidden') return null
    const value = draft[key] ?? { text: '', min: '', max: '' }
    const name = spec.form.label()
    const c = spec.form.control
    const wide = (c.kind === 'text' || c.kind === 'custom') && c.wide
    const span = wide ? 'col-span-2' : undefined
    if (c.kind === 'custom') {
      const draw = custom[key]
      return draw ? (
        <div key={key} className={span}>
          {draw({ value: value.text, set: (text) => update(key, { text }), label: name })}
        </div>
      ) : null
    }
    if (c.kind === 'range')
      return (
        <fieldset key={key} className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-gray-700">{name}</legend>
          <div className="flex items-center gap-1">
            <Input
              inputMode="decimal"
              aria-label={`${name} ${m.filter_min()}`}
              placeholder={m.filter_min()}
              value={value.min}
              onChange={(e) => update(key, { min: e.target.value })}
              data-testid={`${idPrefix}-${key}-min`}
            />
            <span className="text-gray-500" aria-hidden>
              ~
            </span>
            <Input
              inputMode="decimal"
              aria-label={`${name} ${m.filter_max()}`}
              placeholder={m.filter_max()}
              value={value.max}
              onChange={(e) => update(key, { max: e.target.value })}
              data-testid={`${idPrefix}-${key}-max`}
            />
          </div>
        </fieldset>
      )
    return (
      <Field key={key} label={name} className={span}>
        {(ids) =>
          c.kind === 'select' ? (
            <Select
              {...ids}
              value={value.text}
              onChange={(e) => update(key, { text: e.target.value })}
              data-testid={testId(key)}
            >
              {c.anyLabel ? <option value="">{c.anyLabel()}</option> : null}
              {c.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label()}
                </option>
              ))}
            </Select>
          ) : (
            <Input
              {...ids}
              type={c.kind === 'date' ? 'date' : c.kind === 'number' ? 'number' : 'text'}
              step={c.kind === 'number' ? c.step : undefined}
              min={c.kind === 'date' ? (limits[key]?.min ?? undefined) : undefined}
              max={c.kind === 'date' ? (limits[key]?.max ?? undefined) : undefined}
              maxLength={c.kind === 'text' ? c.maxLength : undefined}
              placeholder={c.kind === 'text' ? c.placeholder?.() : undefined}
              value={value.text}
              onChange={(e) => update(key, { text: e.target.value })}
              data-testid={testId(key)}
            />
          )
        }
      </Field>
    )
  }

  const first = specs.filter(([, spec]) => !spec.form.more)
  const rest = specs.filter(([, spec]) => spec.form.more)
  const grid = instant
    ? 'flex flex-wrap items-end gap-3 [&>*]:w-44'
    : 'grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6'
  return (
    <Card className="mb-4" data-testid={formTestId}>
      <form onSubmit={submit} aria-label={label}>
        <div className={grid}>{first.map(control)}</div>
        {more && rest.length > 0 ? (
          <div className={cn(grid, 'mt-3 border-t border-gray-100 pt-3')}>{rest.map(control)}</div>
        ) : null}
        {instant ? (
          chips
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button type="submit" data-testid="filter-apply">
              {m.products_search()}
            </Button>
            <Button variant="outline" onClick={reset} data-testid="filter-reset">
              {m.filter_reset()}
            </Button>
            {rest.length > 0 ? (
              <Button
                variant="link"
                size="sm"
                onClick={() => setMore((open) => !open)}
                aria-expanded={more}
                data-testid="filter-more"
              >
                {more ? m.filter_fewer() : m.filter_more()}
                <ChevronDown className={more ? 'rotate-180' : undefined} aria-hidden />
              </Button>
            ) : null}
            {chips}
          </div>
        )}
        <ProblemList testId="filter-problems" title={m.filter_problems()} items={problems} />
      </form>
    </Card>
  )
}

/** A titled list of filter problems, announced to screen readers; nothing when there are none. */
function ProblemList({ testId, title, items }: { testId: string; title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div role="alert" className="mt-3 text-sm text-red-700" data-testid={testId}>
      <p>{title}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
