// Importer for the USPTO trademark daily XML (trademark-applications-daily, docs/ip.md): each
// <case-file> gives one mark. Read: serial and registration numbers, mark identification, status code
// and date, filing and registration dates, owners (party names), international classes, and goods and
// services statements. The file is read as a stream and cut at </case-file>, so a daily file of
// hundreds of megabytes never sits in memory whole. A bad record is reported by file and position and
// skipped; marks are upserted by serial number, so a re-import of the same file changes nothing.
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { IMPORTED_TRADEMARKS } from '@/features/catalog/ip-sources'
import { deriveTrademarkKeys } from '@/features/trademarks/trademarks.server'
import type { Database } from '@/server/db/client'
import { recordImported } from '@/server/db/provenance'
import { dayOf, type ImportReport, RecordError, type Rejected, recordImportedDay } from './import-report'

const BATCH = 200

/** USPTO status codes (the documented subset) as this app's statuses; any other code is pending. */
export function statusOfCode(code: number): 'registered' | 'pending' | 'abandoned' | 'cancelled' | 'expired' {
  if ((code >= 700 && code <= 703) || code === 800) return 'registered'
  if (code >= 710 && code <= 714) return 'cancelled'
  if (code === 900) return 'expired'
  if (code >= 600 && code <= 618) return 'abandoned'
  return 'pending'
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .trim()

const first = (xml: string, tag: string): string | undefined => {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)
  return m ? decode(m[1]!) : undefined
}
const all = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => decode(m[1]!))

export type TrademarkRecord = {
  serial: string
  registration: string | null
  mark: string
  owner: string
  classes: number[]
  status: string
  statusCode: string
  filedOn: string
  registeredOn: string | null
  goods: string | null
  history: Array<{ status: string; date: string }>
}

/** One <case-file> as a mark, or the RecordError saying what is wrong with it. */
export function parseCaseFile(xml: string): TrademarkRecord {
  const serial = first(xml, 'serial-number') ?? ''
  if (!/^\d{8}$/.test(serial))
    throw new RecordError(`serial-number: not 8 digits: ${serial.slice(0, 20) || 'missing'}`)
  const header = first(xml, 'case-file-header') ?? ''
  const mark = first(header, 'mark-identification') ?? ''
  if (!mark) throw new RecordError('mark-identification: missing (a design-only mark has no words to search)')
  const code = first(header, 'status-code') ?? ''
  if (!/^\d{3}$/.test(code)) throw new RecordError(`status-code: not 3 digits: ${code || 'missing'}`)
  const filedOn = dayOf(first(header, 'filing-date'), 'filing-date', true) as string
  const registeredOn = dayOf(first(header, 'registration-date'), 'registration-date', false)
  const statusOn = dayOf(first(header, 'status-date'), 'status-date', false)
  const classes = [
    ...new Set(
      all(xml, 'international-code')
        .map((c) => Number(c))
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 45),
    ),
  ].sort((a, b) => a - b)
  if (classes.length === 0) throw new RecordError('international-code: no class between 1 and 45')
  const owners = all(xml, 'party-name')
  if (owners.length === 0) throw new RecordError('party-name: no owner')
  // Goods and services statements have type codes starting GS (GS0091: class 9's goods).
  const goods = [...xml.matchAll(/<case-file-statement>([\s\S]*?)<\/case-file-statement>/g)]
    .map((m) => m[1]!)
    .filter((s) => (first(s, 'type-code') ?? '').startsWith('GS'))
    .map((s) => first(s, 'text') ?? '')
    .filter(Boolean)
  const registration = first(xml, 'registration-number') ?? ''
  const status = statusOfCode(Number(code))
  const history = [
    { status: 'filed', date: filedOn },
    ...(registeredOn ? [{ status: 'registered', date: registeredOn }] : []),
    ...(statusOn && status !== 'registered' && status !== 'pending' ? [{ status, date: statusOn }] : []),
  ]
  return {
    serial,
    registration: /^0*$/.test(registration) ? null : registration,
    mark,
    // The latest owner entry is the current one (USPTO lists assignments after the applicant).
    owner: owners.at(-1)!,
    classes,
    status,
    statusCode: code,
    filedOn,
    registeredOn,
    goods: goods.length ? goods.join('; ') : null,
    history,
  }
}

/** The <case-file> blocks of a file as they stream in, with their 1-based number and starting line. */
async function* caseFiles(path: string): AsyncGenerator<{ xml: string; index: number; line: number }> {
  let buffer = ''
  let index = 0
  let line = 1
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 })
  for await (const chunk of stream) {
    buffer += chunk as string
    for (;;) {
      const start = buffer.indexOf('<case-file>')
      if (start < 0) {
        // Keep a tail that could hold the start of a tag cut by the chunk boundary.
        const keep = Math.max(0, buffer.length - 16)
        line += countLines(buffer, 0, keep)
        buffer = buffer.slice(keep)
        break
      }
      const end = buffer.indexOf('</case-file>', start)
      if (end < 0) {
        line += countLines(buffer, 0, start)
        buffer = buffer.slice(start)
        break
      }
      line += countLines(buffer, 0, start)
      const stop = end + '</case-file>'.length
      index += 1
      yield { xml: buffer.slice(start, stop), index, line }
      line += countLines(buffer, start, stop)
      buffer = buffer.slice(stop)
    }
  }
}

function countLines(text: string, from: number, to: number): number {
  let n = 0
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++
  return n
}

async function writeBatch(db: Database, records: TrademarkRecord[]): Promise<void> {
  if (records.length === 0) return
  await db.query(
    `INSERT INTO trademarks (id, serial_number, registration_number, mark, owner, classes, status, status_code,
       filed_on, registered_on, jurisdiction, well_known, goods_services, status_history)
     SELECT nextval('trademarks_import_id_seq'), r.serial, r.registration, r.mark, r.owner,
       ARRAY(SELECT jsonb_array_elements_text(r.classes)::int), r.status, r.status_code, r.filed_on::date,
       r.registered_on::date, 'US', false, r.goods, r.history
     FROM jsonb_to_recordset($1::text::jsonb) AS r(serial text, registration text, mark text, owner text,
       classes jsonb, status text, status_code text, filed_on text, registered_on text, goods text, history jsonb)
     ON CONFLICT (serial_number) DO UPDATE SET registration_number = excluded.registration_number,
       mark = excluded.mark, owner = excluded.owner, classes = excluded.classes, status = excluded.status,
       status_code = excluded.status_code, filed_on = excluded.filed_on, registered_on = excluded.registered_on,
       goods_services = excluded.goods_services, status_history = excluded.status_history`,
    [
      JSON.stringify(
        records.map((r) => ({
          serial: r.serial,
          registration: r.registration,
          mark: r.mark,
          owner: r.owner,
          classes: r.classes,
          status: r.status,
          status_code: r.statusCode,
          filed_on: r.filedOn,
          registered_on: r.registeredOn,
          goods: r.goods,
          history: r.history,
        })),
      ),
    ],
  )
}

export async function importUsptoTrademarks(db: Database, path: string): Promise<ImportReport> {
  const file = basename(path)
  const rejected: Rejected[] = []
  let batch: TrademarkRecord[] = []
  let read = 0
  let written = 0
  let newest: string | null = null
  const seen = new Set<string>()
  for await (const { xml, index, line } of caseFiles(path)) {
    read += 1
    try {
      const record = parseCaseFile(xml)
      // A serial twice in one file: the later case file is the newer state (daily files append).
      if (seen.has(record.serial)) batch = batch.filter((r) => r.serial !== record.serial)
      seen.add(record.serial)
      batch.push(record)
      // The daily file's transaction date is the day the record describes; without one, its latest step.
      const transaction = /^\d{8}$/.test(first(xml, 'transaction-date') ?? '')
        ? dayOf(first(xml, 'transaction-date'), 'transaction-date', false)
        : null
      const days = transaction
        ? [transaction]
        : [record.filedOn, record.registeredOn, ...record.history.map((h) => h.date)]
      for (const day of days) if (day && (newest === null || day > newest)) newest = day
    } catch (error) {
      if (!(error instanceof RecordError)) throw error
      rejected.push({ file, position: `case-file ${index} (line ${line})`, reason: error.message })
    }
    if (batch.length >= BATCH) {
      await writeBatch(db, batch)
      written += batch.length
      batch = []
      seen.clear()
    }
  }
  await writeBatch(db, batch)
  written += batch.length
  await deriveTrademarkKeys(db)
  await recordImported(db, 'trademarks')
  await recordImportedDay(db, IMPORTED_TRADEMARKS, [newest])
  return { file, read, written, rejected }
}
