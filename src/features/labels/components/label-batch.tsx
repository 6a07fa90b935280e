// The CSV batch: the platform's template CSV to download, an upload read in the browser with every
// problem listed by line, field and reason in the page language, and one PDF of up to 5,000 labels.
import { FileDown, Upload } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Table } from '@/components/ui/table'
import { notify } from '@/components/ui/toast'
import { getLocale } from '@/i18n/locale'
import { formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { type ParsedBatch, parseLabelCsv, templateCsv } from '../label-csv'
import type { RowIssue } from '../label-request.shared'
import { FIELD_NAMES, problemText } from '../label-text'
import { type LabelPlatform, MAX_LABELS } from '../labels.shared'
import { LABEL_ENDPOINT, type LabelLayout, layoutParams, type usePdfDownload } from './use-label-pdf'

const SHOWN_ISSUES = 100

/** The upload's name and text; null text when the browser could not read the file. */
type Batch = { file: string; text: string | null }

const UNREADABLE: ParsedBatch = { rows: [], lines: [], issues: [], total: 0, unreadable: true }

export function LabelBatch({
  platform,
  layout,
  pdf,
}: {
  platform: LabelPlatform
  layout: LabelLayout
  pdf: ReturnType<typeof usePdfDownload>
}) {
  const inputId = useId()
  const [batch, setBatch] = useState<Batch | null>(null)
  const [reading, setReading] = useState<string | null>(null)
  const [serverIssues, setServerIssues] = useState<RowIssue[]>([])

  const saveTemplate = () => {
    const blob = new Blob([templateCsv(platform)], { type: 'text/csv;charset=utf-8' })
    const href = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = href
    link.download = `${platform}-labels-template.csv`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  }

  const read = async (file: File) => {
    setReading(file.name)
    setServerIssues([])
    try {
      const text = await file.text()
      setBatch({ file: file.name, text })
    } catch (error) {
      console.error(error)
      setBatch({ file: file.name, text: null })
    } finally {
      setReading(null)
    }
  }

  // The barcode type may change after the upload: the rows are checked again against it.
  const parsed = useMemo(
    () =>
      batch === null
        ? null
        : batch.text === null
          ? UNREADABLE
          : parseLabelCsv(batch.text, platform, layout.symbology),
    [batch, platform, layout.symbology],
  )
  const issues = parsed ? [...parsed.issues, ...serverIssues] : []
  const blocking = issues.filter((i) => i.problem.kind !== 'unknown-column')
  const tooMany = parsed !== null && parsed.total > MAX_LABELS
  const ready =
    parsed !== null && !parsed.unreadable && !tooMany && parsed.rows.length > 0 && blocking.length === 0

  const downloadAll = async () => {
    const params = layoutParams(platform, layout)
    if (!parsed || !ready || !params) return
    const result = await pdf.run(LABEL_ENDPOINT, parsed.rows.length, {
      ...params,
      lang: getLocale(),
      labels: parsed.rows,
    })
    if (result.kind === 'refused') {
      // The server numbers labels from 1; the report shows the CSV line of each.
      setServerIssues(result.issues.map((i) => ({ ...i, row: parsed.lines[i.row - 1] ?? i.row })))
      void notify('error', m.label_fix_first())
    }
  }

  return (
    <Card className="mt-6" data-testid="label-batch">
      <CardTitle>{m.label_batch_title()}</CardTitle>
      <p className="max-w-3xl text-sm text-gray-600">{m.label_batch_intro()}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={saveTemplate} data-testid="label-batch-template">
          <FileDown aria-hidden />
          {m.label_batch_template()}
        </Button>
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md bg-brand-500 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-600 focus-within:ring-2 focus-within:ring-brand-500/40"
        >
          <Upload aria-hidden className="size-4" />
          {m.label_batch_choose()}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) void read(file)
              e.target.value = ''
            }}
            data-testid="label-batch-file"
          />
        </label>
      </div>
      <div aria-live="polite" className="mt-4">
        {reading ? (
          <p className="text-sm text-gray-600">{m.label_batch_reading({ file: reading })}</p>
        ) : batch && parsed ? (
          <BatchStatus
            file={batch.file}
            parsed={parsed}
            issues={issues}
            blocking={blocking.length}
            tooMany={tooMany}
          />
        ) : null}
      </div>
      {ready && parsed ? (
        <Button
          size="lg"
          className="mt-4"
          onClick={() => void downloadAll()}
          disabled={pdf.working}
          data-testid="label-batch-download"
        >
          {pdf.working
            ? m.label_downloading()
            : m.label_batch_download({ count: formatNumber(parsed.rows.length) })}
        </Button>
      ) : null}
    </Card>
  )
}

function BatchStatus({
  file,
  parsed,
  issues,
  blocking,
  tooMany,
}: {
  file: string
  parsed: ParsedBatch
  issues: RowIssue[]
  blocking: number
  tooMany: boolean
}) {
  const statusId = useId()
  if (parsed.unreadable)
    return (
      <p role="alert" className="text-sm text-red-700" data-testid="label-batch-status">
        {m.label_batch_unreadable_file({ file })}
      </p>
    )
  if (tooMany)
    return (
      <p role="alert" className="text-sm text-red-700" data-testid="label-batch-status">
        {m.label_batch_too_many({ file, count: formatNumber(parsed.total), max: formatNumber(MAX_LABELS) })}
      </p>
    )
  if (parsed.total === 0)
    return (
      <p role="alert" className="text-sm text-red-700" data-testid="label-batch-status">
        {m.label_batch_empty({ file })}
      </p>
    )
  return (
    <div>
      {blocking > 0 ? (
        <p
          role="alert"
          id={statusId}
          className="text-sm font-medium text-red-700"
          data-testid="label-batch-status"
        >
          {m.label_batch_has_errors({ file, count: formatNumber(blocking) })}
        </p>
      ) : (
        <p id={statusId} className="text-sm font-medium text-green-700" data-testid="label-batch-status">
          {m.label_batch_ready({ file, count: formatNumber(parsed.rows.length) })}
        </p>
      )}
      {issues.length > 0 ? (
        <div className="mt-3 max-h-80 overflow-auto rounded-lg border border-gray-200">
          <Table
            className="w-full text-left text-sm"
            data-testid="label-batch-report"
            aria-labelledby={statusId}
            headClassName="sticky top-0 bg-gray-50 text-xs text-gray-600"
            headerCellClassName="px-3 py-2 font-medium"
            cellClassName="px-3 py-1.5"
            rows={issues.slice(0, SHOWN_ISSUES)}
            rowKey={(issue) => JSON.stringify(issue)}
            rowProps={() => ({ 'data-testid': 'label-batch-issue' })}
            columns={[
              {
                key: 'line',
                header: m.label_batch_col_line(),
                cellClassName: 'tabular-nums text-gray-700',
                cell: (issue) => issue.row,
              },
              {
                key: 'field',
                header: m.label_batch_col_field(),
                cellClassName: 'text-gray-700',
                cell: (issue) => (issue.field === 'row' ? '—' : FIELD_NAMES[issue.field]()),
              },
              {
                key: 'problem',
                header: m.label_batch_col_problem(),
                cellClassName: 'text-gray-900',
                cell: (issue) => problemText(issue.field, issue.problem),
              },
            ]}
          />
          {issues.length > SHOWN_ISSUES ? (
            <p className="px-3 py-2 text-xs text-gray-500">
              {m.label_batch_more({ count: formatNumber(issues.length - SHOWN_ISSUES) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
