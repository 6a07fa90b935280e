import type { Locale } from './locale'

export type CellValue = string | number | boolean | null | undefined

export const CSV_BOM = '\uFEFF'

// Spreadsheets evaluate a cell that starts with one of these (OWASP "CSV injection"): = + - @ tab CR.
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d])
// ...but a signed number such as -12.5 is data, and a quote in front would turn it into text.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
// Rows are written into chunks of about this many bytes so a large export is not one write per row.
const CHUNK_BYTES = 64 * 1024

/**
 * One quoted cell. Every cell is quoted so that Excel never guesses a type or splits on a comma.
 * An export writes a few hundred thousand of these, hence the fast paths: a finite number's text is
 * always a plain number (never a formula, never a quote) and most texts hold no quote.
 */
export function csvCell(value: CellValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""'
  if (value === null || value === undefined) return '""'
  const text = String(value)
  const inert = FORMULA_START.has(text.charCodeAt(0)) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return inert.includes('"') ? `"${inert.replaceAll('"', '""')}"` : `"${inert}"`
}

/** One CSV line, ending with CRLF as RFC 4180 asks. */
export function csvRow(values: ReadonlyArray<CellValue>): string {
  let line = ''
  for (let i = 0; i < values.length; i++) line += i === 0 ? csvCell(values[i]) : `,${csvCell(values[i])}`
  return `${line}\r\n`
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

/** Lets the event loop run what is waiting (timers, I/O, other requests) before going on. */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve)
    else setTimeout(resolve, 0)
  })

/**
 * The same bytes as toCsv, produced on demand: rows are read only when the consumer pulls,
 * so an export of any size keeps memory bounded and a slow client slows the row source down.
 */
export function csvStream(header: readonly string[], rows: Rows): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  // Each line is encoded into this buffer as it is made and a chunk is copied out when it is full.
  // Encoding a 64 KB string built by concatenating its rows cost more than building it (V8 first copies
  // such a string into one piece), and the buffer is the only transient allocation per chunk.
  const buffer = new Uint8Array(2 * CHUNK_BYTES)
  let iterator: AsyncIterator<readonly CellValue[]> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!iterator) {
        // The header goes out on its own so the download starts before the first row is ready.
        iterator = openRows(rows)
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)))
        return
      }
      // One chunk per turn of the event loop. Rows already in memory (a batch read ahead) and a reader
      // that takes chunks as fast as they come resolve only promises, so without this turn a whole
      // export could run as one task and hold every other request behind it.
      await nextTurn()
      let used = 0
      while (used < CHUNK_BYTES) {
        const step = await iterator.next()
        if (step.done) {
          if (used > 0) controller.enqueue(buffer.slice(0, used))
          controller.close()
          return
        }
        const line = csvRow(step.value)
        // A UTF-16 unit is at most 3 bytes of UTF-8; a line that might not fit ends the chunk.
        if (used + 3 * line.length > buffer.length) {
          if (used > 0) controller.enqueue(buffer.slice(0, used))
          used = 0
          if (3 * line.length > buffer.length) {
            controller.enqueue(encoder.encode(line))
            return
          }
        }
        used += encoder.encodeInto(line, buffer.subarray(used)).written
      }
      controller.enqueue(buffer.slice(0, used))
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
