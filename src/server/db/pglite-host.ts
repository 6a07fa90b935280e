// PGlite runs one query at a time and blocks the thread it runs on for the query's duration. Here it runs
// in a worker thread, so a slow query (an export, an ingest batch) never stalls the server's event loop.
// The worker's code is a string evaluated as its own script: it must not be bundled with the server.
import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.pglite);
  const { pg_trgm } = await import(workerData.trgm);
  const { btree_gin } = await import(workerData.btreeGin);
  let db;
  try {
    const startParams = [...PGlite.defaultStartParams, ...workerData.settings.flatMap((s) => ['-c', s])];
    db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm, btree_gin }, startParams });
    parentPort.postMessage({ ready: true });
  } catch (error) {
    parentPort.postMessage({ ready: false, error: { message: String(error && error.message || error) } });
    return;
  }
  parentPort.on('message', async (msg) => {
    try {
      if (msg.op === 'query') {
        const result = await db.query(msg.text, msg.params);
        parentPort.postMessage({ id: msg.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
      } else if (msg.op === 'copy') {
        // The bytes, moved to the caller without a copy; it cuts them into lines.
        const result = await db.query(msg.text);
        const bytes = new Uint8Array(result.blob ? await result.blob.arrayBuffer() : 0);
        parentPort.postMessage({ id: msg.id, rows: [], affectedRows: 0, bytes }, [bytes.buffer]);
      } else if (msg.op === 'copyIn') {
        // COPY … FROM '/dev/blob' reads the rows from the blob given with the statement.
        await db.query(msg.text, [], { blob: new Blob([msg.rows]) });
        parentPort.postMessage({ id: msg.id, rows: [], affectedRows: 0 });
      } else if (msg.op === 'exec') {
        await db.exec(msg.text);
        parentPort.postMessage({ id: msg.id, rows: [], affectedRows: 0 });
      } else if (msg.op === 'close') {
        await db.close();
        parentPort.postMessage({ id: msg.id, rows: [], affectedRows: 0 });
      }
    } catch (error) {
      parentPort.postMessage({ id: msg.id, error: { message: String(error && error.message || error), code: error && error.code } });
    }
  });
})();
`

type Reply = {
  id?: number
  ready?: boolean
  rows?: Record<string, unknown>[]
  affectedRows?: number
  /** The output of a COPY … TO '/dev/blob'. */
  bytes?: Uint8Array
  error?: { message: string; code?: string }
}

export class DatabaseError extends Error {
  override name = 'DatabaseError'
  // Assigned in the body, not as a parameter property: scripts/serve.ts loads this file through
  // Node's type stripping, which cannot rewrite parameter properties.
  readonly code?: string
  constructor(message: string, code?: string) {
    super(message)
    this.code = code
  }
}

export type PgliteHost = {
  query(
    text: string,
    params: readonly unknown[],
  ): Promise<{ rows: Record<string, unknown>[]; affectedRows: number }>
  exec(text: string): Promise<void>
  /** Runs `COPY (…) TO '/dev/blob'` and returns what it wrote (UTF-8). */
  copyOut(text: string): Promise<Uint8Array>
  /** Runs `COPY … FROM '/dev/blob'` with `rows` (COPY text) as the blob. */
  copyIn(text: string, rows: string): Promise<void>
  close(): Promise<void>
}

const MB = 1024 * 1024

/** Bytes of the files under `dir` (0 when it does not exist yet). */
function folderBytes(dir: string): number {
  let total = 0
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
      if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size
  } catch {}
  return total
}

/**
 * PGlite's buffers, sized by the database held. PGlite's defaults (128 MB of shared buffers, 8 MB for
 * temporary tables) make a day's ingest at a million products write and read its pages back to the
 * folder over and over (the day's products file stages a million rows in a temporary table and
 * rewrites a million series): an eighth of the folder, up to 512 MB, and half that for temporary
 * tables, saved about 2 s of that day's 153 s and a tenth of its system time (docs/scale.md). Shared
 * buffers are claimed when PGlite starts (its resident memory grows by about as much), so a small
 * database keeps the defaults: the demo's server stays at its size. PGLITE_SHARED_BUFFERS (in MB)
 * overrides the choice; PGlite's memory is at most 2 GB in all, so it is capped at 1,024.
 */
export function pgliteBufferSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const given = Math.floor(Number(env.PGLITE_SHARED_BUFFERS))
  let shared: number
  if (Number.isFinite(given) && given > 0) shared = Math.min(given, 1024)
  else {
    const held = dataDir.includes('://') ? 0 : folderBytes(join(dataDir, 'base'))
    shared = Math.floor(Math.min(held / 8 / MB, 512) / 16) * 16
    if (shared <= 128) return []
  }
  return [`shared_buffers=${shared}MB`, `temp_buffers=${Math.max(8, Math.floor(shared / 2))}MB`]
}

/** Opens PGlite on `dataDir` ('memory://' for an in-memory database) in a worker thread. */
export async function startPgliteHost(dataDir: string): Promise<PgliteHost> {
  const require = createRequire(import.meta.url)
  const moduleUrl = (name: string) => pathToFileURL(require.resolve(name)).href
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir,
      settings: pgliteBufferSettings(dataDir),
      pglite: moduleUrl('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js'),
      trgm: moduleUrl('@electric-sql/pglite/contrib/pg_trgm').replace(/\.cjs$/, '.js'),
      btreeGin: moduleUrl('@electric-sql/pglite/contrib/btree_gin').replace(/\.cjs$/, '.js'),
    },
  })
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let failure: Error | undefined

  await new Promise<void>((resolve, reject) => {
    const onFirst = (reply: Reply) => {
      if (reply.ready) resolve()
      else
        reject(
          new DatabaseError(`PGlite could not open ${dataDir}: ${reply.error?.message ?? 'unknown error'}`),
        )
    }
    worker.once('message', onFirst)
    worker.once('error', reject)
  })
  worker.on('message', (reply: Reply) => {
    if (reply.id === undefined) return
    const waiter = pending.get(reply.id)
    pending.delete(reply.id)
    waiter?.resolve(reply)
  })
  worker.on('error', (error) => {
    failure = error
    for (const waiter of pending.values()) waiter.reject(error)
    pending.clear()
  })
  // A database worker must not keep a finished script alive.
  worker.unref()

  const send = (message: {
    op: 'query' | 'exec' | 'copy' | 'copyIn' | 'close'
    text?: string
    rows?: string
    params?: readonly unknown[]
  }) => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.ref()
      worker.postMessage({ id, ...message })
    }).then((reply) => {
      if (pending.size === 0) worker.unref()
      if (reply.error) throw new DatabaseError(reply.error.message, reply.error.code)
      return reply
    })
  }

  return {
    async query(text, params) {
      const reply = await send({ op: 'query', text, params: [...params] })
      return { rows: reply.rows ?? [], affectedRows: reply.affectedRows ?? 0 }
    },
    async exec(text) {
      await send({ op: 'exec', text })
    },
    async copyOut(text) {
      return (await send({ op: 'copy', text })).bytes ?? new Uint8Array(0)
    },
    async copyIn(text, rows) {
      await send({ op: 'copyIn', text, rows })
    },
    async close() {
      await send({ op: 'close' })
      await worker.terminate()
    },
  }
}
