// Issue 32, finding 7: a user's write acknowledged while an ingest runs survives a kill -9 of the
// server. The day's products file is a named pipe the test writes into, so the ingest is held mid-file
// for as long as the test wants, whatever the machine's speed: it has started (it read the lines written
// so far) and cannot finish (the pipe is still open) when the sign-ups are acknowledged, and when the
// server is killed. On PGlite the ingest runs in the server through its admin channel, as
// `npm run ingest` does (src/pipeline/cli/admin-client.ts); on PostgreSQL it connects on its own.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../../../scripts/serve.ts'
import { readChannel } from '../../../src/pipeline/admin-channel'
import { remoteDatabase } from '../../../src/pipeline/cli/admin-client'
import { type FileReport, runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { type Database, openDatabase } from '../../../src/server/db/client'
import { migrate } from '../../../src/server/db/migrate'
import { ENGINES } from '../../support/databases'

const ROOT = resolve(import.meta.dirname, '../../..')
const PASSWORD = 'correct-horse-battery-9'
const LAST_DAY = '2026-11-21'
const NEXT_DAY = '2026-11-22'

/** Waits until `ready` holds, checking at each turn of the event loop's timers. */
async function until(ready: () => boolean, what: string): Promise<void> {
  for (let turn = 0; !ready(); turn++) {
    if (turn > 6000) throw new Error(`never happened: ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  })

describe.each(ENGINES)('a sign-up acknowledged during an ingest, then kill -9, on $name', (engine) => {
  let base: string
  let dataDir: string
  let server: ServerProcess | undefined
  const url = engine.name === 'postgres' ? (process.env.TEST_DATABASE_URL ?? '') : ''
  const serverEnv = () =>
    engine.name === 'postgres' ? { DATABASE_URL: url } : { PGLITE_DIR: dataDir, DATABASE_URL: '' }
  // The ingest's client: the server's admin channel on PGlite (the server holds the folder).
  const ingestDatabase = async (): Promise<Database> => {
    if (engine.name === 'postgres') return openDatabase({ url })
    const channel = readChannel(dataDir)
    if (!channel) throw new Error('the server announced no admin channel')
    return remoteDatabase(channel)
  }

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'shopsight-kill-'))
    dataDir = join(base, 'pglite')
    await generateSnapshots({
      outDir: join(base, 'snapshots'),
      scale: 'demo',
      days: 3,
      seed: 5,
      until: LAST_DAY,
      products: 600,
    })
    // The catalogue loaded before the server starts (empty catalogue tables on PostgreSQL).
    const db = engine.name === 'postgres' ? await engine.open() : await openDatabase({ url: '', dataDir })
    await migrate(db)
    await runIngest({ dir: join(base, 'snapshots'), db })
    await db.close()
    server = await startServerProcess({ root: ROOT, env: serverEnv() })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(base, { recursive: true, force: true, maxRetries: 3 })
  })

  it('keeps every sign-up acknowledged while the day ingested, and the day loads after the restart', async () => {
    const baseUrl = server?.baseUrl ?? ''
    const lines = readFileSync(join(base, 'snapshots', LAST_DAY, 'products.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
    // The next day's products file, a named pipe: the ingest reads what is written and waits for more.
    const nextDir = join(base, 'next')
    mkdirSync(join(nextDir, NEXT_DAY), { recursive: true })
    const pipe = join(nextDir, NEXT_DAY, 'products.jsonl')
    execFileSync('mkfifo', [pipe])

    const progress = { bytes: 0, files: [] as FileReport[] }
    const ingestDb = await ingestDatabase()
    // Batches of 100 lines (the server's ingest sends 500): the first part below is several batches.
    const ingest = runIngest({
      dir: nextDir,
      db: ingestDb,
      batchSize: 100,
      onProgress: (p) => {
        progress.bytes = p.bytes
      },
      onFile: (report) => progress.files.push(report),
    }).then(
      (report) => ({ report, error: null }),
      (error: unknown) => ({ report: null, error }),
    )
    const writer = createWriteStream(pipe)
    const firstPart = `${lines.slice(0, 350).join('\n')}\n`
    writer.write(firstPart)
    await until(() => progress.bytes >= Buffer.byteLength(firstPart), 'the ingest read the first part')

    const emails = [1, 2].map((n) => `kill-${engine.name}-${n}-${randomUUID()}@example.com`)
    const during: Array<{ status: number; started: boolean; finished: boolean }> = []
    for (const email of emails) {
      const response = await post(baseUrl, '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: 'Kill',
      })
      await response.arrayBuffer()
      // The ingest's own progress at the acknowledgement: it had read the day's lines and not finished.
      during.push({
        status: response.status,
        started: progress.bytes > 0,
        finished: progress.files.length > 0,
      })
    }
    expect(during).toEqual(emails.map(() => ({ status: 200, started: true, finished: false })))

    await server?.stop('SIGKILL')
    // The rest of the day: on PGlite the ingest's next step finds the server gone; on PostgreSQL it
    // completes (it never depended on the server).
    writer.end(`${lines.slice(350).join('\n')}\n`)
    const ended = await ingest
    if (engine.name === 'postgres') expect(ended.error).toBeNull()
    else expect(ended.error).not.toBeNull()
    await ingestDb.close()

    server = await startServerProcess({ root: ROOT, env: serverEnv() })
    for (const email of emails) {
      const signIn = await post(server.baseUrl, '/api/auth/sign-in/email', { email, password: PASSWORD })
      expect({ email, status: signIn.status }).toEqual({ email, status: 200 })
    }

    // What the kill interrupted is loaded by running the ingest again (its steps are idempotent).
    rmSync(pipe)
    execFileSync('cp', [join(base, 'snapshots', LAST_DAY, 'products.jsonl'), pipe])
    const again = await ingestDatabase()
    const report = await runIngest({ dir: nextDir, db: again })
    const [latest] = await again.query<{ day: string; n: number }>(
      `SELECT to_char(snapshot_date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM products
       GROUP BY snapshot_date ORDER BY snapshot_date DESC LIMIT 1`,
    )
    await again.close()
    expect(report.files.map((f) => [f.entity, f.read, f.rejected])).toEqual([['products', lines.length, 0]])
    expect(latest).toEqual({ day: NEXT_DAY, n: lines.length })
  })
})
