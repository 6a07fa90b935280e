// Importer for a patent grant TSV with PatentsView's column names (docs/ip.md): one row per patent,
// columns found by their header names in any order: patent_id, patent_type, patent_date, patent_title,
// patent_abstract, wipo_kind, filing_date, assignee_organization, classes (CPC groups, USPC or Locarno
// classes separated by ";") and optionally withdrawn. Fields may be double-quoted (PatentsView quotes
// abstracts, which can hold tabs and line breaks). A bad row is reported by file and line and skipped;
// patents are upserted by number, so a re-import changes nothing.
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import Papa from 'papaparse'
import { IMPORTED_PATENTS } from '@/features/catalog/ip-sources'
import { derivePatentKinds } from '@/features/patents/patents.server'
import type { Database } from '@/server/db/client'
import { recordImported } from '@/server/db/provenance'
import { dayOf, type ImportReport, RecordError, type Rejected, recordImportedDay } from './import-report'

const BATCH = 500
const REQUIRED = ['patent_id', 'patent_type', 'patent_date', 'patent_title', 'filing_date'] as const

export type PatentRecord = {
  number: string
  title: string
  abstract: string
  assignee: string
  filedOn: string
  grantedOn: string
  classes: string[]
  kind: 'utility' | 'design'
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** One row as a patent, or the RecordError saying what is wrong with it. */
export function parsePatentRow(row: Record<string, string | undefined>): PatentRecord | null {
  if ((row.withdrawn ?? '0').trim() === '1') throw new RecordError('withdrawn: the grant was withdrawn')
  const id = (row.patent_id ?? '').trim().toUpperCase()
  const type = (row.patent_type ?? '').trim().toLowerCase()
  if (type !== 'utility' && type !== 'design')
    throw new RecordError(`patent_type: ${type || 'missing'} (utility and design patents are searched)`)
  const match = type === 'design' ? /^D0*(\d{5,7})$/.exec(id) : /^0*(\d{6,8})$/.exec(id)
  if (!match) throw new RecordError(`patent_id: not a ${type} patent number: ${id.slice(0, 20) || 'missing'}`)
  const title = (row.patent_title ?? '').trim()
  if (!title) throw new RecordError('patent_title: missing')
  const kindCode = (row.wipo_kind ?? '').trim().toUpperCase() || (type === 'design' ? 'S' : 'B2')
  if (!/^[A-Z]\d?$/.test(kindCode))
    throw new RecordError(`wipo_kind: not a kind code: ${kindCode.slice(0, 10)}`)
  const grantedOn = dayOf(row.patent_date, 'patent_date', true) as string
  const filedOn = dayOf(row.filing_date, 'filing_date', true) as string
  if (filedOn > grantedOn) throw new RecordError('filing_date: after patent_date')
  return {
    // The number as the register prints it: "US 11,234,567 B2", "US D987,654 S".
    number:
      type === 'design'
        ? `US D${withCommas(match[1]!)} ${kindCode.startsWith('S') ? 'S' : kindCode}`
        : `US ${withCommas(match[1]!)} ${kindCode}`,
    title,
    abstract: (row.patent_abstract ?? '').trim(),
    assignee: (row.assignee_organization ?? '').trim(),
    filedOn,
    grantedOn,
    classes: [
      ...new Set(
        (row.classes ?? '')
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ],
    kind: type,
  }
}

async function writeBatch(db: Database, records: PatentRecord[]): Promise<void> {
  if (records.length === 0) return
  await db.query(
    `INSERT INTO patents (id, number, title, abstract, assignee, filed_on, granted_on, classes, kind)
     SELECT nextval('patents_import_id_seq'), r.number, r.title, r.abstract, r.assignee, r.filed_on::date,
       r.granted_on::date, ARRAY(SELECT jsonb_array_elements_text(r.classes)), r.kind
     FROM jsonb_to_recordset($1::text::jsonb) AS r(number text, title text, abstract text, assignee text,
       filed_on text, granted_on text, classes jsonb, kind text)
     ON CONFLICT (number) DO UPDATE SET title = excluded.title, abstract = excluded.abstract,
       assignee = excluded.assignee, filed_on = excluded.filed_on, granted_on = excluded.granted_on,
       classes = excluded.classes, kind = excluded.kind`,
    [
      JSON.stringify(
        records.map((r) => ({
          number: r.number,
          title: r.title,
          abstract: r.abstract,
          assignee: r.assignee,
          filed_on: r.filedOn,
          granted_on: r.grantedOn,
          classes: r.classes,
          kind: r.kind,
        })),
      ),
    ],
  )
}

export async function importPatentsViewTsv(db: Database, path: string): Promise<ImportReport> {
  const file = basename(path)
  const rejected: Rejected[] = []
  let read = 0
  let written = 0
  let batch: PatentRecord[] = []
  let newest: string | null = null
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: '\t',
    header: true,
    skipEmptyLines: true,
    quoteChar: '"',
  })
  createReadStream(path, { encoding: 'utf8' }).pipe(parser)
  let headerChecked = false
  for await (const row of parser as AsyncIterable<Record<string, string | undefined>>) {
    if (!headerChecked) {
      const missing = REQUIRED.filter((c) => !(c in row))
      if (missing.length) throw new Error(`${file}: header lacks ${missing.join(', ')}`)
      headerChecked = true
    }
    read += 1
    // The header is line 1; rows are counted, so a quoted field with line breaks shifts no later row.
    const position = `row ${read} (after the header)`
    try {
      const record = parsePatentRow(row)
      if (record) {
        if (newest === null || record.grantedOn > newest) newest = record.grantedOn
        batch = batch.filter((r) => r.number !== record.number)
        batch.push(record)
      }
    } catch (error) {
      if (!(error instanceof RecordError)) throw error
      rejected.push({ file, position, reason: error.message })
    }
    if (batch.length >= BATCH) {
      await writeBatch(db, batch)
      written += batch.length
      batch = []
    }
  }
  await writeBatch(db, batch)
  written += batch.length
  await derivePatentKinds(db)
  await recordImported(db, 'patents')
  await recordImportedDay(db, IMPORTED_PATENTS, [newest])
  return { file, read, written, rejected }
}
