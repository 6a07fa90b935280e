import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CellValue,
  CSV_BOM,
  type CsvColumn,
  csvCell,
  csvHeader,
  csvRecords,
  csvRow,
  csvStream,
  exportFileName,
  localizedHeader,
  toCsv,
} from '@/lib/csv'
import { parseCsv } from '../../support/csv-parse'

// Written independently of the implementation: what a spreadsheet would try to evaluate.
const looksLikeFormula = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)

/** The text a spreadsheet user sees in the cell after opening the file. */
function expectedCell(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' && !Number.isFinite(value)) return ''
  const text = String(value)
  return looksLikeFormula(text) ? `'${text}` : text
}

// Every cell quoted, quotes doubled, rows ending in CRLF.
const QUOTED_ONLY = /^(?:(?:"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*)?\r\n)*$/

const tricky = fc.string({
  unit: fc.constantFrom(
    '"',
    ',',
    '\r',
    '\n',
    '\r\n',
    '=',
    '+',
    '-',
    '@',
    '\t',
    ' ',
    'a',
    '1',
    '.',
    'é',
    '中',
    '😀',
    "'",
  ),
})
const text = fc.oneof(tricky, fc.string({ unit: 'binary' }), fc.string())
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  { weight: 6, arbitrary: text },
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
const header = fc.array(text, { maxLength: 6 })
const rows = fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 12 })

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let step = await reader.read(); !step.done; step = await reader.read()) chunks.push(step.value)
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('say "hi", bye')).toBe('"say ""hi"", bye"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(42)).toBe('"42"')
    expect(csvCell(true)).toBe('"true"')
  })

  it('writes missing values as an empty quoted cell', () => {
    expect(csvCell(null)).toBe('""')
    expect(csvCell(undefined)).toBe('""')
    expect(csvCell('')).toBe('""')
    expect(csvCell(Number.NaN)).toBe('""')
  })

  it('makes formulas inert with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"')
    expect(csvCell('+1+1')).toBe('"\'+1+1"')
    expect(csvCell('-2+3')).toBe('"\'-2+3"')
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"')
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"')
    expect(csvCell('-')).toBe('"\'-"')
  })

  it('leaves plain numbers, even negative ones, untouched', () => {
    expect(csvCell(-12.5)).toBe('"-12.5"')
    expect(csvCell('-12.5')).toBe('"-12.5"')
    expect(csvCell('+3')).toBe('"+3"')
    expect(csvCell(-1e-7)).toBe('"-1e-7"')
    expect(csvCell('a=1')).toBe('"a=1"')
  })
})

describe('csvRow and toCsv', () => {
  it('ends rows with CRLF and starts the file with a BOM', () => {
    expect(csvRow(['a', 1, null])).toBe('"a","1",""\r\n')
    const csv = toCsv(['商品', 'Price'], [['杯子', 9.9]])
    expect(csv).toBe(`${CSV_BOM}"商品","Price"\r\n"杯子","9.9"\r\n`)
    expect(csv.charCodeAt(0)).toBe(0xfeff)
  })

  it('accepts any iterable of rows', () => {
    function* generate() {
      yield ['1']
      yield ['2']
    }
    expect(toCsv(['n'], generate())).toBe(`${CSV_BOM}"n"\r\n"1"\r\n"2"\r\n`)
  })

  it('property: a CSV reader gets back exactly the cells, formulas made inert', () => {
    fc.assert(
      fc.property(header, rows, (head, body) => {
        const csv = toCsv(head, body)
        expect(csv.startsWith(CSV_BOM)).toBe(true)
        expect(csv.slice(CSV_BOM.length)).toMatch(QUOTED_ONLY)
        expect(parseCsv(csv)).toEqual([head, ...body].map((row) => row.map(expectedCell)))
      }),
    )
  })
})

describe('csvStream', () => {
  it('produces the same bytes as toCsv', async () => {
    const head = ['商品', 'note']
    const body: CellValue[][] = [
      ['杯子', '=1+1'],
      [-12.5, null],
    ]
    const bytes = await readAll(csvStream(head, body))
    expect(bytes).toEqual(new TextEncoder().encode(toCsv(head, body)))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('property: same bytes as toCsv for sync and async rows', async () => {
    await fc.assert(
      fc.asyncProperty(header, rows, fc.boolean(), async (head, body, asAsync) => {
        async function* asyncRows() {
          yield* body
        }
        const stream = csvStream(head, asAsync ? asyncRows() : body)
        expect(await readAll(stream)).toEqual(new TextEncoder().encode(toCsv(head, body)))
      }),
      { numRuns: 50 },
    )
  })

  it('property: writes every number as String() does, decimals digit by digit included', async () => {
    // The stream writes integers and short decimals itself (not through String(), whose cache promotes
    // strings): prices in cents over 100, percentages to a tenth, ratios, negatives, sums that are not
    // short decimals, and the edges where it must fall back (10^15, 1e-7, past 2^53).
    const decimal = fc
      .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 7 }))
      .map(([n, places]) => n / 10 ** places)
    const edges = fc.constantFrom(
      0,
      -0,
      0.1 + 0.2,
      1e-7,
      -1e-7,
      0.000001,
      1e15,
      1e15 - 0.5,
      999999999999999.9,
      123456789012345.6,
      2 ** 53,
      2 ** 60,
      1e21,
      -1e21,
      5e-324,
      Number.MAX_VALUE,
    )
    const number = fc.oneof(decimal, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), edges)
    await fc.assert(
      fc.asyncProperty(fc.array(number, { minLength: 1, maxLength: 8 }), async (values) => {
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          await readAll(csvStream(['n'], [values])),
        )
        expect(text).toBe(toCsv(['n'], [values]))
        expect(text.split('\r\n')[1]).toBe(values.map((value) => `"${String(value)}"`).join(','))
      }),
      { numRuns: 500 },
    )
  })
  it('writes an export of many chunks byte for byte, with lines longer than a chunk and multi-byte text', async () => {
    // Rows of Chinese and quoted text past several 64 KB chunks, a 200,000-character cell (larger than
    // the writer's buffer), a 40,000-character one (fewer characters than the buffer's bytes, more
    // bytes than its room) and rows of emoji beside them.
    const head = ['商品', 'note', 'n']
    const body: CellValue[][] = []
    for (let i = 0; i < 3000; i++)
      body.push([`杯子 "${i}" 中文标题`, i % 7 === 0 ? `=cmd${i}` : 'plain, text', i / 3])
    body.splice(1500, 0, ['😀'.repeat(50), '长'.repeat(200_000), -1], ['😀', 'x', 0])
    body.splice(2500, 0, ['中'.repeat(40_000), '😀', 1])
    const chunks: Uint8Array[] = []
    const reader = csvStream(head, body).getReader()
    for (let step = await reader.read(); !step.done; step = await reader.read()) chunks.push(step.value)
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.length
    }
    // Compared as buffers: toEqual walks 3 MB byte by byte for seconds.
    expect(Buffer.from(bytes).equals(new TextEncoder().encode(toCsv(head, body)))).toBe(true)
    // Streamed: many chunks, none much past 64 KB but the one holding the oversized line.
    expect(chunks.length).toBeGreaterThan(4)
    expect(chunks.filter((chunk) => chunk.length > 128 * 1024)).toHaveLength(1)
  })

  it('sends the header while the first row is still being fetched', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    async function* slowRows() {
      await gate
      yield ['late']
    }
    const reader = csvStream(['h'], slowRows()).getReader()
    const first = await reader.read()
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value)).toBe('\uFEFF"h"\r\n')
    release()
    const second = await reader.read()
    expect(new TextDecoder().decode(second.value)).toBe('"late"\r\n')
    expect((await reader.read()).done).toBe(true)
  })

  it('reads rows lazily from an endless source and stops it on cancel', async () => {
    let pulled = 0
    let closed = false
    async function* endless() {
      try {
        for (;;) {
          pulled += 1
          yield ['row', pulled]
        }
      } finally {
        closed = true
      }
    }
    const reader = csvStream(['h', 'n'], endless()).getReader()
    await reader.read()
    const second = await reader.read()
    expect(second.done).toBe(false)
    expect(new TextDecoder().decode(second.value).startsWith('"row","1"\r\n')).toBe(true)
    const pulledBeforeCancel = pulled
    // Bounded read-ahead: a chunk or two of rows, not the whole (infinite) source.
    expect(pulledBeforeCancel).toBeLessThan(20_000)
    await reader.cancel()
    expect(closed).toBe(true)
  })

  it('passes an error from the row source on to the reader', async () => {
    async function* failing() {
      yield ['ok']
      throw new Error('db gone')
    }
    await expect(readAll(csvStream(['h'], failing()))).rejects.toThrow('db gone')
  })
})

describe('export columns', () => {
  type Row = { id: number; en: string; cn: string }
  const label = (_: Record<string, never>, { locale }: { locale: 'en' | 'cn' }) =>
    locale === 'cn' ? '标题' : 'Title'
  const columns: readonly CsvColumn<Row>[] = [
    { header: () => 'ID', value: (r) => r.id },
    { header: localizedHeader(label), value: (r, l) => (l === 'cn' ? r.cn : r.en) },
  ]

  it('writes headers and cells in the language asked for, row by row across batches', async () => {
    async function* batches() {
      yield [{ id: 1, en: 'Cup', cn: '杯子' }]
      yield []
      yield [{ id: 2, en: 'Lid', cn: '盖子' }]
    }
    expect(csvHeader(columns, 'cn')).toEqual(['ID', '标题'])
    const bytes = await readAll(csvStream(csvHeader(columns, 'cn'), csvRecords(columns, batches(), 'cn')))
    const text = new TextDecoder().decode(bytes)
    expect(parseCsv(text)).toEqual([
      ['ID', '标题'],
      ['1', '杯子'],
      ['2', '盖子'],
    ])
  })

  it('names the file after brand, list, site and day', () => {
    expect(exportFileName('shopsight', 'rank-hot', 'uk', '2026-11-21')).toBe(
      'shopsight-rank-hot-uk-2026-11-21.csv',
    )
  })
})
