import type { Locale } from './locale'

export type CellValue = string | number | boolean | null | undefined

export const CSV_BOM = '\uFEFF'

// Spreadsheets evaluate a cell that starts with one of these (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/
// ...but a signed number such as -12.5 is data, and a quote in front would turn it into text.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
// Rows are batched into chunks of about this many characters so a large export is not one write per row.
const CHUNK_CHARS = 64 * 1024

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  // NaN and Infinity are not values a spreadsheet can use; leave the cell blank.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return String(value)
}

/** One quoted cell. Every cell is quoted so that Excel never guesses a type or splits on a comma. */
export function csvCell(value: CellValue): string {
  const text = cellText(value)
  const inert = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return `"${inert.replaceAll('"', '""')}"`
}

/** One CSV line, ending with CRLF as RFC 4180 asks. */
export function csvRow(values: ReadonlyArray<CellValue>): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A whole CSV file. The BOM makes Excel read the UTF-8 (Chinese titles) correctly. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CellValue[]>): string {
  let text = CSV_BOM + csvRow(header)
  for (const row of rows) text += csvRow(row)
  return text
}

type Rows = AsyncIterable<readonly CellValue[]> | Iterable<readonly CellValue[]>

async function* fromSync(rows: Iterable<readonly CellValue[]>): AsyncGenerator<readonly CellValue[]> {
  yield* rows
}

function openRows(rows: Rows): AsyncIterator<readonly CellValue[]> {
  return Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : fromSync(rows)
}

/**
 * The same bytes as toCsv, produced on demand: rows are read only when the consumer pulls,
 * so an export of any size keeps memory bounded and a slow client slows the row source down.
 */
export function csvStream(header: readonly string[], rows: Rows): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let iterator: AsyncIterator<readonly CellValue[]> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!iterator) {
        // The header goes out on its own so the download starts before the first row is ready.
        iterator = openRows(rows)
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)))
        return
      }
      let chunk = ''
      while (chunk.length < CHUNK_CHARS) {
        const step = await iterator.next()
        if (step.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += csvRow(step.value)
      }
      controller.enqueue(encoder.encode(chunk))
    },
    async cancel() {
      // Lets a database cursor or generator behind the rows clean up when the download is aborted.
      await iterator?.return?.()
    },
  })
}

/** One column of an export: its header in the reader's language and the cell of a row. */
export type CsvColumn<Row> = {
  header: (locale: Locale) => string
  value: (row: Row, locale: Locale) => CellValue
}

/** A header from a message without inputs, in the export's language rather than the server's. */
export const localizedHeader =
  (message: (inputs: Record<string, never>, options: { locale: Locale }) => string) => (locale: Locale) =>
    message({}, { locale })

export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[], locale: Locale): string[] =>
  columns.map((c) => c.header(locale))

/** Batches of rows as CSV records, one at a time, pulled only as fast as the download goes. */
export async function* csvRecords<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  locale: Locale,
): AsyncGenerator<readonly CellValue[]> {
  for await (const batch of batches) {
    for (const row of batch) yield columns.map((c) => c.value(row, locale))
  }
}

/** An export's file name: brand, list, site and the data's day, e.g. shopsight-hot-us-2026-11-21.csv. */
export function exportFileName(brand: string, list: string, site: string, day: string): string {
  return `${brand}-${list}-${site}-${day}.csv`
}
