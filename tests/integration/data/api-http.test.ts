// The /api contract over HTTP, from the production build, and the remote MarketplaceApi against it:
// this app's own server is the stand-in for an upstream that speaks the same contract.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductListQuerySchema } from '../../../src/features/catalog/products.shared'
import { createRemoteMarketplaceApi } from '../../../src/marketplace'
import { ANONYMOUS } from '../../../src/server/api/call'
import { startServerWithFixture, type TestServer } from '../../support/server'

let server: TestServer
// A guest's session token, as the browser plug-in holds one: quota-tracked calls need a session.
let guest: { token: string; fingerprint: string }

beforeAll(async () => {
  server = await startServerWithFixture()
  const fingerprint = 'api-http-test-visitor'
  const reply = await fetch(`${server.baseUrl}/ecommerce/common/get-token?fingerprint=${fingerprint}`)
  const body = (await reply.json()) as { data: { token: string } }
  guest = { token: body.data.token, fingerprint }
})
afterAll(async () => {
  await server?.close()
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, { headers })
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: unknown },
  }
}

describe('GET /api/v2/products/list', () => {
  it('answers code 10000 with rows and a total', async () => {
    const { status, body } = await get('/api/v2/products/list?site=us')
    expect(status).toBe(200)
    expect(body.code).toBe(10000)
    expect(body.data).toMatchObject({ total: 3, total_capped: false, remaining: -1 })
  })

  it('answers nonsense parameters with HTTP 400, code 10400 and the field in the message', async () => {
    for (const [query, field] of [
      ['site=mars', 'site'],
      ['price=cheap', 'price'],
      ['page=-3', 'page'],
      ['page_size=1000', 'page_size'],
      ['sort=vibes', 'sort'],
      ['listed_from=yesterday', 'listed_from'],
      ['rating=9', 'rating'],
      ['category=12abc', 'category'],
      ['cursor=%%%', 'cursor'],
      ['listed_from=2026-02-30', 'listed_from'],
      // A cursor of another sort order (here month_sales) sent with sort=listed_at.
      [
        `sort=listed_at&cursor=${Buffer.from(JSON.stringify(['month_sales', 5, 1])).toString('base64url')}`,
        'cursor',
      ],
      [
        `cursor=${Buffer.from(JSON.stringify(['month_sales', '2026-01-01', 1])).toString('base64url')}`,
        'cursor',
      ],
    ]) {
      const { status, body } = await get(`/api/v2/products/list?${query}`)
      expect(status, query).toBe(400)
      expect(body.code, query).toBe(10400)
      expect(body.msg.startsWith(`${field}:`), `${query} → ${body.msg}`).toBe(true)
    }
  })

  it('ignores unknown parameters and accepts the Authorization header of the contract', async () => {
    const { status, body } = await get('/api/v2/products/list?site=us&utm_source=plugin&foo=1', {
      authorization: 'token-123##fp-456',
    })
    expect(status).toBe(200)
    expect(body.code).toBe(10000)
  })
})

describe('other /api endpoints', () => {
  it('answers other methods with 405 and an envelope, never the HTML app', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/products/list`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({ code: 10405 })
  })

  it('gives a detail by id, 404 for an unknown id and 400 for a bad one', async () => {
    const auth = { authorization: `${guest.token}##${guest.fingerprint}` }
    expect((await get('/api/v2/products/detail?id=1', auth)).body.code).toBe(10000)
    expect((await get('/api/v2/products/detail?id=424242', auth)).status).toBe(404)
    expect((await get('/api/v2/products/detail?id=abc')).status).toBe(400)
    expect((await get('/api/v2/products/detail')).body.msg).toMatch(/^id:/)
  })

  it('gives exchange rates and the plug-in version', async () => {
    expect((await get('/api/common/rate')).body.data).toMatchObject({ USD: 1, exchange_rate: 7.12 })
    expect((await get('/api/common/get_plugin_version')).body.code).toBe(10000)
  })
})

describe('MarketplaceApi (remote)', () => {
  it('gets the same list and detail through the contract', async () => {
    const remote = createRemoteMarketplaceApi(server.baseUrl)
    const query = v.parse(ProductListQuerySchema, {
      site: 'us',
      price: '6~10',
      keyword: 'a',
      sort: 'price',
      order: 'asc',
    })
    const reply = await remote.listProducts(query, { token: 't', fingerprint: 'f' })
    expect(reply.data.list.map((r) => r.id)).toEqual([1, 3])
    expect((await remote.productDetail(3, guest)).data?.titleEn).toBe('Magnetic Building Blocks for Kids')
  })

  it('passes an upstream 400 through with its code and message', async () => {
    const remote = createRemoteMarketplaceApi(server.baseUrl)
    await expect(remote.productDetail(424242, guest)).rejects.toMatchObject({ status: 404, code: 10404 })
  })

  it('reports an unreachable upstream as 502 instead of hanging or crashing', async () => {
    const remote = createRemoteMarketplaceApi('http://127.0.0.1:9', { timeoutMs: 2000 })
    await expect(remote.exchangeRates(ANONYMOUS)).rejects.toMatchObject({ status: 502, code: 10502 })
  })
})
