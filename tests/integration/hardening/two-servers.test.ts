// Several app servers on one PostgreSQL (issue 11): two server processes share the database and nothing
// correctness needs lives in one process's memory. A guest's daily quota, the guests-per-address limit
// and the sign-in limit hold whichever server each request reaches. Needs TEST_DATABASE_URL (.ci/postgres.sh);
// it works in a database of its own beside that one, so other suites' truncations do not race it.
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerProcess } from '../../../scripts/serve.ts'
import { FIXTURE, POSTGRES_SKIPPED } from '../../support/databases'
import { isEnvelopeBody, mintGuest, startProxiedServer } from '../../support/hardening'

const ADMIN_URL = process.env.TEST_DATABASE_URL
const DB_NAME = 'shopsight_two_servers'
/** Without PostgreSQL the suite is skipped under a title that says why (scripts/test.ts names it too). */
const SUITE = ADMIN_URL ? 'two app servers on one PostgreSQL' : `two app servers (${POSTGRES_SKIPPED})`

async function freshDatabase(adminUrl: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
    await admin.unsafe(`CREATE DATABASE ${DB_NAME}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${DB_NAME}`
  const { openDatabase } = await import('../../../src/server/db/client')
  const { migrate } = await import('../../../src/server/db/migrate')
  const { runIngest } = await import('../../../src/pipeline/ingest/ingest')
  const db = await openDatabase({ url: url.toString() })
  await migrate(db)
  await runIngest({ dir: FIXTURE, db })
  await db.close()
  return url.toString()
}

describe.skipIf(!ADMIN_URL)(SUITE, () => {
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    const url = await freshDatabase(ADMIN_URL ?? '')
    // Both started on the migrated database; PAGE_CACHE stays on as in production.
    ;[a, b] = await Promise.all([
      startProxiedServer({ DATABASE_URL: url }),
      startProxiedServer({ DATABASE_URL: url }),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('keeps a guest to 3 product details a day across both servers', async () => {
    const guest = await mintGuest(a.baseUrl, 'two-servers-quota-visitor', '203.0.113.50')
    expect(guest.token).toBeTruthy()
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? b : a
      const response = await fetch(`${server.baseUrl}/api/v2/products/detail?id=1`, {
        headers: {
          authorization: `${guest.token}##two-servers-quota-visitor`,
          'x-forwarded-for': '203.0.113.50',
        },
      })
      const body: unknown = await response.json()
      codes.push(isEnvelopeBody(body) ? body.code : -1)
    }
    expect(codes).toEqual([10000, 10000, 10000, 10020, 10020])
  })

  it('holds the guests-per-address limit across both servers (5 guests for 20 fingerprints)', async () => {
    const users = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const server = i % 2 === 0 ? a : b
      const { userId } = await mintGuest(server.baseUrl, `two-servers-mint-${i}-abc`, '203.0.113.60')
      if (userId) users.add(userId)
    }
    expect(users.size).toBe(5)
  })

  it('holds the sign-in limit (5 a minute per account) across both servers', async () => {
    const email = `two-servers-${Date.now()}@example.com`
    const signUp = await fetch(`${a.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.baseUrl, 'x-forwarded-for': '203.0.113.70' },
      body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Two Servers' }),
    })
    expect(signUp.status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b
      const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseUrl,
          // A different address each time: only the per-account limit can stop the sixth.
          'x-forwarded-for': `203.0.113.${80 + i}`,
        },
        body: JSON.stringify({ email, password: 'wrong-password-guess' }),
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})
