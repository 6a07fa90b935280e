// Trademark reads (docs/ip.md): the search by exact, prefix, fuzzy and sound-alike match, a mark's
// detail, the title check's lookup, and the match keys written after each ingest. Every lookup is an
// indexed one on both engines: mark_key (btree, text_pattern_ops) for exact and prefix, sound_codes
// (GIN) for sound-alikes, lower(mark) and pinyin (pg_trgm GIN) for fuzzy matches.

import { trademarkSource } from '@/features/catalog/ip-sources'
import { ipSources } from '@/features/catalog/ip-sources.server'
import type { SqlParams } from '@/lib/fields'
import { cappedTotal } from '@/lib/format'
import type { Database, Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, whereFor } from '@/server/sql/fields'
import { markKey, markKeys, pinyinKey, soundCodes } from './mark-keys.server'
import { CATEGORY_NICE_CLASSES } from './nice-classes'
import { type Candidate, findings, titlePhrases } from './title-check.server'
import type { TitleCheckQuery } from './trademark-calls.shared'
import type { trademarks } from './trademarks.schema'
import {
  isLiveStatus,
  LIVE_STATUSES,
  type MatchKind,
  type TitleCheck,
  TRADEMARK_FILTERS,
  TRADEMARK_TOTAL_CAP,
  type TrademarkDetail,
  type TrademarkList,
  type TrademarkRow,
  type TrademarkSearchQuery,
} from './trademarks.shared'

const LIVE_SQL = `(${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`

const TRADEMARK_WHERE = whereFor<SqlParams>()(TRADEMARK_FILTERS, {
  class: (n, sql) => `${sql.add(n)}::int = ANY(t.classes)`,
  status: (s) => (s === 'live' ? `t.status IN ${LIVE_SQL}` : `t.status NOT IN ${LIVE_SQL}`),
  jurisdiction: (j, sql) => `t.jurisdiction = ${sql.add(j)}`,
  filed_from: (d, sql) => `t.filed_on >= ${sql.add(d)}::date`,
  filed_to: (d, sql) => `t.filed_on <= ${sql.add(d)}::date`,
})

// Typed from the schema (SqlRow): a column renamed in trademarks.schema.ts breaks these reads' types.
type Mark = SqlRow<typeof trademarks>
type RawMark = Pick<
  Mark,
  'id' | 'mark' | 'owner' | 'classes' | 'status' | 'jurisdiction' | 'well_known' | 'serial_number'
> & {
  filed_on: string
  registered_on: string | null
  match: MatchKind | null
  similarity: number | string | null
}

const COLUMNS = `t.id, t.mark, t.owner, t.classes, t.status, t.jurisdiction,
  to_char(t.filed_on, 'YYYY-MM-DD') AS filed_on, to_char(t.registered_on, 'YYYY-MM-DD') AS registered_on,
  t.well_known, t.serial_number`

function toRow(r: RawMark): TrademarkRow {
  return {
    id: r.id,
    mark: r.mark,
    owner: r.owner,
    classes: r.classes,
    status: r.status,
    live: isLiveStatus(r.status),
    jurisdiction: r.jurisdiction,
    filedOn: r.filed_on,
    registeredOn: r.registered_on,
    wellKnown: r.well_known,
    serialNumber: r.serial_number,
    source: trademarkSource(r.id),
    match: r.match,
    similarity: Math.round(Number(r.similarity ?? 0) * 100) / 100,
  }
}

/**
 * One page of marks matching the query. With a query, each mode is an indexed condition and the
 * `match` column names the best one a row meets; rows sort by match kind, then similarity.
 */
export async function searchTrademarks(db: Queryable, query: TrademarkSearchQuery): Promise<TrademarkList> {
  const params = new Params()
  const where = await filtersWhere(TRADEMARK_WHERE, query, params)
  let match = 'NULL::text'
  let similarity = '0'
  let order = 't.filed_on DESC, t.id'
  if (query.q) {
    const key = markKey(query.q)
    const pinyin = pinyinKey(query.q) ?? key
    const text = query.q.toLowerCase()
    const codes = soundCodes(query.q)
    const k = params.add(key)
    const p = params.add(pinyin)
    const tx = params.add(text)
    const c = params.add(codes)
    const exact = `(t.mark_key = ${k} OR t.pinyin = ${p})`
    // LIKE with the key's own wildcards escaped: a "%" in a query is a character, not a pattern.
    const like = `${params.add(`${key.replace(/[\\%_]/g, '\\$&')}%`)}`
    const likePinyin = `${params.add(`${pinyin.replace(/[\\%_]/g, '\\$&')}%`)}`
    const prefix = `(t.mark_key LIKE ${like} OR t.pinyin LIKE ${likePinyin})`
    const fuzzy = `(lower(t.mark) % ${tx} OR t.pinyin % ${p})`
    const sound = `t.sound_codes && ${c}::text[]`
    const modes: Record<Exclude<TrademarkSearchQuery['mode'], 'all'>, string> = {
      exact,
      prefix,
      fuzzy,
      sound,
    }
    where.push(query.mode === 'all' ? `(${Object.values(modes).join(' OR ')})` : modes[query.mode])
    match = `CASE WHEN ${exact} THEN 'exact' WHEN ${prefix} THEN 'prefix' WHEN ${sound} THEN 'sound' ELSE 'fuzzy' END`
    similarity = `greatest(similarity(lower(t.mark), ${tx}), coalesce(similarity(t.pinyin, ${p}), 0))`
    order = `CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 WHEN ${sound} THEN 2 ELSE 3 END, ${similarity} DESC, t.well_known DESC, t.id`
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const offset = (query.page - 1) * query.page_size
  const rows = await db.query<RawMark>(
    `SELECT ${COLUMNS}, ${match} AS match, ${similarity} AS similarity FROM trademarks t ${whereSql}
     ORDER BY ${order} LIMIT ${query.page_size} OFFSET ${offset}`,
    params.values,
  )
  const [count] = await db.query<{ n: number | string }>(
    // The match and similarity columns mention every parameter, so each has a type on PostgreSQL.
    `SELECT count(*) AS n FROM (SELECT ${match} AS match, ${similarity} AS similarity FROM trademarks t
       ${whereSql} LIMIT ${TRADEMARK_TOTAL_CAP + 1}) c`,
    params.values,
  )
  const total = Number(count?.n ?? 0)
  return {
    list: rows.map(toRow),
    ...cappedTotal(total, TRADEMARK_TOTAL_CAP),
    page: query.page,
    page_size: query.page_size,
    remaining: -1,
    sources: await ipSources(db, 'trademarks'),
  }
}

export async function trademarkDetail(db: Queryable, id: number): Promise<TrademarkDetail | null> {
  const [r] = await db.query<
    RawMark &
      Pick<Mark, 'registration_number' | 'goods_services' | 'status_code' | 'pinyin'> & {
        // Kept as the code reads it (parsed, or text should a driver hand it over unparsed).
        status_history: Array<{ status: string; date: string }> | string
      }
  >(
    `SELECT ${COLUMNS}, NULL AS match, 0 AS similarity, t.registration_number, t.goods_services,
       t.status_code, t.pinyin, t.status_history FROM trademarks t WHERE t.id = $1`,
    [id],
  )
  if (!r) return null
  const stored = typeof r.status_history === 'string' ? JSON.parse(r.status_history) : r.status_history
  // Generated marks carry no register history: their filing and registration dates are its steps.
  const history: Array<{ status: string; date: string }> =
    Array.isArray(stored) && stored.length
      ? stored
      : [
          { status: 'filed', date: r.filed_on },
          ...(r.registered_on ? [{ status: 'registered', date: r.registered_on }] : []),
          ...(r.status !== 'registered' && r.status !== 'pending'
            ? [{ status: r.status, date: r.registered_on ?? r.filed_on }]
            : []),
        ]
  return {
    ...toRow(r),
    registrationNumber: r.registration_number,
    goodsServices: r.goods_services,
    statusCode: r.status_code,
    pinyin: r.pinyin,
    history,
    sourceInfo: (await ipSources(db, 'trademarks')).find((s) => s.id === trademarkSource(r.id)) ?? {
      id: trademarkSource(r.id),
      asOf: null,
    },
  }
}

/** The Nice classes relevant to a title: given directly, or those of the category's top level. */
async function relevantClasses(db: Queryable, query: TitleCheckQuery): Promise<number[] | null> {
  if (query.classes) return query.classes
  if (query.category === undefined) return null
  const [top] = await db.query<{ name_en: string }>(
    `SELECT t.name_en FROM categories c
     JOIN categories t ON t.id = CASE WHEN cardinality(c.path) > 0 THEN c.path[1] ELSE c.id END
     WHERE c.id = $1`,
    [query.category],
  )
  const classes = top ? CATEGORY_NICE_CLASSES[top.name_en] : undefined
  return classes ? [...classes] : null
}

/** Fuzzy lookups per title: the longest distinct phrases, so a 1,000-character title stays one statement. */
const FUZZY_PHRASES = 80

export async function checkTitle(db: Queryable, query: TitleCheckQuery): Promise<TitleCheck> {
  const phrases = titlePhrases(query.title)
  const keys = [...new Set(phrases.map((p) => p.key))]
  const codes = [...new Set(phrases.flatMap((p) => p.codes))]
  // By key through the mark_key trigram index (about 1 ms a phrase); Latin phrases of 5+ letters only.
  const fuzzy = [
    ...new Set(phrases.filter((p) => p.key.length >= 5 && p.codes.length > 0).map((p) => p.key)),
  ].slice(0, FUZZY_PHRASES)
  const rows = await db.query<
    Pick<
      Mark,
      | 'id'
      | 'mark'
      | 'owner'
      | 'classes'
      | 'status'
      | 'jurisdiction'
      | 'well_known'
      | 'registration_number'
      | 'mark_key'
      | 'pinyin'
      | 'sound_codes'
    >
  >(
    `SELECT DISTINCT t.id, t.mark, t.owner, t.classes, t.status, t.jurisdiction, t.well_known, t.mark_key,
       t.pinyin, t.sound_codes, t.registration_number
     FROM trademarks t
     WHERE t.mark_key = ANY($1::text[]) OR t.pinyin = ANY($1::text[]) OR t.sound_codes && $2::text[]
        OR t.id IN (SELECT f.id FROM unnest($3::text[]) w(word)
                    CROSS JOIN LATERAL (SELECT id FROM trademarks x WHERE x.mark_key % w.word
                                        ORDER BY similarity(x.mark_key, w.word) DESC LIMIT 5) f)
     ORDER BY t.id`,
    [keys, codes, fuzzy],
  )
  const candidates: Candidate[] = rows.map((r) => ({
    id: r.id,
    mark: r.mark,
    owner: r.owner,
    classes: r.classes,
    status: r.status,
    live: isLiveStatus(r.status),
    jurisdiction: r.jurisdiction,
    wellKnown: r.well_known,
    registrationNumber: r.registration_number,
    markKey: r.mark_key,
    pinyin: r.pinyin,
    soundCodes: r.sound_codes,
  }))
  const relevant = await relevantClasses(db, query)
  const found = findings(phrases, candidates, relevant)
  const order = ['low', 'medium', 'high'] as const
  const highest = found.reduce<(typeof order)[number] | null>(
    (top, f) => (top === null || order.indexOf(f.level) > order.indexOf(top) ? f.level : top),
    null,
  )
  return { findings: found, relevantClasses: relevant, highest, sources: await ipSources(db, 'trademarks') }
}

/**
 * Writes the match keys of marks whose keys were computed from another text (new or renamed marks):
 * after each trademark ingest and import, so a re-run changes nothing.
 */
export async function deriveTrademarkKeys(db: Database): Promise<number> {
  let written = 0
  for (;;) {
    const stale = await db.query<Pick<Mark, 'id' | 'mark'>>(
      'SELECT id, mark FROM trademarks WHERE keys_of IS DISTINCT FROM mark ORDER BY id LIMIT 1000',
    )
    if (stale.length === 0) return written
    const ids: number[] = []
    const keys: string[] = []
    const codes: string[] = []
    const pinyins: Array<string | null> = []
    for (const { id, mark } of stale) {
      const k = markKeys(mark)
      ids.push(id)
      keys.push(k.markKey)
      // A text array of arrays would need equal lengths: the codes travel joined and are split in SQL.
      codes.push(k.soundCodes.join(' '))
      pinyins.push(k.pinyin)
    }
    await db.query(
      `UPDATE trademarks t SET mark_key = u.key, pinyin = u.pinyin, keys_of = t.mark,
         sound_codes = CASE WHEN u.codes = '' THEN '{}'::text[] ELSE string_to_array(u.codes, ' ') END
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS u(id, key, codes, pinyin)
       WHERE t.id = u.id`,
      [ids, keys, codes, pinyins],
    )
    written += stale.length
  }
}
