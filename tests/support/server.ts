// Starts the production build (dist/) in this process on a free loopback port, as `npm start` serves it.
// `npm test` builds before the integration and browser suites run.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { startServer } from '../../scripts/serve.ts'

export type TestServer = { baseUrl: string; close: () => Promise<void> }

export async function startTestServer(): Promise<TestServer> {
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist/server/server.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it for you).')
  }
  // Its own empty database (migrated on open), as on a fresh clone: browser files run two at a time
  // and PGlite's folder takes one process, and a developer's `npm start` may hold .data/pglite.
  if (!process.env.PGLITE_DIR) {
    const { mkdtempSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    process.env.PGLITE_DIR = join(mkdtempSync(join(tmpdir(), 'shopsight-empty-')), 'pglite')
  }
  // The production build takes payments only from a provider named on purpose (docs/billing.md): the
  // suites that buy plans use the sandbox's checkout, as the demo does. A file may name another first.
  process.env.PAYMENT_PROVIDER ??= 'sandbox'
  const server = await startServer({ port: 0, hostname: '127.0.0.1', root, silent: true })
  const url = server.url
  if (!url) throw new Error('The test server did not report its address')
  return {
    baseUrl: url.replace(/\/+$/, ''),
    close: () => server.close(true),
  }
}

/**
 * Loads the fixture snapshots into a new PGlite folder and starts the production build on it (the
 * server opens its own database from the environment, after this process has closed its own).
 */
export async function startServerWithFixture(): Promise<TestServer> {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const { runIngest } = await import('../../src/pipeline/ingest/ingest')
  const { FIXTURE } = await import('./databases')
  const dataDir = mkdtempSync(join(tmpdir(), 'shopsight-fixture-'))
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await runIngest({ dir: FIXTURE, db })
  await db.close()
  process.env.PGLITE_DIR = dataDir
  delete process.env.DATABASE_URL
  return startTestServer()
}
