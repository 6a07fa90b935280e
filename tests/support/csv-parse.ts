/**
 * A strict RFC 4180 reader for tests only: it throws on malformed input instead of guessing,
 * so a writer bug shows up as a failure rather than as silently different cells.
 * An empty line is a row with no cells (what csvRow([]) writes).
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let lineHasField = false
  let i = 0

  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    if (lineHasField) endField()
    rows.push(row)
    row = []
    lineHasField = false
  }

  while (i < input.length) {
    const char = input[i]
    if (char === '"') {
      if (field !== '') throw new Error(`Quote inside an unquoted field at ${i}`)
      lineHasField = true
      i += 1
      for (;;) {
        if (i >= input.length) throw new Error('Unterminated quoted field')
        const inner = input[i]
        if (inner === '"') {
          if (input[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i += 1
          break
        }
        field += inner
        i += 1
      }
      const next = input[i]
      if (next !== undefined && next !== ',' && next !== '\n' && !input.startsWith('\r\n', i)) {
        throw new Error(`Unexpected ${JSON.stringify(next)} after a quoted field at ${i}`)
      }
      continue
    }
    if (char === ',') {
      lineHasField = true
      endField()
      i += 1
    } else if (char === '\n' || input.startsWith('\r\n', i)) {
      endRow()
      i += char === '\n' ? 1 : 2
    } else {
      lineHasField = true
      field += char
      i += 1
    }
  }
  if (lineHasField || row.length > 0) endRow()
  return rows
}

/**
 * An export as a spreadsheet opens it: a byte-order mark, then lines whose every cell is quoted; its
 * rows, parsed strictly. Throws (a test failure) on anything else.
 */
export function parseExportCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('The export has no byte-order mark')
  for (const line of text.slice(1).split('\r\n').filter(Boolean)) {
    if (!/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/.test(line)) throw new Error(`A cell is not quoted: ${line}`)
  }
  return parseCsv(text)
}

/**
 * The file name a download response carries. A refusal answers the JSON envelope instead of a file, and
 * then the failure says which refusal (status and envelope), not only that the header is missing.
 */
export async function downloadFileName(response: {
  headers(): Record<string, string>
  status(): number
  text(): Promise<string>
}): Promise<string> {
  const headers = response.headers()
  const disposition = headers['content-disposition']
  if (disposition) return disposition
  const body = headers['content-type']?.includes('json') ? await response.text() : headers['content-type']
  throw new Error(`expected a file, got ${response.status()} ${body ?? '(no content type)'}`)
}
