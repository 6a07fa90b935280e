// A local stand-in of the few Stripe API calls the app makes (there is no internet here and no usable
// Stripe mock on npm): create and retrieve Checkout Sessions, retrieve and update Subscriptions. The
// SDK is pointed at it with host/port/protocol; tests move a session to paid or expired themselves.
// Bodies arrive form-encoded (Stripe's wire format), answers are JSON objects shaped like Stripe's.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'

type Json = Record<string, unknown>

export type StandIn = {
  port: number
  sessions: Map<string, Json>
  subscriptions: Map<string, Json>
  /** Every request, as "METHOD /path". */
  calls: string[]
  /** The session a payer paid: complete and paid, with a subscription for subscription mode. */
  pay(sessionId: string): Json
  expire(sessionId: string): Json
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects; arrays become index-keyed objects. */
function decodeForm(body: string): Json {
  const out: Json = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Json = out
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value
      else {
        const existing = node[segment]
        const next: Json = typeof existing === 'object' && existing !== null ? (existing as Json) : {}
        node[segment] = next
        node = next
      }
    })
  }
  return out
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStripeStandIn(): Promise<StandIn> {
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const calls: string[] = []
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    calls.push(`${request.method} ${url.pathname}`)
    const send = (status: number, body: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      response.end(JSON.stringify(body))
    }
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    const form = decodeForm(await readBody(request))
    const path = url.pathname
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Json = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        subscription: null,
        payment_intent: null,
        url: '',
        line_items_sent: form.line_items,
        allowed_payment_method_types: form.allowed_payment_method_types,
        subscription_data: form.subscription_data ?? null,
      }
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`
      sessions.set(String(session.id), session)
      return send(200, session)
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '')
      return session
        ? send(200, session)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1] ?? '')
      if (!sub)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } })
      if (request.method === 'POST' && form.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = form.cancel_at_period_end === 'true'
      return send(200, sub)
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the stand-in did not listen')
  return {
    port: address.port,
    sessions,
    subscriptions,
    calls,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      session.status = 'complete'
      session.payment_status = 'paid'
      if (session.mode === 'subscription') {
        const subscriptionData = session.subscription_data as Json | null
        const sub: Json = {
          id: id('sub'),
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: subscriptionData?.metadata ?? {},
        }
        subscriptions.set(String(sub.id), sub)
        session.subscription = sub.id
      } else session.payment_intent = id('pi')
      return session
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      session.status = 'expired'
      return session
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
