// A small generated catalogue (600 products over 10 days, fixed seed and day) in its own PGlite folder,
// served by the production build in a child process: the child can be stopped to change the database
// (e.g. grant a plan) and started again, which an in-process server holding PGlite cannot.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export type SeededData = { dataDir: string }

/** Generates and ingests the catalogue; each call makes a new folder. */
export async function seedSmallCatalogue(): Promise<SeededData> {
  const { generateSnapshots } = await import('../../src/server/seed/generate')
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const { runIngest } = await import('../../src/server/ingest/ingest')
  const base = mkdtempSync(join(tmpdir(), 'shopsight-seeded-'))
  const outDir = join(base, 'snapshots')
  await generateSnapshots({ outDir, scale: 'demo', days: 10, seed: 7, until: '2026-11-21', products: 600 })
  const dataDir = join(base, 'pglite')
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await runIngest({ dir: outDir, db })
  await db.close()
  return { dataDir }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export type ChildServer = { baseUrl: string; stop: () => Promise<void> }

/** Serves dist/ on the data folder from a child Node process; stop() ends it and waits. */
export async function startChildServer(data: SeededData, port?: number): Promise<ChildServer> {
  const listen = port ?? (await freePort())
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      `import(${JSON.stringify(join(ROOT, 'scripts/serve.ts'))}).then((m) => m.startServer({ port: ${listen}, hostname: '127.0.0.1', root: ${JSON.stringify(ROOT)}, silent: true }))`,
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PGLITE_DIR: data.dataDir,
        DATABASE_URL: '',
        BETTER_AUTH_URL: `http://127.0.0.1:${listen}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const baseUrl = `http://127.0.0.1:${listen}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test server exited with ${child.exitCode}`)
    const ok = await fetch(`${baseUrl}/build.json`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() - started > 60_000) throw new Error('the test server did not start in 60 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/** Gives a user a paid plan directly in the database (the server must be stopped: PGlite has one user). */
export async function grantPlanTo(data: SeededData, email: string, planId: 1 | 2 | 3 | 4): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { grantPlan } = await import('../../src/features/billing/subscription.server')
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`no user ${email}`)
  await grantPlan(db, user.id, planId, 30)
  await db.close()
}
