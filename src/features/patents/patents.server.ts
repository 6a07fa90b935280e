// Patent reads (docs/ip.md): full-text search over title and abstract through the expression index
// patents_text_idx (to_tsvector('english', title || ' ' || abstract)) on both engines, filters on kind,
// assignee, class and dates, and one patent's detail. The kind is derived from the number at ingest.

import { patentSource } from '@/features/catalog/ip-sources'
import { ipSources } from '@/features/catalog/ip-sources.server'
import type { SqlParams } from '@/lib/fields'
import { cappedTotal } from '@/lib/format'
import type { Database, Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, whereFor } from '@/server/sql/fields'
import type { patents } from './patents.schema'
import {
  PATENT_FILTERS,
  PATENT_KINDS,
  PATENT_TOTAL_CAP,
  type PatentDetail,
  type PatentKind,
  type PatentList,
  type PatentRow,
  type PatentSearchQuery,
} from './patents.shared'

const DOCUMENT = `to_tsvector('english', p.title || ' ' || p.abstract)`

const PATENT_WHERE = whereFor<SqlParams>()(PATENT_FILTERS, {
  kind: (k, sql) => `p.kind = ${sql.add(k)}`,
  // Any word of the assignee starting with the text: "acme" finds "Shenzhen Acme Co., Ltd.".
  assignee: (s, sql) =>
    `(p.assignee ILIKE ${sql.add(`${escapeLike(s)}%`)} OR p.assignee ILIKE ${sql.add(`% ${escapeLike(s)}%`)})`,
  class: (c, sql) => `upper(${sql.add(c)}) = ANY(SELECT upper(x) FROM unnest(p.classes) x)`,
  granted_from: (d, sql) => `p.granted_on >= ${sql.add(d)}::date`,
  granted_to: (d, sql) => `p.granted_on <= ${sql.add(d)}::date`,
  filed_from: (d, sql) => `p.filed_on >= ${sql.add(d)}::date`,
  filed_to: (d, sql) => `p.filed_on <= ${sql.add(d)}::date`,
})

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&')

// Typed from the schema (SqlRow): a column renamed in patents.schema.ts breaks these reads' types.
type RawPatent = Pick<SqlRow<typeof patents>, 'id' | 'number' | 'title' | 'assignee' | 'kind' | 'classes'> & {
  /** The abstract, or its matching part (an alias). */
  snippet: string
  filed_on: string
  granted_on: string | null
}

const COLUMNS = `p.id, p.number, p.title, p.assignee, p.kind, p.classes,
  to_char(p.filed_on, 'YYYY-MM-DD') AS filed_on, to_char(p.granted_on, 'YYYY-MM-DD') AS granted_on`

const isKind = (k: string | null): k is PatentKind =>
  k !== null && (PATENT_KINDS as readonly string[]).includes(k)

function toRow(r: RawPatent): PatentRow {
  return {
    id: r.id,
    number: r.number,
    title: r.title,
    snippet: r.snippet,
    assignee: r.assignee,
    kind: isKind(r.kind) ? r.kind : null,
    filedOn: r.filed_on,
    grantedOn: r.granted_on,
    classes: r.classes,
    source: patentSource(r.id),
  }
}

export async function searchPatents(db: Queryable, query: PatentSearchQuery): Promise<PatentList> {
  const params = new Params()
  const where = await filtersWhere(PATENT_WHERE, query, params)
  let snippet = 'p.abstract'
  let order = 'p.granted_on DESC NULLS LAST, p.id'
  if (query.q) {
    // websearch syntax: words, "quoted phrases", OR and -excluded words, never a syntax error.
    const tsq = `websearch_to_tsquery('english', ${params.add(query.q)})`
    where.push(`${DOCUMENT} @@ ${tsq}`)
    snippet = `ts_headline('english', p.abstract, ${tsq}, 'StartSel=[[, StopSel=]], MaxWords=40, MinWords=15')`
    if (query.sort === 'relevance') order = `ts_rank(${DOCUMENT}, ${tsq}) DESC, p.id`
  }
  if (query.sort === 'granted') order = 'p.granted_on DESC NULLS LAST, p.id'
  if (query.sort === 'filed') order = 'p.filed_on DESC, p.id'
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const rows = await db.query<RawPatent>(
    `SELECT ${COLUMNS}, ${snippet} AS snippet FROM patents p ${whereSql}
     ORDER BY ${order} LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    params.values,
  )
  const [count] = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM patents p ${whereSql} LIMIT ${PATENT_TOTAL_CAP + 1}) c`,
    params.values,
  )
  const total = Number(count?.n ?? 0)
  return {
    list: rows.map(toRow),
    ...cappedTotal(total, PATENT_TOTAL_CAP),
    page: query.page,
    page_size: query.page_size,
    remaining: -1,
    sources: await ipSources(db, 'patents'),
  }
}

export async function patentDetail(db: Queryable, id: number): Promise<PatentDetail | null> {
  const [r] = await db.query<RawPatent & Pick<SqlRow<typeof patents>, 'abstract'>>(
    `SELECT ${COLUMNS}, p.abstract, p.abstract AS snippet FROM patents p WHERE p.id = $1`,
    [id],
  )
  if (!r) return null
  const source = patentSource(r.id)
  const info = (await ipSources(db, 'patents')).find((s) => s.id === source)
  return { ...toRow(r), abstract: r.abstract, sourceInfo: info ?? { id: source, asOf: null } }
}

/**
 * The kind of each patent from its number, after each patent ingest and import: design numbers end in
 * S (US D-numbers, CN design grants), published applications in A1/A2/A9, the rest are utility grants
 * (B1/B2, CN utility models U).
 */
export async function derivePatentKinds(db: Database): Promise<void> {
  await db.query(
    `UPDATE patents SET kind = k.kind FROM (
       SELECT id, CASE WHEN number ~ '^US ?D' OR number ~ ' S$' THEN 'design'
                       WHEN number ~ ' A[0-9]?$' THEN 'application'
                       ELSE 'utility' END AS kind
       FROM patents) k
     WHERE patents.id = k.id AND patents.kind IS DISTINCT FROM k.kind`,
  )
}
