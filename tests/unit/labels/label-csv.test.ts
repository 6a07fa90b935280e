// The CSV batch as a seller meets it: the template reads back as a valid label, and every problem is
// reported on the line a spreadsheet shows (the header is line 1), with its field and kind.
import { describe, expect, it } from 'vitest'
import { csvColumns, parseLabelCsv, templateCsv } from '@/features/labels/label-csv'
import { checkRow } from '@/features/labels/label-request.shared'
import { LABEL_PLATFORMS, labelPlatformOf, MAX_LABELS } from '@/features/labels/labels.shared'

describe('the template CSV', () => {
  it.each(LABEL_PLATFORMS)('reads back as one valid label for %s', (platform) => {
    const parsed = parseLabelCsv(templateCsv(platform), platform, 'code128')
    expect(parsed.issues).toEqual([])
    expect(parsed.rows).toHaveLength(1)
    expect(parsed.lines).toEqual([2])
    expect(csvColumns(platform)).toContain('barcode')
  })
})

describe('reading an upload', () => {
  const header = 'barcode,product_name,condition'

  it('reports each bad row on its spreadsheet line, a quoted line break included', () => {
    const text = `${header}\r\nX00A,"Bottle\nwith a second line",New\r\n\r\nX00夏,Bottle,New\r\nX00C,,New\r\nX00D,Bottle\r\n`
    const parsed = parseLabelCsv(text, 'amazon', 'code128')
    expect(parsed.issues).toEqual([
      { row: 5, field: 'barcode', problem: { kind: 'char', char: '夏' } },
      { row: 6, field: 'product_name', problem: { kind: 'required' } },
      { row: 7, field: 'row', problem: { kind: 'unreadable', reason: expect.any(String) } },
    ])
    // The empty line 4 is skipped, not a label.
    expect(parsed.total).toBe(4)
    expect(parsed.lines).toEqual([2, 5, 6])
  })

  it('names an unknown column and ignores it', () => {
    const parsed = parseLabelCsv(`${header},colour_code\nX00A,Bottle,New,7\n`, 'amazon', 'code128')
    expect(parsed.issues).toEqual([
      { row: 1, field: 'row', problem: { kind: 'unknown-column', column: 'colour_code' } },
    ])
    expect(parsed.rows).toHaveLength(1)
  })

  it('refuses a wrong EAN check digit with the right one, checked against the chosen symbology', () => {
    const parsed = parseLabelCsv('barcode,product_name\n4006381333932,Bottle\n', 'tiktok', 'ean13')
    expect(parsed.issues).toEqual([
      { row: 2, field: 'barcode', problem: { kind: 'check', expected: '1', suggestion: '4006381333931' } },
    ])
  })

  it('counts rows past the limit without reading them', () => {
    const rows = Array.from({ length: MAX_LABELS + 3 }, (_, i) => `X${i},Bottle,New`).join('\n')
    const parsed = parseLabelCsv(`${header}\n${rows}\n`, 'amazon', 'code128')
    expect(parsed.total).toBe(MAX_LABELS + 3)
    expect(parsed.rows).toHaveLength(MAX_LABELS)
  })

  it('says a file without a header is not CSV', () => {
    expect(parseLabelCsv('', 'amazon', 'code128').unreadable).toBe(true)
  })
})

describe('row checks', () => {
  it('refuses text longer than the field takes', () => {
    expect(
      checkRow('amazon', 'code128', {
        barcode: 'X00A',
        product_name: 'B',
        condition: 'x'.repeat(25),
        ce: false,
        ukca: false,
      }),
    ).toEqual([{ field: 'condition', problem: { kind: 'too-long', max: 24 } }])
  })
})

describe('platforms in the URL', () => {
  it('serve the brand template under the configured brand id only', () => {
    expect(labelPlatformOf('shopsight', 'shopsight')).toBe('shopsight')
    expect(labelPlatformOf('acme', 'acme')).toBe('shopsight')
    expect(labelPlatformOf('shopsight', 'acme')).toBeNull()
    expect(labelPlatformOf('temu', 'acme')).toBe('temu')
    expect(labelPlatformOf('walmart', 'shopsight')).toBeNull()
  })
})
