// How the command-line tools (`npm run ingest`, `npm run admin`) reach the database: PostgreSQL
// directly; an embedded PGlite folder directly when nobody holds it, or through the admin channel of the
// server that holds it (src/pipeline/admin-channel.ts), so the nightly ingest needs no downtime.
import * as v from 'valibot'
import {
  closeSharedDatabase,
  compile,
  copyText,
  createLock,
  type Database,
  DatabaseError,
  getDatabase,
  pgliteDir,
  type Queryable,
  type Row,
} from '../../server/db/client'
import { FolderLockedError, lockHolder } from '../../server/db/folder-lock'
import { type ChannelInfo, type ChannelRequest, decode, encode, readChannel } from '../admin-channel'

export type Connection = {
  db: Database
  /** 'server': statements run in the server process that holds the folder. */
  via: 'direct' | 'server'
  holderPid?: number
  close(): Promise<void>
}

const Reply = v.object({
  error: v.optional(v.object({ message: v.string(), code: v.optional(v.string()) })),
  rows: v.optional(v.array(v.record(v.string(), v.unknown()))),
  text: v.optional(v.string()),
  tx: v.optional(v.string()),
})
type Reply = v.InferOutput<typeof Reply>

/** A Database whose statements run in the server that announced `channel`. */
export function remoteDatabase(channel: ChannelInfo): Database {
  const call = async (request: ChannelRequest): Promise<Reply> => {
    const response = await fetch(`http://127.0.0.1:${channel.port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': channel.secret },
      body: encode(request),
    })
    const parsed = v.safeParse(Reply, decode(await response.text()))
    if (!parsed.success) throw new Error(`the server's admin channel answered HTTP ${response.status}`)
    if (parsed.output.error) throw new DatabaseError(parsed.output.error.message, parsed.output.error.code)
    return parsed.output
  }
  const over = (tx?: string): Queryable => {
    // A transaction's statements are sent one at a time, each once the one before has answered: sent
    // together (client.ts, Queryable) they would be separate HTTP requests, which the server may take in
    // any order. Outside a transaction each statement stands alone.
    const lock = tx === undefined ? null : createLock()
    const inTurn = (request: ChannelRequest): Promise<Reply> =>
      lock ? lock(() => call(request)) : call(request)
    const query = async <T extends Row>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
      const reply = await inTurn({ op: 'query', tx, text, params: [...params] })
      // Rows are whatever the statement selects; the caller names their type, as with a local database.
      const rows: Row[] = reply.rows ?? []
      return rows as T[]
    }
    return {
      query,
      sql: <T extends Row>(statement: Parameters<Queryable['sql']>[0]) => {
        const { text, params } = compile(statement)
        return query<T>(text, params)
      },
      exec: async (text) => {
        await inTurn({ op: 'exec', tx, text })
      },
      copyOut: async (text) => copyText(Buffer.from((await inTurn({ op: 'copy', tx, text })).text ?? '')),
      copyIn: async ({ table, columns, types }, rows) => {
        await inTurn({
          op: 'copyIn',
          tx,
          table,
          columns: [...columns],
          types: [...types],
          rows: rows.map((r) => [...r]),
        })
      },
    }
  }
  // A remote transaction holds the server's one connection from begin to commit, as a local one does:
  // long work goes through inSteps, one short transaction a step, so the server's requests run between.
  const transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    const { tx } = await call({ op: 'begin' })
    if (!tx) throw new Error('the server opened no transaction')
    let result: T
    try {
      result = await fn(over(tx))
    } catch (error) {
      await call({ op: 'rollback', tx }).catch(() => {})
      throw error
    }
    await call({ op: 'commit', tx })
    return result
  }
  return {
    kind: 'pglite',
    ...over(),
    transaction,
    inSteps: (fn) => fn({ step: transaction }),
    close: async () => {},
  }
}

/** The database for a command-line tool; see the top of this file. */
export async function connectDatabase(): Promise<Connection> {
  if (!process.env.DATABASE_URL) {
    const dataDir = pgliteDir()
    const holder = dataDir.includes('://') ? null : lockHolder(dataDir)
    if (holder) {
      const channel = readChannel(dataDir)
      // The holder may be another command-line tool (no channel): then wait for it to finish.
      if (!channel || channel.pid !== holder.pid) throw new FolderLockedError(dataDir, holder.pid)
      const db = remoteDatabase(channel)
      await db.query('SELECT 1')
      return { db, via: 'server', holderPid: holder.pid, close: async () => {} }
    }
  }
  const db = await getDatabase()
  return { db, via: 'direct', close: closeSharedDatabase }
}
