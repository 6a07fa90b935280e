// Shared pieces of the hardening tests (issue 11): a production server process on a database of its
// own with the fixture catalogue, behind a pretend reverse proxy (TRUST_PROXY=1), so each test picks
// its client address with X-Forwarded-For.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type ServerProcess, startServerProcess } from '../../scripts/serve.ts'
import { type ApiEnvelope, isEnvelope } from '../../src/lib/api-codes'

export const ROOT = resolve(import.meta.dirname, '../..')

/** A new PGlite folder with the migrations and the fixture snapshots loaded. */
export async function fixtureFolder(): Promise<string> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const { runIngest } = await import('../../src/pipeline/ingest/ingest')
  const { FIXTURE } = await import('./databases')
  const dataDir = mkdtempSync(join(tmpdir(), 'shopsight-hardening-'))
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await runIngest({ dir: FIXTURE, db })
  await db.close()
  return dataDir
}

/** The production build in a child process behind a pretend proxy (X-Forwarded-For is believed). */
export function startProxiedServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return startServerProcess({ root: ROOT, env: { TRUST_PROXY: '1', ...env } })
}

/** The one envelope guard of the app, under the name the hardening tests use. */
export const isEnvelopeBody = isEnvelope
type Envelope = ApiEnvelope<unknown>

/** A guest token for a fingerprint, asked from one client address; the user id it belongs to. */
export async function mintGuest(
  baseUrl: string,
  fingerprint: string,
  address: string,
): Promise<{ status: number; body: Envelope; userId: string | null; token: string | null }> {
  const response = await fetch(`${baseUrl}/ecommerce/common/get-token?fingerprint=${fingerprint}`, {
    headers: { 'x-forwarded-for': address },
  })
  const body: unknown = await response.json()
  if (!isEnvelopeBody(body)) throw new Error(`not an envelope: ${JSON.stringify(body)}`)
  const data = body.data
  const read = (key: string): string | null =>
    typeof data === 'object' && data !== null && key in data
      ? String(Reflect.get(data, key) ?? '') || null
      : null
  return { status: response.status, body, userId: read('user_id'), token: read('token') }
}
