import { type CopyText, copyLines, inlineParams, type Queryable } from '@/server/db/client'
import { countedPageSql, Params } from '@/server/sql/fields'
import {
  type BuiltList,
  buildListFilter,
  decodeCursor,
  encodeCursor,
  INDEXED_SORTS,
  InvalidQueryError,
  orderBy,
  SORT_CAST,
  SORT_SQL,
  SORT_VALUE,
  type TitleMatch,
} from './product-query.server'
import { COPY_COLUMNS, decodeCopy, type RawRow, toProductRow } from './product-rows.server'
import { type ListTotal, listTotal } from './product-totals.server'
import {
  MAX_OFFSET_ROWS,
  type ProductList,
  type ProductListQuery,
  type ProductRow,
  type ProductSort,
  TOTAL_CAP,
} from './products.shared'

/** The SQL of one page of rows: keyset after `cursor` when given, else by offset. */
function pageSql(
  built: BuiltList,
  limit: number,
  position: { cursor?: string; offset?: number },
  columns: string,
): { text: string; params: unknown[] } {
  const params = new Params()
  params.values.push(...built.params.values)
  const where = [...built.where]
  const sortSql = SORT_SQL[built.sort]
  const order = orderBy(built.sort, built.order)
  if (position.cursor) {
    const cursor = decodeCursor(position.cursor, built.sort)
    const op = built.order === 'asc' ? '>' : '<'
    // Typed like the column: a real compared with an untyped 4.8 (numeric) is never equal to it, and
    // the keyset would return the cursor's own row again.
    const value = `${params.add(built.sort === 'listed_at' ? String(cursor.value) : cursor.value)}${SORT_CAST[built.sort]}`
    where.push(`(${sortSql}, p.id) ${op} (${value}, ${params.add(cursor.id)})`)
  }
  const offset = position.cursor ? 0 : (position.offset ?? 0)
  const page = `FROM products p WHERE ${where.join(' AND ')}
           ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`
  // A deeper page, or one walking the sort index for a title keyword, picks its ids first and reads
  // only those products: the passed rows are read in the sort index alone (an index-only scan when the
  // filters are its columns) instead of each being fetched from the table (page 100 fetched 5,000
  // products to show 50; "elegant" 7,164 to show 50, 7 ms of 7.4 at a million).
  const rows =
    offset > 0 || built.titleWalked
      ? `(SELECT p.id ${page}) page JOIN products p ON p.id = page.id`
      : `(SELECT * ${page}) p`
  return {
    // Each row's store by primary key. As a plain join, an export's 2,000-row batch was planned as a
    // hash of all 50,000 stores at the bench scale (38 of its 53 ms); OFFSET 0 keeps the subquery from
    // being flattened back into that join. Still an inner join: a row without its store is left out.
    text: `SELECT ${columns}
     FROM ${rows}
     JOIN LATERAL (SELECT s.name FROM stores s WHERE s.id = p.store_id OFFSET 0) s ON true
     JOIN categories c ON c.id = p.category_id
     ORDER BY ${order}`,
    params: params.values,
  }
}

/**
 * One page of rows (keyset after `cursor` when given, else by offset), read through COPY: rows through
 * the query protocol cost PGlite about 75 µs each to decode, through COPY's text format a fraction of
 * that (a 50-row page: 14 ms against 6 ms on PGlite, 5 ms against 3 ms on PostgreSQL). COPY takes no
 * parameters, so the (validated) values are inlined as literals (sqlLiteral). The rows as COPY text.
 */
function selectCopy(
  db: Queryable,
  built: BuiltList,
  limit: number,
  position: { cursor?: string; offset?: number },
): Promise<CopyText> {
  const { text, params } = pageSql(built, limit, position, COPY_COLUMNS)
  return db.copyOut(inlineParams(text, params))
}

/** One page of rows, decoded (selectCopy). */
export async function selectRows(
  db: Queryable,
  built: BuiltList,
  limit: number,
  position: { cursor?: string; offset?: number },
): Promise<RawRow[]> {
  return decodeCopy(copyLines(await selectCopy(db, built, limit, position)))
}

/**
 * How a page of a title keyword's matches is read. A keyword follows no sort index, so either
 * - collect: every match is read by id, with its sort value, counted and sorted (selectCountedRows);
 * - hash: the matches' ids are read from the postings into a hash, then the sort index is walked until
 *   a page of them is found;
 * - probe: the sort index is walked and each product looked up in the postings;
 * - plain: the planner's choice (a sort without an index has nothing to walk).
 */
export type TitleRead = 'collect' | 'hash' | 'probe' | 'plain'

/**
 * What each step costs, in about a microsecond on PGlite at a million products, PostgreSQL alike in
 * proportion (docs/scale.md): reading a product by id or looking a walked product up in the postings,
 * and reading a posting into the hash or walking an index entry past it.
 */
const READ_COST = { lookup: 4, entry: 0.25 }

/**
 * The cheapest read of `rows` rows in order (offset and page) of a title keyword, `collectable` when the
 * page is an offset page whose total the collection gives too. How far the walk goes is guessed as if
 * the matches lay evenly along the sort order: the site's products over the matches, per row wanted.
 * At a million products: "notch" (455 matches of 400,000) is collected, "elegant" (3,017) and
 * "cotton" (14,433) hashed, "women" (73,443) probed.
 */
export function titleRead(
  title: TitleMatch,
  sort: ProductSort,
  rows: number,
  collectable: boolean,
): TitleRead {
  const collect = collectable && title.bound <= TOTAL_CAP ? READ_COST.lookup * title.bound : Infinity
  if (!INDEXED_SORTS.has(sort)) return collect < Infinity ? 'collect' : 'plain'
  // Not counted yet (no ingest has run since the site's products came): a hash walk's cost is bounded
  // by the matches and the site, a probe walk's by the site alone (a look-up each).
  if (title.siteProducts === null) return 'hash'
  const walked = (title.siteProducts * rows) / Math.max(1, title.bound)
  const costs: Array<[TitleRead, number]> = [
    ['collect', collect],
    ['hash', READ_COST.entry * (title.bound + walked)],
    // One look-up per word for each product walked.
    ['probe', READ_COST.lookup * walked * title.words.length],
  ]
  return costs.reduce((a, b) => (b[1] < a[1] ? b : a))[0]
}

/** The list's conditions with its title keyword's in the form `read` walks the sort index with. */
export function titleWalk(built: BuiltList, read: TitleRead): BuiltList {
  const title = built.title
  if (!title || (read !== 'hash' && read !== 'probe')) return built
  return {
    ...built,
    where: built.where.map((w) => (w === title.condition ? title.walk[read] : w)),
    titleWalked: true,
  }
}

/**
 * A title keyword's page and its total from one pass: the matches (at most the cap + 1, in no order)
 * are collected once with their sort value, counted, and the page is cut from them. Null when there are
 * more than the cap (the vocabulary's bound is kept by the ingest; this does not trust it blindly):
 * those are then not all the matches, and the caller reads the page in order instead.
 */
export async function selectCountedRows(
  db: Queryable,
  built: BuiltList,
  limit: number,
  offset: number,
): Promise<{ rows: RawRow[]; matches: number } | null> {
  const params = new Params()
  params.values.push(...built.params.values)
  const text = countedPageSql({
    table: 'products p',
    alias: 'p',
    where: built.where,
    sortValue: SORT_SQL[built.sort],
    orderOver: (value, id) => orderBy(built.sort, built.order, { value, id }),
    order: orderBy(built.sort, built.order),
    columns: COPY_COLUMNS,
    joins: 'JOIN stores s ON s.id = p.store_id JOIN categories c ON c.id = p.category_id',
    cap: TOTAL_CAP,
    params,
    limit,
    offset,
  })
  const copy = await db.copyOut(inlineParams(text, params.values))
  // The count is the field after a row's columns; a page past the end is one row of nulls beside it.
  const lines = copyLines(copy)
  const matches = Number((lines[0] ?? '').split('\t').at(-1))
  if (!Number.isInteger(matches) || matches > TOTAL_CAP) return null
  return { rows: decodeCopy(lines).filter((r) => r.id !== null), matches }
}

export async function listProducts(
  db: Queryable,
  query: ProductListQuery,
): Promise<Omit<ProductList, 'remaining'>> {
  const offset = (query.page - 1) * query.page_size
  if (!query.cursor && offset + query.page_size > MAX_OFFSET_ROWS) {
    throw new InvalidQueryError('page', `goes deeper than ${MAX_OFFSET_ROWS} rows; continue with next_cursor`)
  }
  const built = await buildListFilter(db, query)
  const read =
    built.title &&
    titleRead(
      built.title,
      built.sort,
      query.cursor ? query.page_size : offset + query.page_size,
      !query.cursor,
    )
  const counted = read === 'collect' ? await selectCountedRows(db, built, query.page_size, offset) : null
  const rows =
    counted?.rows ??
    (await selectRows(db, read ? titleWalk(built, read) : built, query.page_size, {
      cursor: query.cursor,
      offset,
    }))
  const total: ListTotal = counted
    ? { value: counted.matches, capped: false, estimated: false }
    : await listTotal(db, query, built, rows.length)
  const last = rows.at(-1)
  return {
    list: rows.map(toProductRow),
    total: total.value,
    total_capped: total.capped,
    total_estimated: total.estimated,
    page: query.page,
    page_size: query.page_size,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: built.sort, value: SORT_VALUE[built.sort](last), id: last.id })
        : null,
    as_of: built.asOf,
  }
}

/**
 * Rows are made from a batch's text this many at a time, as the download takes them. A batch's 2,000
 * row objects made at once stayed alive across young-generation collections, each copying them, and
 * were then promoted (collection was a fifth of an export's CPU).
 */
const DECODED_ROWS = 250

/** Every matching row, read in keyset batches: memory stays flat whatever the size. */
export async function* streamProducts(
  db: Queryable,
  query: ProductListQuery,
  options: { maxRows: number; batchSize?: number },
): AsyncGenerator<ProductRow[]> {
  // 2,000 rows is about half a megabyte of COPY text, held as bytes until the download takes it.
  const batchSize = options.batchSize ?? 2000
  const filter = await buildListFilter(db, query)
  const built = filter.title
    ? titleWalk(filter, titleRead(filter.title, filter.sort, batchSize, false))
    : filter
  const read = (sent: number, cursor?: string) => {
    const copy = selectCopy(db, built, Math.min(batchSize, options.maxRows - sent), { cursor })
    // Read ahead, it may fail while nobody awaits it yet (the download is slow or was abandoned):
    // the error is handled where it is awaited, not reported as an unhandled rejection.
    copy.catch(() => {})
    return copy
  }
  let sent = 0
  let next: Promise<CopyText> | undefined = options.maxRows > 0 ? read(0) : undefined
  while (next) {
    const copy: CopyText = await next
    next = undefined
    const count = copy.ends.length
    sent += count
    const [last] = decodeCopy(copyLines(copy, count - 1))
    // The next batch is read while this one is written out, so the database's time (a batch's SQL and
    // transfer) overlaps the CSV's instead of adding to it; one batch is held ahead, not more.
    if (last && count === batchSize && sent < options.maxRows) {
      next = read(sent, encodeCursor({ sort: built.sort, value: SORT_VALUE[built.sort](last), id: last.id }))
    }
    for (let at = 0; at < count; at += DECODED_ROWS) {
      yield decodeCopy(copyLines(copy, at, at + DECODED_ROWS)).map(toProductRow)
    }
  }
}
