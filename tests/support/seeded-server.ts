// A small generated catalogue (600 products over 10 days, fixed seed and day) in its own PGlite folder,
// served by the production build in a child process: the child can be stopped to change the database
// (e.g. grant a plan) and started again, which an in-process server holding PGlite cannot.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startServerProcess } from '../../scripts/serve.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export type SeededData = { dataDir: string }

/** Generates and ingests the catalogue; each call makes a new folder. */
export async function seedSmallCatalogue(): Promise<SeededData> {
  const { generateSnapshots } = await import('../../src/pipeline/seed/generate')
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const { runIngest } = await import('../../src/pipeline/ingest/ingest')
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

export type ChildServer = { baseUrl: string; stop: () => Promise<void> }

/** Serves dist/ on the data folder from a child Node process; stop() ends it and waits. */
export async function startChildServer(data: SeededData, port?: number): Promise<ChildServer> {
  const server = await startServerProcess({
    root: ROOT,
    port,
    // Behind a pretend proxy: tests that act as different visitors send X-Forwarded-For, and each
    // address has its own guest and request limits (docs/quotas.md); without the header, the socket's.
    env: { PGLITE_DIR: data.dataDir, DATABASE_URL: '', TRUST_PROXY: '1' },
  })
  return { baseUrl: server.baseUrl, stop: server.stop }
}

/** Gives a user a paid plan directly in the database (the server must be stopped: PGlite has one user). */
export async function grantPlanTo(data: SeededData, email: string, planId: 1 | 2 | 3 | 4): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { grantPlan } = await import('../../src/server/billing/subscriptions')
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`no user ${email}`)
  await grantPlan(db, user.id, planId, 30)
  await db.close()
}
