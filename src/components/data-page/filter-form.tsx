// The filter form of a data list, drawn from its field table. It edits a draft and applies it to the
// URL in one step (Apply), so each applied view is one history entry that back and forward restore; with
// `instant` each change applies at once (short forms such as the rankings' site, category and day).
import { ChevronDown } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input, Select } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { parseRange } from '@/lib/range'
import { m } from '@/paraglide/messages'
import type { AnyField, FieldTable } from './fields'

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
function draftOf(spec: AnyField<never>, wire: unknown): { text: string; min: string; max: string } {
  if (wire === undefined || wire === null) return { text: '', min: '', max: '' }
  if (spec.control.kind === 'range') {
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
function wireOfDraft(spec: AnyField<never>, draft: { text: string; min: string; max: string }): unknown {
  const text =
    spec.control.kind === 'range'
      ? draft.min.trim() === '' && draft.max.trim() === ''
        ? ''
        : `${draft.min.trim()}~${draft.max.trim()}`
      : draft.text.trim()
  if (text === '') return undefined
  const parsed = v.safeParse(spec.schema, text)
  return parsed.success && parsed.output !== undefined ? spec.wire(parsed.output) : undefined
}

function toDraft(table: FieldTable<never>, search: Readonly<Record<string, unknown>>): Draft {
  const draft: Draft = {}
  for (const [key, spec] of Object.entries(table)) draft[key] = draftOf(spec, search[key] ?? spec.fallback)
  return draft
}

function fromDraft(table: FieldTable<never>, draft: Draft): FilterChange {
  const out: FilterChange = {}
  for (const [key, spec] of Object.entries(table)) {
    if (spec.control.kind === 'hidden') continue
    const wire = wireOfDraft(spec, draft[key] ?? { text: '', min: '', max: '' })
    // A default stays out of the URL.
    out[key] = wire === spec.fallback ? undefined : wire
  }
  return out
}

export function FilterForm({
  table,
  search,
  onApply,
  custom = {},
  limits = {},
  instant = false,
  chips,
  label,
  testId: formTestId,
  idPrefix = 'filter',
}: {
  table: FieldTable<never>
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
  label: string
  testId?: string
  /** The controls' test ids are `${idPrefix}-${key}` (ranges: `-min`, `-max`). */
  idPrefix?: string
}) {
  const testId = (key: string) => `${idPrefix}-${key.replaceAll('_', '-')}`
  const [draft, setDraft] = useState(() => toDraft(table, search))
  const [more, setMore] = useState(false)
  // A new URL (back, forward, a link) resets the draft to what the URL says.
  const [shown, setShown] = useState(search)
  if (shown !== search) {
    setShown(search)
    setDraft(toDraft(table, search))
  }
  const update = (key: string, patch: Partial<Draft[string]>) => {
    const next = { ...draft, [key]: { ...(draft[key] ?? { text: '', min: '', max: '' }), ...patch } }
    setDraft(next)
    if (instant) onApply(fromDraft(table, next), { reset: false })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(fromDraft(table, draft), { reset: false })
  }
  const reset = () => {
    const cleared: FilterChange = {}
    for (const [key, spec] of Object.entries(table))
      cleared[key] = spec.fallback === undefined ? undefined : search[key]
    onApply(cleared, { reset: true })
  }

  const control = (key: string) => {
    const spec = table[key]
    if (!spec || spec.control.kind === 'hidden') return null
    const value = draft[key] ?? { text: '', min: '', max: '' }
    const name = spec.label()
    const c = spec.control
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

  const keys = Object.keys(table)
  const first = keys.filter((key) => !table[key]?.more)
  const rest = keys.filter((key) => table[key]?.more)
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
      </form>
    </Card>
  )
}
