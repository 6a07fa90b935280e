// Payments fail closed (issue 32): the production build started without PAYMENT_PROVIDER takes no
// payment. The pay dialog's question answers "not available", make_payment refuses before writing an
// order, and an order left from a sandbox run cannot be approved, not even by a correctly signed sandbox
// notification. On PGlite and (with TEST_DATABASE_URL) PostgreSQL, over HTTP against a child server.
import { randomInt, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../../../scripts/serve.ts'
import { openDatabase } from '../../../src/server/db/client'
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  signSandboxBody,
} from '../../../src/server/payments/providers/sandbox'

const ROOT = resolve(import.meta.dirname, '../../..')
const SECRET = 'payments-off-secret-0123456789'

type Envelope<T = unknown> = { code: number; msg: string; data: T }

const ENGINES = [
  { name: 'pglite', url: '' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
]

describe.each(ENGINES)('a production start without a payment provider on $name', (engine) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shopsight-payments-off-')), 'pglite')
  const open = () => openDatabase({ url: engine.url, dataDir })
  const start = (env: NodeJS.ProcessEnv = {}) =>
    startServerProcess({
      root: ROOT,
      env: {
        NODE_ENV: 'production',
        // Unset, as on a server whose operator configured no provider.
        PAYMENT_PROVIDER: '',
        PAYMENT_SANDBOX_SECRET: SECRET,
        PGLITE_DIR: dataDir,
        DATABASE_URL: engine.url,
        TRUST_PROXY: '1',
        ...env,
      },
    })

  it('says payments are not set up, writes no order and approves none', async () => {
    let server: ServerProcess = await start()
    try {
      // The restarted server listens on another port: always the current one.
      const base = () => server.baseUrl
      const email = `off-${randomUUID()}@example.com`
      const signUp = await fetch(`${base()}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base(),
          'x-forwarded-for': `10.32.${randomInt(1, 255)}.${randomInt(1, 255)}`,
        },
        body: JSON.stringify({ name: 'buyer', email, password: 'correct horse 1' }),
      })
      expect(signUp.status).toBe(200)
      const cookie = (
        signUp.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token=')) ?? ''
      ).split(';')[0]
      expect(cookie).toMatch(/^shopsight\.session_token=/)
      const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${base()}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base(), cookie: cookie ?? '', ...headers },
          body,
        })
        return { status: response.status, body: (await response.json()) as Envelope }
      }
      const plan = async () =>
        (
          (await (
            await fetch(`${base()}/api/pay/get_user_sub`, { headers: { cookie: cookie ?? '' } })
          ).json()) as Envelope<{
            plan_id: number
          }>
        ).data.plan_id

      // The buyer asks for Team Pro × 12, the largest order there is.
      const made = await post(
        '/api/pay/make_payment',
        JSON.stringify({ payment_method: 'alipay', plan_id: 4, once: 1, num: 12 }),
      )
      expect(made.status).toBe(503)
      expect(made.body.msg).toBe('payment: payments are not set up on this server')

      // An order from an earlier sandbox run of this database, still open.
      await server.stop()
      const db = await open()
      const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
      expect(await db.query('SELECT 1 FROM orders WHERE user_id = $1', [user?.id])).toHaveLength(0)
      const orderId = `ord_${randomUUID().replaceAll('-', '')}`
      await db.query(
        `INSERT INTO orders (id, user_id, plan_id, months, method, once, amount_minor, currency, provider, state)
         VALUES ($1, $2, 4, 12, 'alipay', true, 623880, 'CNY', 'sandbox', 'created')`,
        [orderId, user?.id],
      )
      await db.close()
      server = await start()

      // A correctly signed approval, as the sandbox checkout's Approve sends it, is not heard.
      const approval = JSON.stringify(sandboxEvent('payment.succeeded', orderId))
      const sandbox = await post('/api/pay/webhook/sandbox', approval, {
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, approval),
      })
      expect(sandbox.status).toBe(404)
      const off = await post('/api/pay/webhook/off', approval, {
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, approval),
      })
      expect(off.status).toBe(400)
      expect(off.body.msg).toMatch(/not set up/)
      expect(await plan()).toBe(0)
    } finally {
      await server.stop()
    }
    const db = await open()
    try {
      const rows = await db.query<{ state: string }>(
        'SELECT o.state FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE $1',
        ['off-%@example.com'],
      )
      expect(rows.every((r) => r.state === 'created')).toBe(true)
    } finally {
      await db.close()
    }
  }, 180_000) // two server starts on a fresh database, and a PGlite open in between
})
