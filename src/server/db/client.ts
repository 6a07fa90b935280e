// The one database client. Embedded PGlite (in a worker thread, data in .data/pglite) by default;
// PostgreSQL when DATABASE_URL is set. This is the only file where the two engines differ.
// Imports name their .ts files: scripts/serve.ts loads this file through Node's type stripping (to hold
// the folder lock and serve the admin channel) besides the bundled server's own copy.
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { acquireFolderLock } from './folder-lock.ts'
import { DatabaseError, startPgliteHost } from './pglite-host.ts'

export { DatabaseError }
export type Row = Record<string, unknown>

/**
 * Statements of a transaction (or a step) asked one after another without waiting for the answers run
 * in the order asked: PGlite's worker takes them in turn, and sending a step's statements together
 * saves a round trip through the caller's thread for each; PostgreSQL's transaction sends each once the
 * one before has answered (openPostgres). A failure fails the statements after it in the transaction.
 */
export type Queryable = {
  /** Runs one parameterised statement ($1, $2 …) and returns its rows. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs a drizzle `sql` template (typed column references, parameters bound safely). */
  sql<T extends Row = Row>(statement: SQL): Promise<T[]>
  /** Runs statements without parameters, several at once (migrations). */
  exec(text: string): Promise<void>
  /**
   * Runs a SELECT (no parameters: COPY takes none; inline them with sqlLiteral) and returns its rows
   * in COPY's text format (read them with copyLines): a line a row, tab-separated, `\N` for null,
   * backslash escapes. Decoding this is several times cheaper than rows through the query protocol,
   * which is what bulk reads (exports) need.
   */
  copyOut(select: string): Promise<CopyText>
  /**
   * Writes rows (values in `target`'s column order) into a table, the cheapest way the engine has for
   * many rows: COPY on PGlite, where parsing COPY text costs a third less than unpacking the same rows
   * from a JSON parameter in WebAssembly (the products file's batches, docs/scale.md); one INSERT from
   * a JSON parameter on PostgreSQL (below, for why not COPY there).
   */
  copyIn(target: CopyTarget, rows: ReadonlyArray<readonly unknown[]>): Promise<void>
}

/**
 * Waits for statements sent together (Queryable) to settle, every one of them, and throws the first
 * failure in the order they were sent: that one is the cause, the ones after it failed with it. None
 * is left running when the caller's step or transaction ends on the error.
 */
export async function allSent(sent: ReadonlyArray<Promise<unknown>>): Promise<void> {
  for (const result of await Promise.allSettled(sent)) if (result.status === 'rejected') throw result.reason
}

/** A table, the columns rows are given for, and their SQL types (which copyRow encodes by). */
export type CopyTarget = { table: string; columns: readonly string[]; types: readonly string[] }

/** A target's columns with their types, `a int, b text`: a table's definition or a record's shape. */
export const columnDefinitions = (target: CopyTarget): string =>
  target.columns.map((column, i) => `${column} ${target.types[i]}`).join(', ')

/** Every column of `table` with its type, in the table's order: the target for whole rows. */
export async function tableTarget(db: Queryable, table: string): Promise<CopyTarget> {
  const rows = await db.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    [table],
  )
  return { table, columns: rows.map((r) => r.name), types: rows.map((r) => r.type) }
}

/** One short step of a long piece of work (Database.inSteps). */
export type Steps = {
  /** Runs `fn` as one step: its statements commit together (PGlite), or in the work's transaction. */
  step<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
}

/**
 * Steps that all run in one transaction already open (`tx`): a check run, PostgreSQL's inSteps. Still
 * one step at a time, in the order asked, as on PGlite: a caller may queue a step while another runs
 * (the ingest reads a batch while the one before is written), and one connection cannot take a
 * statement while a COPY is streaming on it (postgres.js refuses with COPY_IN_PROGRESS).
 */
export const stepsWithin = (tx: Queryable): Steps => {
  const lock = createLock()
  return { step: (fn) => lock(() => fn(tx)) }
}

/** Every statement a step of its own: for work whose statements need no grouping (a derive's writes). */
export const statementSteps = (steps: Steps): Queryable => ({
  query: (text, params) => steps.step((tx) => tx.query(text, params)),
  sql: (statement) => steps.step((tx) => tx.sql(statement)),
  exec: (text) => steps.step((tx) => tx.exec(text)),
  copyOut: (select) => steps.step((tx) => tx.copyOut(select)),
  copyIn: (target, rows) => steps.step((tx) => tx.copyIn(target, rows)),
})

export type Database = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Everything `fn` runs commits together, or nothing does. On PGlite it holds the one connection from
   * BEGIN to COMMIT: every other statement waits for it, so keep it short (a long job uses inSteps).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * A long piece of work (an ingest file, a derive step) as a series of short steps. PGlite (one
   * connection): each step is its own transaction, committed when it ends, and the statements other
   * callers queued meanwhile (a user's sign-up, a page's read) run between two steps, each committed on
   * its own, never inside the work's transaction: an acknowledged write never depends on the work's
   * outcome, and waits at most for the step in progress (docs/ingest.md). The work as a whole is then
   * not atomic: a failure leaves the steps done so far. PostgreSQL: the whole work is one transaction,
   * as other connections never wait for it (readers see it at once or not at all).
   */
  inSteps<T>(fn: (steps: Steps) => Promise<T>): Promise<T>
  close(): Promise<void>
}

const dialect = new PgDialect()

/** Compiles a drizzle `sql` template into text and parameters. */
export function compile(statement: SQL): { text: string; params: unknown[] } {
  const query = dialect.sqlToQuery(statement)
  return { text: query.sql, params: query.params }
}

/**
 * A value as an SQL literal, for the statements that cannot take parameters (COPY). Strings use the
 * E'' form, whose escapes mean the same whatever standard_conforming_strings says.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
    return value < 0 ? `(${value})` : String(value)
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new RangeError('a NUL character cannot be sent to PostgreSQL')
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
  }
  if (Array.isArray(value)) {
    // Array literals of numbers only (the id lists filters send): '{1,2,3}', cast where used.
    return `'{${value
      .map((item) => {
        if (typeof item !== 'number' || !Number.isFinite(item)) throw new RangeError('arrays of numbers only')
        return String(item)
      })
      .join(',')}}'`
  }
  throw new TypeError(`no SQL literal for a ${typeof value}`)
}

/** Replaces $1, $2 … with literals (for COPY); placeholders are never inside the statement's strings here. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const index = Number(n) - 1
    if (index < 0 || index >= params.length) throw new RangeError(`no value for $${n}`)
    return sqlLiteral(params[index])
  })
}

/** COPY's output: the UTF-8 bytes of its text format and where each of its lines ends (a newline). */
export type CopyText = { bytes: Buffer; ends: number[] }

/** COPY text from its bytes: finds its line ends (a newline byte never occurs inside a character). */
export function copyText(bytes: Uint8Array): CopyText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ends: number[] = []
  for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) ends.push(at)
  if (buffer.length > 0 && buffer[buffer.length - 1] !== 10) ends.push(buffer.length)
  return { bytes: buffer, ends }
}

const COPY_FIELD_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }
/** A text value as a field of a COPY line: backslash, tab and line ends escaped. */
const escapeCopy = (text: string): string =>
  /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_FIELD_ESCAPES[c] ?? c) : text

/**
 * A value as an element of an array literal ('{"a","b"}'): quoted, so commas, braces and spaces stay
 * inside it, and null as NULL.
 */
const arrayElement = (item: unknown): string =>
  item === null || item === undefined ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`

/**
 * One line of COPY text (with its newline) from values and their columns' SQL types: null as `\N`,
 * json and jsonb as JSON, arrays as array literals (a string is taken as a literal already), numbers and
 * text as they are. Text may hold anything but NUL, which PostgreSQL cannot store.
 */
export function copyRow(values: readonly unknown[], types: readonly string[]): string {
  let line = ''
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    const type = types[i] ?? 'text'
    let field: string
    if (value === null || value === undefined) field = '\\N'
    else if (value instanceof Date) field = value.toISOString()
    else if (type === 'json' || type === 'jsonb') field = escapeCopy(JSON.stringify(value))
    else if (type.endsWith('[]') && Array.isArray(value))
      field = escapeCopy(`{${value.map(arrayElement).join(',')}}`)
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
      field = String(value)
    } else field = escapeCopy(String(value))
    line += i === 0 ? field : `\t${field}`
  }
  return `${line}\n`
}

const COPY_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' }

/** A text field of a COPY line with its backslash escapes undone (`\\N`, null, is the caller's to test). */
export const unescapeCopy = (field: string): string =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c) : field

/**
 * Lines [from, to) of COPY text, each decoded from UTF-8 on its own, when they are needed. A batch
 * decoded as one string (a megabyte, two bytes a character as soon as one title is Chinese) was a
 * large allocation costing four times the decoding of its lines one by one; a batch held as decoded
 * lines was promoted to the old generation while its rows were written, and grew the heap by 15-20 MB
 * per 50,000-row export. The bytes are outside the JavaScript heap and half the size.
 */
export function copyLines(text: CopyText, from = 0, to = text.ends.length): string[] {
  const lines: string[] = []
  const end = Math.min(to, text.ends.length)
  for (let i = Math.max(0, from); i < end; i++) {
    const start = i === 0 ? 0 : (text.ends[i - 1] ?? 0) + 1
    lines.push(text.bytes.toString('utf8', start, text.ends[i]))
  }
  return lines
}

/**
 * SLOW_QUERY_MS=n logs to stderr every statement that took n ms or more (0: all of them), with the
 * time spent waiting for PGlite's single connection included: it is what the request waited.
 */
const SLOW_QUERY_MS = process.env.SLOW_QUERY_MS ? Number(process.env.SLOW_QUERY_MS) : Number.NaN

function timed<A extends unknown[], R>(run: (text: string, ...rest: A) => Promise<R>) {
  if (!Number.isFinite(SLOW_QUERY_MS)) return run
  return async (text: string, ...rest: A): Promise<R> => {
    const start = performance.now()
    try {
      return await run(text, ...rest)
    } finally {
      const ms = performance.now() - start
      if (ms >= SLOW_QUERY_MS)
        console.error(`[sql ${ms.toFixed(1)} ms] ${text.replace(/\s+/g, ' ').slice(0, 300)}`)
    }
  }
}

function withSql(base: Omit<Queryable, 'sql'>): Queryable {
  const query = timed(base.query) as Queryable['query']
  return {
    query,
    exec: timed(base.exec),
    copyOut: timed(base.copyOut),
    // Logged by the table and the row count, the rows themselves being the bulk.
    copyIn: (target, rows) =>
      timed((_: string) => base.copyIn(target, rows))(`COPY ${target.table} (${rows.length} rows)`),
    sql: <T extends Row>(statement: SQL) => {
      const { text, params } = compile(statement)
      return query<T>(text, params)
    },
  }
}

/**
 * A FIFO lock: each `fn` starts once the one asked before it has settled. PGlite has one connection, so
 * a transaction must not interleave with other queries; a PostgreSQL transaction and the admin channel's
 * client send a transaction's statements one at a time with it.
 */
export function createLock() {
  let tail: Promise<void> = Promise.resolve()
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    const previous = tail
    let release: () => void = () => {}
    tail = new Promise<void>((r) => {
      release = r
    })
    await previous
    try {
      return await fn()
    } finally {
      release()
    }
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.includes('://')
  // PGlite creates its own folder but not the ones above it (.data on a fresh clone); the lock makes it.
  if (!inMemory) mkdirSync(dirname(dataDir), { recursive: true })
  const release = inMemory ? () => {} : acquireFolderLock(dataDir)
  let host: Awaited<ReturnType<typeof startPgliteHost>>
  try {
    host = await startPgliteHost(dataDir)
  } catch (error) {
    release()
    throw error
  }
  // One connection: a statement, or a transaction from BEGIN to COMMIT, holds it; the others queue in
  // order. No statement from outside ever runs inside a transaction (it would commit or be lost with it).
  const locked = createLock()
  const raw = {
    query: async <T extends Row>(text: string, params: readonly unknown[] = []) =>
      (await host.query(text, params)).rows as T[],
    exec: (text: string) => host.exec(text),
    copyOut: async (select: string) => copyText(await host.copyOut(`COPY (${select}) TO '/dev/blob'`)),
    copyIn: (target: CopyTarget, rows: ReadonlyArray<readonly unknown[]>) => {
      let text = ''
      for (const row of rows) text += copyRow(row, target.types)
      return host.copyIn(`COPY ${target.table} (${target.columns.join(', ')}) FROM '/dev/blob'`, text)
    },
  }
  const outside = withSql({
    query: <T extends Row>(text: string, params?: readonly unknown[]) =>
      locked(() => raw.query<T>(text, params)),
    exec: (text: string) => locked(() => raw.exec(text)),
    copyOut: (select: string) => locked(() => raw.copyOut(select)),
    copyIn: (target: CopyTarget, rows: ReadonlyArray<readonly unknown[]>) =>
      locked(() => raw.copyIn(target, rows)),
  })
  // BEGIN is not awaited before the transaction's first statements are sent: the worker takes them in
  // turn behind it, and the answer to BEGIN would otherwise cost a turn of this thread, which a busy
  // ingest keeps waiting (two steps a batch, a thousand at a million products).
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    locked(async () => {
      const begun = raw.exec('BEGIN')
      try {
        const result = await fn(withSql(raw))
        await begun
        await raw.exec('COMMIT')
        return result
      } catch (error) {
        await begun.catch(() => {})
        await raw.exec('ROLLBACK')
        throw error
      }
    })
  return {
    kind: 'pglite',
    ...outside,
    transaction,
    inSteps: (fn) => fn({ step: transaction }),
    close: async () => {
      try {
        await host.close()
      } finally {
        release()
      }
    },
  }
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, {
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    onnotice: () => {},
    // Generic plans turned a 4 ms filtered list into 220 ms here (DESIGN.md): always plan per query.
    connection: { plan_cache_mode: 'force_custom_plan', application_name: 'shopsight' },
    types: {
      // postgres.js hands each element of an array to its type's parser, NULL elements included as the
      // text 'NULL': an int[] '{5,NULL,5}' came back as [5, NaN, 5] (PGlite: [5, null, 5]), and a day's
      // sales figures summed to NaN. These parsers read 'NULL' as null (a scalar is never that text).
      number: {
        to: 0,
        from: [21, 23, 26, 700, 701],
        serialize: (x: number) => String(x),
        parse: (x: string) => (x === 'NULL' ? null : +x),
      },
      bigint: { ...postgres.BigInt, parse: (x: string) => (x === 'NULL' ? null : BigInt(x)) },
    },
  })
  // int8 comes back as a JS number when it fits, like PGlite does.
  const normalise = (rows: readonly Row[]): Row[] =>
    rows.map((row) => {
      const out: Row = {}
      for (const [key, value] of Object.entries(row)) {
        out[key] =
          typeof value === 'bigint' &&
          value <= BigInt(Number.MAX_SAFE_INTEGER) &&
          value >= BigInt(Number.MIN_SAFE_INTEGER)
            ? Number(value)
            : value
      }
      return out
    })
  // A transaction's statements go one at a time, each sent once the one before has answered, however
  // the caller sends them (Queryable): postgres.js would pipeline statements sent together on the
  // connection, and its pipelining hangs in cases porsager/postgres#970 reports. The pool's statements
  // each take a connection of their own.
  const over = (sql: postgres.Sql | postgres.TransactionSql, transaction: boolean): Queryable => {
    const turn = transaction ? createLock() : <T>(fn: () => Promise<T>) => fn()
    return withSql({
      query: <T extends Row>(text: string, params: readonly unknown[] = []) =>
        turn(
          async () => normalise(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as T[],
        ),
      exec: (text: string) =>
        turn(async () => {
          await sql.unsafe(text)
        }),
      copyOut: (select: string) =>
        turn(async () => {
          const stream = await sql.unsafe(`COPY (${select}) TO STDOUT`).readable()
          const chunks: Buffer[] = []
          for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
          return copyText(Buffer.concat(chunks))
        }),
      // Not COPY … FROM STDIN: when the server refuses a row, postgres.js never settles the stream
      // (porsager/postgres#1173, open), so the caller hangs and a transaction is never rolled back.
      // PostgreSQL unpacks JSON natively, where PGlite's gain from COPY came from its WebAssembly.
      copyIn: (target: CopyTarget, rows: ReadonlyArray<readonly unknown[]>) =>
        turn(async () => {
          const records = rows.map((row) => Object.fromEntries(target.columns.map((c, i) => [c, row[i]])))
          const columns = target.columns.join(', ')
          await sql.unsafe(
            `INSERT INTO ${target.table} (${columns}) SELECT ${columns} FROM json_to_recordset($1::text::json) AS x(${columnDefinitions(target)})`,
            [JSON.stringify(records)],
          )
        }),
    })
  }
  return {
    kind: 'postgres',
    ...over(client, false),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
      // postgres.js types the result of begin() as UnwrapPromiseArray<T>; for a non-array T that is T.
      const result = await client.begin((tx) => fn(over(tx, true)))
      return result as T
    },
    // Other connections never wait for this transaction (a user's write is on another connection).
    inSteps: async <T>(fn: (steps: Steps) => Promise<T>) => {
      const result = await client.begin((tx) => fn(stepsWithin(over(tx, true))))
      return result as T
    },
    close: () => client.end({ timeout: 5 }),
  }
}

export type OpenOptions = { url?: string; dataDir?: string }

/** The PGlite folder the process uses when DATABASE_URL is unset. */
export function pgliteDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PGLITE_DIR || resolve(process.cwd(), '.data/pglite')
}

/** Opens a database: PostgreSQL for a URL, PGlite for a directory (or 'memory://'). */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL
  if (url) return openPostgres(url)
  return openPglite(options.dataDir ?? pgliteDir())
}

// The shared database lives on globalThis: the server process holds two copies of this module (the
// bundled app's and the one scripts/serve.ts loads for the admin channel), which must share one open
// PGlite; a second open of the folder in the same process would be refused by the lock.
declare global {
  var shopsightDatabase: Promise<Database> | undefined
}

/** The process's database, opened once (PGlite's first open takes seconds) and migrated on open. */
export function getDatabase(): Promise<Database> {
  const existing = globalThis.shopsightDatabase
  if (existing) return existing
  const opening = openDatabase().then(async (db) => {
    const { migrate } = await import('./migrate.ts')
    await migrate(db)
    return db
  })
  // A failed open (the folder is locked) is not kept: the next call tries again.
  opening.catch(() => {
    if (globalThis.shopsightDatabase === opening) globalThis.shopsightDatabase = undefined
  })
  globalThis.shopsightDatabase = opening
  return opening
}

export async function closeSharedDatabase(): Promise<void> {
  const shared = globalThis.shopsightDatabase
  if (!shared) return
  globalThis.shopsightDatabase = undefined
  const db = await shared.catch(() => null)
  await db?.close()
}
