// The admin channel: how `npm run ingest` and `npm run admin` work on an embedded database that a
// running server holds (only one process may open a PGlite folder, see folder-lock.ts). The server
// listens on loopback, on a port the kernel picks, and writes the port and a random secret into
// `<data folder>/admin-channel.json`, readable by its own user only; a request without the secret is
// refused. Over it the client runs SQL statements and transactions on the server's one connection, so
// all the work (parsing, validating) stays in the client process and the server only executes statements.
//
// Loaded by scripts/serve.ts through Node's type stripping: relative imports name their .ts files.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { join } from 'node:path'
import * as v from 'valibot'
import { type Database, getDatabase, pgliteDir, type Queryable, type Row } from '../server/db/client.ts'

export const CHANNEL_FILE = 'admin-channel.json'
/**
 * A remote transaction left idle this long between its statements is rolled back (its client died or
 * hung): it holds PGlite's one connection, so every request of the server waits for it meanwhile. An
 * ingest's steps send their next statement within milliseconds on a quiet machine; 30 s leaves room for
 * a starved one. A statement running does not count.
 */
const IDLE_MS = 30_000
/** Request bodies above this are refused (an ingest batch is a few megabytes). */
const MAX_BODY = 256 * 1024 * 1024

const Channel = v.object({
  pid: v.pipe(v.number(), v.integer()),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535)),
  secret: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
export type ChannelInfo = v.InferOutput<typeof Channel>

/** The channel a server announced in `dataDir`, or null. */
export function readChannel(dataDir: string): ChannelInfo | null {
  try {
    const parsed = v.safeParse(Channel, JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8')))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

const Tx = v.optional(v.pipe(v.string(), v.maxLength(64)))
const Params = v.optional(v.array(v.unknown()))
export const ChannelRequest = v.variant('op', [
  v.object({ op: v.literal('ping') }),
  v.object({ op: v.literal('query'), tx: Tx, text: v.string(), params: Params }),
  v.object({ op: v.literal('exec'), tx: Tx, text: v.string() }),
  v.object({ op: v.literal('copy'), tx: Tx, text: v.string() }),
  v.object({
    op: v.literal('copyIn'),
    tx: Tx,
    table: v.string(),
    columns: v.array(v.string()),
    types: v.array(v.string()),
    rows: v.array(v.array(v.unknown())),
  }),
  v.object({ op: v.literal('begin') }),
  v.object({ op: v.picklist(['commit', 'rollback']), tx: v.pipe(v.string(), v.maxLength(64)) }),
])
export type ChannelRequest = v.InferOutput<typeof ChannelRequest>

/**
 * JSON with the two value types SQL rows and parameters carry that JSON lacks: dates and bigints travel
 * as { $date } and { $bigint } and come back as themselves.
 */
export function encode(value: unknown): string {
  return JSON.stringify(value, function (this: unknown, key: string, item: unknown) {
    const original: unknown = this !== null && typeof this === 'object' ? Reflect.get(this, key) : item
    if (original instanceof Date) return { $date: original.toISOString() }
    if (typeof item === 'bigint') return { $bigint: item.toString() }
    return item
  })
}

export function decode(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) => {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const date = Reflect.get(item, '$date')
      if (typeof date === 'string' && Object.keys(item).length === 1) return new Date(date)
      const big = Reflect.get(item, '$bigint')
      if (typeof big === 'string' && Object.keys(item).length === 1) return BigInt(big)
    }
    return item
  })
}

class Rollback extends Error {}

type OpenTx = {
  tx: Queryable
  finish: (commit: boolean) => void
  done: Promise<void>
  timer?: NodeJS.Timeout
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        reject(new Error('request too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export type AdminChannel = { port: number; close(): Promise<void> }

/** Serves `db` to local clients holding the secret, announced in `dataDir`. */
export async function serveAdminChannel(db: Database, dataDir: string): Promise<AdminChannel> {
  const secret = randomBytes(32).toString('hex')
  const transactions = new Map<string, OpenTx>()

  const begin = async (): Promise<string> => {
    const id = randomBytes(8).toString('hex')
    let finish: (commit: boolean) => void = () => {}
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve
    })
    let started: (tx: Queryable) => void = () => {}
    const ready = new Promise<Queryable>((resolve) => {
      started = resolve
    })
    // A transaction holds the server's connection from BEGIN to COMMIT (client.ts): the client sends one
    // short step's statements in it (an ingest batch), and the server's own requests run between steps.
    const done = db
      .transaction(async (tx) => {
        started(tx)
        if (!(await decided)) throw new Rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error
      })
      .finally(() => {
        const open = transactions.get(id)
        if (open) clearTimeout(open.timer)
        transactions.delete(id)
      })
    // BEGIN itself may fail; then `ready` never settles.
    const tx = await Promise.race([
      ready,
      done.then(() => Promise.reject(new Error('the transaction ended'))),
    ])
    const open: OpenTx = { tx, finish, done }
    idle(open)
    transactions.set(id, open)
    return id
  }
  const idle = (open: OpenTx) => {
    clearTimeout(open.timer)
    open.timer = setTimeout(() => open.finish(false), IDLE_MS)
  }

  /** Runs `work` on the database or on an open transaction, whose idle clock stops while it runs. */
  const within = async <R>(tx: string | undefined, work: (target: Queryable) => Promise<R>): Promise<R> => {
    if (tx === undefined) return work(db)
    const open = transactions.get(tx)
    if (!open) throw new Error(`no open transaction ${tx} (rolled back after ${IDLE_MS / 1000} s idle?)`)
    clearTimeout(open.timer)
    try {
      return await work(open.tx)
    } finally {
      if (transactions.get(tx) === open) idle(open)
    }
  }

  const run = async (request: ChannelRequest): Promise<unknown> => {
    switch (request.op) {
      case 'ping':
        return { pid: process.pid, kind: db.kind }
      case 'query':
        return { rows: await within(request.tx, (t) => t.query<Row>(request.text, request.params ?? [])) }
      case 'exec':
        await within(request.tx, (t) => t.exec(request.text))
        return {}
      case 'copy':
        return { text: (await within(request.tx, (t) => t.copyOut(request.text))).bytes.toString('utf8') }
      case 'copyIn':
        await within(request.tx, (t) => t.copyIn(request, request.rows))
        return {}
      case 'begin':
        return { tx: await begin() }
      case 'commit':
      case 'rollback': {
        const open = transactions.get(request.tx)
        if (!open) throw new Error(`no open transaction ${request.tx}`)
        open.finish(request.op === 'commit')
        await open.done
        return {}
      }
    }
  }

  const expected = Buffer.from(secret)
  const server: Server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(encode(body))
    }
    const given = Buffer.from(String(request.headers['x-admin-secret'] ?? ''))
    if (request.method !== 'POST' || given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply(403, { error: { message: 'admin channel: wrong or missing secret' } })
    try {
      const parsed = v.safeParse(ChannelRequest, decode(await readBody(request)))
      if (!parsed.success) return reply(400, { error: { message: 'admin channel: malformed request' } })
      reply(200, await run(parsed.output))
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : undefined
      reply(200, { error: { message: error instanceof Error ? error.message : String(error), code } })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('the admin channel has no address')
  const path = join(dataDir, CHANNEL_FILE)
  const info: ChannelInfo = { pid: process.pid, port: address.port, secret }
  writeFileSync(path, JSON.stringify(info), { mode: 0o600 })
  // An older file with wider permissions keeps them through writeFileSync.
  chmodSync(path, 0o600)
  const removeFile = () => {
    try {
      if (readChannel(dataDir)?.secret === secret) unlinkSync(path)
    } catch {}
  }
  process.on('exit', removeFile)
  // The server must still exit on Ctrl-C or a SIGTERM: the channel's socket keeps no process alive.
  server.unref()
  return {
    port: address.port,
    close: async () => {
      process.off('exit', removeFile)
      removeFile()
      for (const open of transactions.values()) open.finish(false)
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * For the server process: opens (and so locks) the embedded database at start-up, so a second server
 * on the same folder stops at once with the lock's message, and serves the admin channel on it.
 * Does nothing on PostgreSQL, where any number of processes may connect.
 */
export async function holdDatabase(): Promise<AdminChannel | null> {
  if (process.env.DATABASE_URL) return null
  const dataDir = pgliteDir()
  if (dataDir.includes('://')) return null
  return serveAdminChannel(await getDatabase(), dataDir)
}
