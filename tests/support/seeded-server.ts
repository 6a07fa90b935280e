// A small generated catalogue (600 products over 10 days, fixed seed and day) in its own PGlite folder
// (copied from one template per version of the generator, see seedSmallCatalogue),
// served by the production build in a child process: the child can be stopped to change the database
// (e.g. grant a plan) and started again, which an in-process server holding PGlite cannot.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startServerProcess } from '../../scripts/serve.ts'

const ROOT = resolve(import.meta.dirname, '../..')

export type SeededData = { dataDir: string }

/**
 * Each call gets its own copy of the catalogue (a test may grant plans or add users), copied from one
 * generated template: generating and ingesting takes about 20 s, copying the folder well under one, and
 * a dozen browser files each used to generate the same catalogue.
 */
export async function seedSmallCatalogue(): Promise<SeededData> {
  const template = await catalogueTemplate()
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shopsight-seeded-')), 'pglite')
  cpSync(template, dataDir, { recursive: true })
  return { dataDir }
}

/** The sources that decide what the catalogue holds: a change to any of them makes a new template. */
// Each domain's derive and tables live in its feature folder (and call its server reads), the derive
// order in the composition file: all of them decide what the catalogue holds.
const CATALOGUE_SOURCES = [
  'src/pipeline',
  'src/server/db',
  'src/server/derive',
  'src/features',
  'src/marketplace.ts',
  'drizzle',
  'tests/support/seeded-server.ts',
]
/** A template being built by another test process for longer than this was left by a crash. */
const STALE_BUILD_MS = 10 * 60_000

function sourcesKey(): string {
  const hash = createHash('sha256')
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name))
    } else {
      hash.update(path.slice(ROOT.length)).update(readFileSync(path))
    }
  }
  for (const source of CATALOGUE_SOURCES) walk(join(ROOT, source))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The generated catalogue's PGlite folder, built once per version of its sources and shared by the
 * browser files that run at the same time: the first takes a lock directory (mkdir is atomic), the others
 * wait for its READY mark.
 */
async function catalogueTemplate(): Promise<string> {
  const base = join(tmpdir(), `shopsight-catalogue-${sourcesKey()}`)
  const dataDir = join(base, 'pglite')
  const ready = join(base, 'READY')
  const lock = `${base}.lock`
  for (;;) {
    if (existsSync(ready)) return dataDir
    try {
      mkdirSync(lock)
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs
      if (since !== undefined && Date.now() > since + STALE_BUILD_MS) {
        rmSync(lock, { recursive: true, force: true })
      }
      await new Promise((done) => setTimeout(done, 500))
      continue
    }
    try {
      rmSync(base, { recursive: true, force: true })
      await generateCatalogue(base, dataDir)
      writeFileSync(ready, new Date().toISOString())
      return dataDir
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
}

/** 600 products over 10 days, fixed seed and day, generated and ingested into dataDir. */
async function generateCatalogue(base: string, dataDir: string): Promise<void> {
  const { generateSnapshots } = await import('../../src/pipeline/seed/generate')
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const { runIngest } = await import('../../src/pipeline/ingest/ingest')
  const outDir = join(base, 'snapshots')
  await generateSnapshots({ outDir, scale: 'demo', days: 10, seed: 7, until: '2026-11-21', products: 600 })
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await runIngest({ dir: outDir, db })
  await db.close()
}

export type ChildServer = { baseUrl: string; stop: () => Promise<void> }

/** Serves dist/ on the data folder from a child Node process; stop() ends it and waits. */
export async function startChildServer(
  data: SeededData,
  port?: number,
  /** More settings, e.g. SMTP_URL of an SMTP stand-in. */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ChildServer> {
  const server = await startServerProcess({
    root: ROOT,
    port,
    // Behind a pretend proxy: tests that act as different visitors send X-Forwarded-For, and each
    // address has its own guest and request limits (docs/quotas.md); without the header, the socket's.
    // The sandbox's checkout named on purpose, as the demo does: a production start takes payments only
    // from a provider named so (docs/billing.md), and the browser files buy plans through it.
    env: {
      PGLITE_DIR: data.dataDir,
      DATABASE_URL: '',
      TRUST_PROXY: '1',
      PAYMENT_PROVIDER: 'sandbox',
      ...extraEnv,
    },
  })
  return { baseUrl: server.baseUrl, stop: server.stop }
}

/** Gives a user a paid plan directly in the database (the server must be stopped: PGlite has one user). */
export async function grantPlanTo(data: SeededData, email: string, planId: 1 | 2 | 3 | 4): Promise<void> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { grantPlan } = await import('../../src/features/billing/subscriptions.server')
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`no user ${email}`)
  await grantPlan(db, user.id, planId, 30)
  await db.close()
}
