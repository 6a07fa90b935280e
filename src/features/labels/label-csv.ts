// The CSV batch (issue 15): a template CSV per platform, and reading an upload into label rows with a
// report of every problem by the line a spreadsheet shows (the header is line 1). Runs in the browser:
// a seller sees every row's problem at once, before anything is sent.
import Papa from 'papaparse'
import { toCsv } from '@/lib/csv'
import { m } from '@/paraglide/messages'
import type { Symbology } from './barcode'
import { checkRow, type LabelRow, type RowIssue } from './label-request.shared'
import { isLabelField, LABEL_TEMPLATES, type LabelPlatform, MAX_LABELS } from './labels.shared'

const MARKS = ['ce', 'ukca'] as const

/** The columns of a platform's CSV: its template's fields, then the CE and UKCA marks (1 to print). */
export function csvColumns(platform: LabelPlatform): string[] {
  return [...LABEL_TEMPLATES[platform].fields, ...MARKS]
}

const EXAMPLE: Partial<Record<string, string>> = {
  product_name: 'Stainless steel bottle 750 ml 保温杯',
  sku: 'BOTTLE-750-BLK',
  barcode: 'X00ABC1234',
  condition: 'New',
  skc: 'SKC12345',
  size: 'M',
  color: 'Black',
  origin: 'China',
  model: 'SB-750',
  batch: 'B2026-11',
  manufacturer: 'Example Manufacturing Co., Ltd.',
  manufacturer_address: '1 Example Road, Ningbo, China',
  manufacturer_contact: 'support@example.com',
  eu_rp: 'Example EU GmbH, 1 Beispielstraße, Berlin, DE',
  warnings: 'Keep away from fire.',
  set_note: 'Sold as a set',
}

/** The template CSV: the header and one example row a seller overwrites. */
export function templateCsv(platform: LabelPlatform): string {
  const columns = csvColumns(platform)
  const example = columns.map((c) => (c === 'ce' ? '1' : c === 'ukca' ? '0' : (EXAMPLE[c] ?? '')))
  return toCsv(columns, [example])
}

export type ParsedBatch = {
  rows: LabelRow[]
  /** The CSV line of each row, for the server's report (which numbers labels from 1). */
  lines: number[]
  issues: RowIssue[]
  /** Rows with content, counted even past MAX_LABELS. */
  total: number
  /** True when the file is not CSV at all (no header). */
  unreadable: boolean
}

const yes = (cell: string) => /^(1|y|yes|true|x|是)$/i.test(cell.trim())

function reasonOf(error: Papa.ParseError): string {
  return error.type === 'Quotes' ? m.label_csv_reason_quotes() : m.label_csv_reason_other()
}

/** Reads an upload; every problem comes back with its line, field and kind. */
export function parseLabelCsv(text: string, platform: LabelPlatform, symbology: Symbology): ParsedBatch {
  const source = text.replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(source, { header: false, skipEmptyLines: false })
  const out: ParsedBatch = { rows: [], lines: [], issues: [], total: 0, unreadable: false }
  // Papaparse numbers records, not lines: a quoted cell may hold line breaks. Each record's first line
  // is found by walking the text with the same quote rules.
  const starts = recordLines(source)
  const [header, ...records] = parsed.data
  if (!header || header.every((cell) => cell.trim() === '')) return { ...out, unreadable: true }
  const columns = header.map((h) => h.trim().toLowerCase())
  const known = new Set(csvColumns(platform))
  for (const column of columns) {
    if (column !== '' && !known.has(column))
      out.issues.push({ row: 1, field: 'row', problem: { kind: 'unknown-column', column } })
  }
  const broken = new Map<number, Papa.ParseError>()
  for (const error of parsed.errors) if (error.row !== undefined) broken.set(error.row, error)
  records.forEach((cells, index) => {
    const line = starts[index + 1] ?? index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    out.total++
    if (out.total > MAX_LABELS) return
    const error = broken.get(index + 1)
    if (error) {
      out.issues.push({ row: line, field: 'row', problem: { kind: 'unreadable', reason: reasonOf(error) } })
      return
    }
    if (cells.length !== columns.length) {
      const reason = m.label_csv_reason_cells({
        count: String(cells.length),
        expected: String(columns.length),
      })
      out.issues.push({ row: line, field: 'row', problem: { kind: 'unreadable', reason } })
      return
    }
    const row: LabelRow = { ce: false, ukca: false }
    columns.forEach((column, i) => {
      const cell = (cells[i] ?? '').trim()
      if (column === 'ce' || column === 'ukca') row[column] = yes(cell)
      else if (isLabelField(column) && cell !== '') row[column] = cell
    })
    const problems = checkRow(platform, symbology, row)
    for (const problem of problems) out.issues.push({ row: line, ...problem })
    out.rows.push(row)
    out.lines.push(line)
  })
  return out
}

/** The line on which each CSV record starts (1-based), honouring quoted line breaks. */
function recordLines(text: string): number[] {
  const lines: number[] = [1]
  let line = 1
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"') quoted = !quoted
    else if (char === '\n') {
      line++
      if (!quoted) lines.push(line)
    }
  }
  return lines
}
