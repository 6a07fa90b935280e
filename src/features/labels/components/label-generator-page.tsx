// The label generator (`/{platform}-label-generator`): the platform's template as a form with a live
// preview, the layout every label shares (size, barcode type, print offset), one-label and CSV-batch PDF
// downloads, and a signed-in seller's saved templates. The PDF is drawn by the server under the
// label-generator quota; a JSON reply instead of a file opens the login or limit prompt (spec §8).
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Field, Input, Select } from '@/components/ui/input'
import { notify } from '@/components/ui/toast'
import { getLocale } from '@/i18n/locale'
import { m } from '@/paraglide/messages'
import { checkBarcode } from '../barcode'
import { fitProblems } from '../label-layout'
import {
  checkRow,
  type LabelRow,
  type RowIssue,
  type RowProblem,
  toLabelValues,
} from '../label-request.shared'
import { FIELD_NAMES, PLATFORM_NAMES, problemText, sizeName, symbologyName } from '../label-text'
import {
  FIELD_MAX,
  GPSR_FIELDS,
  LABEL_SIZES,
  LABEL_TEMPLATES,
  type LabelField,
  type LabelPlatform,
  labelSize,
} from '../labels.shared'
import { LabelBatch } from './label-batch'
import { LabelPreview } from './label-preview'
import { SavedTemplates } from './saved-templates'
import { LABEL_ENDPOINT, type LabelLayout, layoutParams, offsetOf, usePdfDownload } from './use-label-pdf'

const LONG_FIELDS = new Set<LabelField>(['manufacturer_address', 'eu_rp', 'warnings'])

export function LabelGeneratorPage({ platform }: { platform: LabelPlatform }) {
  const template = LABEL_TEMPLATES[platform]
  const [layout, setLayout] = useState<LabelLayout>({
    labelSize: template.defaultSize,
    symbology: template.defaultSymbology,
    offsetX: '0',
    offsetY: '0',
  })
  const [values, setValues] = useState<LabelRow>({ ce: false, ukca: false })
  const [serverIssues, setServerIssues] = useState<RowIssue[]>([])
  const pdf = usePdfDownload()
  const size = labelSize(layout.labelSize) ?? LABEL_SIZES[0]
  const platformName = PLATFORM_NAMES[platform]()

  const cheap = checkRow(platform, layout.symbology, values)
  // Whether the text fits is the layout's answer, the same one the PDF writer applies.
  const problems: { field: LabelField; problem: RowProblem }[] =
    cheap.length > 0
      ? cheap
      : fitProblems(platform, toLabelValues(values, layout.symbology), size).map(({ field, fits }) => ({
          field,
          problem: { kind: 'fit', fits },
        }))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const errorOf = (field: LabelField): string | undefined => {
    const local = problems.find((p) => p.field === field)
    // A wrong check digit or text that no longer fits is explained as soon as it is typed: the
    // suggestion button and the red preview show at once, so their reason must too.
    const immediate = local?.problem.kind === 'check' || local?.problem.kind === 'fit'
    if (!immediate && !submitted && !touched.has(field)) return undefined
    if (local) return problemText(field, local.problem)
    const remote = serverIssues.find((i) => i.field === field)
    return remote ? problemText(field, remote.problem) : undefined
  }
  const setField = (field: LabelField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setServerIssues([])
  }
  const params = layoutParams(platform, layout)

  const downloadOne = async () => {
    setSubmitted(true)
    if (problems.length > 0 || !params) {
      void notify('error', m.label_fix_first())
      return
    }
    const query = new URLSearchParams({ lang: getLocale() })
    for (const [key, value] of Object.entries(params)) query.set(key, String(value))
    for (const field of template.fields) {
      const value = values[field]
      if (value?.trim()) query.set(field, value)
    }
    if (values.ce) query.set('ce', '1')
    if (values.ukca) query.set('ukca', '1')
    const result = await pdf.run(`${LABEL_ENDPOINT}?${query}`, 1)
    if (result.kind === 'refused') {
      setServerIssues(result.issues)
      void notify('error', m.label_fix_first())
    }
  }

  const barcodeCheck = checkBarcode(layout.symbology, values.barcode ?? '')
  const renderField = (field: LabelField) => {
    const required = template.required.includes(field)
    const label = (
      <>
        {FIELD_NAMES[field]()}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        ) : null}
      </>
    )
    const error = errorOf(field)
    const suggestion =
      field === 'barcode' && !barcodeCheck.ok && barcodeCheck.problem.kind === 'check'
        ? barcodeCheck.problem.suggestion
        : null
    const description =
      field === 'barcode' && barcodeCheck.ok && barcodeCheck.value !== (values.barcode ?? '').trim()
        ? m.label_barcode_ok({ value: barcodeCheck.value })
        : undefined
    return (
      <Field
        key={field}
        label={label}
        error={error}
        description={description}
        className={LONG_FIELDS.has(field) ? 'sm:col-span-2' : undefined}
      >
        {(control) => (
          // The suggestion button wraps under the value on a phone rather than squeeze it.
          <div className="flex flex-wrap gap-2">
            <Input
              {...control}
              controlSize="lg"
              className="min-w-40 flex-1"
              required={required}
              aria-required={required}
              maxLength={FIELD_MAX[field]}
              value={values[field] ?? ''}
              onChange={(e) => setField(field, e.target.value)}
              onBlur={() => setTouched((t) => new Set(t).add(field))}
              data-testid={`label-field-${field}`}
            />
            {suggestion ? (
              <Button
                variant="outline"
                size="md"
                className="h-10 shrink-0"
                onClick={() => setField('barcode', suggestion)}
                data-testid="label-use-suggestion"
              >
                {m.label_use_suggestion({ suggestion })}
              </Button>
            ) : null}
          </div>
        )}
      </Field>
    )
  }

  const mainFields = template.fields.filter((f) => !GPSR_FIELDS.includes(f))
  const gpsrFields = template.fields.filter((f) => GPSR_FIELDS.includes(f))

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {m.label_title_page({ platform: platformName })}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-600">{m.label_intro()}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardTitle>{m.label_layout_title()}</CardTitle>
            <LayoutFields platform={platform} layout={layout} setLayout={setLayout} />
          </Card>
          <Card>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <CardTitle className="mb-0">{m.label_fields_title()}</CardTitle>
              <span className="text-xs text-gray-500">{m.label_required_note()}</span>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">{mainFields.map(renderField)}</div>
            <details
              className="group mt-5 rounded-lg border border-gray-200 open:bg-gray-50/60"
              data-testid="label-gpsr"
            >
              <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold text-gray-800">
                {m.label_gpsr_title()}
              </summary>
              <div className="px-4 pb-4">
                <p className="mb-3 text-xs text-gray-500">{m.label_gpsr_note()}</p>
                <div className="grid gap-4 sm:grid-cols-2">{gpsrFields.map(renderField)}</div>
                <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-800">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-500"
                      checked={values.ce}
                      onChange={(e) => setValues((old) => ({ ...old, ce: e.target.checked }))}
                      data-testid="label-mark-ce"
                    />
                    {m.label_mark_ce()}
                  </label>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-500"
                      checked={values.ukca}
                      onChange={(e) => setValues((old) => ({ ...old, ukca: e.target.checked }))}
                      data-testid="label-mark-ukca"
                    />
                    {m.label_mark_ukca()}
                  </label>
                </div>
              </div>
            </details>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <Card>
            <CardTitle>{m.label_preview_title()}</CardTitle>
            <LabelPreview platform={platform} size={size} symbology={layout.symbology} values={values} />
            <p className="mt-2 text-xs text-gray-500">{m.label_preview_note()}</p>
            <Button
              size="lg"
              className="mt-4 w-full"
              onClick={() => void downloadOne()}
              disabled={pdf.working}
              data-testid="label-download"
            >
              <Download aria-hidden />
              {pdf.working ? m.label_downloading() : m.label_download()}
            </Button>
          </Card>
          <SavedTemplates
            platform={platform}
            layout={layout}
            values={values}
            onLoad={(savedLayout, savedValues) => {
              setLayout(savedLayout)
              setValues(savedValues)
              setServerIssues([])
            }}
          />
        </div>
      </div>
      <LabelBatch platform={platform} layout={layout} pdf={pdf} />
    </div>
  )
}

function LayoutFields({
  platform,
  layout,
  setLayout,
}: {
  platform: LabelPlatform
  layout: LabelLayout
  setLayout: (update: (old: LabelLayout) => LabelLayout) => void
}) {
  const template = LABEL_TEMPLATES[platform]
  const offsetError = (text: string) => (offsetOf(text) === null ? m.label_offset_invalid() : undefined)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={m.label_size()}>
        {(control) => (
          <Select
            {...control}
            controlSize="lg"
            value={layout.labelSize}
            onChange={(e) => setLayout((old) => ({ ...old, labelSize: e.target.value }))}
            data-testid="label-size"
          >
            {LABEL_SIZES.map((size) => (
              <option key={size.id} value={size.id}>
                {sizeName(size)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={m.label_symbology()}>
        {(control) => (
          <Select
            {...control}
            controlSize="lg"
            value={layout.symbology}
            onChange={(e) => {
              const next = template.symbologies.find((s) => s === e.target.value)
              if (next) setLayout((old) => ({ ...old, symbology: next }))
            }}
            data-testid="label-symbology"
          >
            {template.symbologies.map((s) => (
              <option key={s} value={s}>
                {symbologyName(s)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={m.label_offset_x()} error={offsetError(layout.offsetX)}>
        {(control) => (
          <Input
            {...control}
            controlSize="lg"
            inputMode="decimal"
            value={layout.offsetX}
            onChange={(e) => setLayout((old) => ({ ...old, offsetX: e.target.value }))}
            data-testid="label-offset-x"
          />
        )}
      </Field>
      <Field
        label={m.label_offset_y()}
        error={offsetError(layout.offsetY)}
        description={m.label_offset_note()}
      >
        {(control) => (
          <Input
            {...control}
            controlSize="lg"
            inputMode="decimal"
            value={layout.offsetY}
            onChange={(e) => setLayout((old) => ({ ...old, offsetY: e.target.value }))}
            data-testid="label-offset-y"
          />
        )}
      </Field>
    </div>
  )
}
