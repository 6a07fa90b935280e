import { m } from '@/paraglide/messages'
import type { Locale } from './locale'

export type CellValue = string | number | boolean | null | undefined

export const CSV_BOM = '\uFEFF'

// Spreadsheets evaluate a cell that starts with one of these (OWASP "CSV injection"): = + - @ tab CR.
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d])
// ...but a signed number such as -12.5 is data, and a quote in front would turn it into text.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
// Rows are written into chunks of about this many bytes so a large export is not one write per row.
const CHUNK_BYTES = 64 * 1024

/** A text a spreadsheet would evaluate: it gets an apostrophe in front (csvCell and writeRow alike). */
const formulaLike = (text: string): boolean =>
  FORMULA_START.has(text.charCodeAt(0)) && !PLAIN_NUMBER.test(text)

/** A text's quotes doubled, the one escape inside a quoted cell. */
const doubleQuotes = (text: string): string => (text.includes('"') ? text.replaceAll('"', '""') : text)

/**
 * One quoted cell. Every cell is quoted so that Excel never guesses a type or splits on a comma.
 * A finite number's text is always a plain number (never a formula, never a quote). Whole files made
 * in memory (toCsv) and headers use it; a streamed export's rows are written as bytes by writeRow,
 * which must give the same bytes (the tests compare the two).
 */
export function csvCell(value: CellValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""'
  if (value === null || value === undefined) return '""'
  const text = String(value)
  return `"${formulaLike(text) ? "'" : ''}${doubleQuotes(text)}"`
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

// Byte values the writer puts between cells.
const QUOTE = 0x22
const COMMA = 0x2c
const APOSTROPHE = 0x27
const MINUS = 0x2d
const POINT = 0x2e
const DIGIT_0 = 0x30
const CR = 0x0d
const LF = 0x0a
// A number's cell is at most this many bytes: sign, 16 digits, a point, 6 decimals, two quotes, a comma.
const NUMBER_BYTES = 32
// Decimals tried for a fraction written digit by digit (prices have 2, percentages 1, ratios 4).
const MAX_DECIMALS = 6
// Below 10^15 a decimal has at most 15 significant digits, so it is the only one that short reading as
// that double: the shortest round-trip text String() gives.
const EXACT_DIGITS = 1e15

/** A non-negative integer below 2^53 as its decimal digits at `at`; returns the position after them. */
function writeDigits(buffer: Uint8Array, at: number, value: number, width = 1): number {
  let digits = 1
  for (let power = 10; power <= value; power *= 10) digits++
  const end = at + Math.max(digits, width)
  let rest = value
  for (let i = end - 1; i >= at; i--) {
    buffer[i] = DIGIT_0 + (rest % 10)
    rest = Math.floor(rest / 10)
  }
  return end
}

/**
 * A finite number's text, the same as String(value), written as bytes. Integers and decimals of up to
 * six places are written digit by digit: String() keeps each result in V8's number-to-string cache, an
 * old-generation table, so the strings of the hundreds of thousands of numbers an export writes
 * survived young collections through it and were promoted, growing the heap by ~5 MB per 50,000-row
 * export until a full collection (the RSS rose by 70 MB over twenty). Other numbers (1e-7, 2^60, a
 * sum's 0.30000000000000004) fall back to String().
 */
function writeNumber(buffer: Uint8Array, at: number, value: number, encoder: TextEncoder): number {
  let next = at
  let magnitude = value
  if (value < 0) {
    buffer[next++] = MINUS
    magnitude = -value
  }
  if (magnitude < EXACT_DIGITS) {
    if (Number.isInteger(magnitude)) return writeDigits(buffer, next, magnitude)
    for (let places = 1, scale = 10; places <= MAX_DECIMALS; places++, scale *= 10) {
      const scaled = Math.round(magnitude * scale)
      if (scaled >= EXACT_DIGITS) break
      if (scaled / scale !== magnitude) continue
      // The fewest places that give the number back, so the fraction never ends in a zero.
      const whole = Math.floor(scaled / scale)
      next = writeDigits(buffer, next, whole)
      buffer[next++] = POINT
      return writeDigits(buffer, next, scaled - whole * scale, places)
    }
  }
  return at + encoder.encodeInto(String(value), buffer.subarray(at)).written
}

/**
 * A row's cells as csvRow writes them, encoded straight into `buffer` at `at` (the caller has made room
 * for csvRowBound bytes); returns the position after the row. No string is made for a cell but for a
 * text holding a quote (its quotes doubled).
 */
function writeRow(
  buffer: Uint8Array,
  at: number,
  values: ReadonlyArray<CellValue>,
  encoder: TextEncoder,
): number {
  let next = at
  for (let i = 0; i < values.length; i++) {
    if (i > 0) buffer[next++] = COMMA
    buffer[next++] = QUOTE
    const value = values[i]
    if (typeof value === 'number') {
      if (Number.isFinite(value)) next = writeNumber(buffer, next, value, encoder)
    } else if (value !== null && value !== undefined) {
      const text = String(value)
      if (formulaLike(text)) buffer[next++] = APOSTROPHE
      next += encoder.encodeInto(doubleQuotes(text), buffer.subarray(next)).written
    }
    buffer[next++] = QUOTE
  }
  buffer[next++] = CR
  buffer[next++] = LF
  return next
}

/**
 * The most bytes writeRow can write for these cells: a UTF-16 unit is at most 3 bytes of UTF-8 and a
 * doubled quote 2 units, plus the quotes, an apostrophe and a comma around each cell.
 */
function csvRowBound(values: ReadonlyArray<CellValue>): number {
  let bound = 2
  for (const value of values) {
    if (typeof value === 'string') bound += 6 * value.length + 4
    else if (typeof value === 'number') bound += NUMBER_BYTES
    else bound += 8
  }
  return bound
}

/**
 * The same bytes as toCsv, produced on demand: rows are read only when the consumer pulls,
 * so an export of any size keeps memory bounded and a slow client slows the row source down.
 */
export function csvStream(header: readonly string[], rows: Rows): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  // Each row is encoded into this buffer cell by cell and a chunk is copied out when it is full: no
  // string is built for a line (encoding 64 KB strings built by concatenation cost more than building
  // them, and the strings of every cell were most of an export's allocation), and the chunk's copy is
  // the only transient allocation per chunk.
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
        const bound = csvRowBound(step.value)
        // A row that might not fit ends the chunk; one larger than the buffer goes out on its own.
        if (used + bound > buffer.length) {
          if (used > 0) controller.enqueue(buffer.slice(0, used))
          used = 0
          if (bound > buffer.length) {
            controller.enqueue(encoder.encode(csvRow(step.value)))
            return
          }
        }
        used = writeRow(buffer, used, step.value, encoder)
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

/**
 * An export's file name: brand, list, site and the data's day, e.g. shopsight-hot-us-2026-11-21.csv;
 * generated demo data ends in -demo-data (docs/lists.md, "Demo data in exports").
 */
export function exportFileName(brand: string, list: string, site: string, day: string, demo = false): string {
  return `${brand}-${list}-${site}-${day}${demo ? '-demo-data' : ''}.csv`
}

/**
 * The last column of an export of generated demo data: "Data source: Generated demo data" on every row,
 * so the file says so wherever its rows go, and stays one header and rectangular rows for its readers.
 */
export const demoDataColumn = <Row>(): CsvColumn<Row> => ({
  header: localizedHeader(m.csv_data_source),
  value: (_row, locale) => m.csv_demo_data({}, { locale }),
})
