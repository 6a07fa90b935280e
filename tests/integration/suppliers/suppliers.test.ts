// Supplier search by image, on each engine over a generated catalogue: a catalogue picture finds its
// suppliers first; filters, sorts and the margin; the quota (10001 without a session, 10020 past the
// free plan's daily number); pictures refused with 400 and a reason, never a 500 (a renamed
// non-image, a decompression bomb, an oversized body); URL fetching refuses loopback, private,
// link-local and metadata addresses, directly, after DNS and after a redirect; a sourcing provider
// plugged in for one source answers through a local stand-in.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchImageUrl, isPublicAddress } from '../../../src/features/suppliers/images/fetch-image-url'
import { ImageRefusal } from '../../../src/features/suppliers/images/image-input'
import { uploadSearchImage } from '../../../src/features/suppliers/search-image-upload.server'
import { httpSourcingProvider } from '../../../src/features/suppliers/sourcing-providers.server'
import { suppliersLocal } from '../../../src/features/suppliers/suppliers.api'
import {
  type SourcingListInput,
  SourcingListQuerySchema,
} from '../../../src/features/suppliers/suppliers.shared'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { ANONYMOUS, ApiError } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { binaryPostRoute } from '../../../src/server/http/routes'
import { localDeps } from '../../../src/server/marketplace/slice'
import { usedToday } from '../../../src/server/quota/usage'
import { VISITOR, viewerCtx } from '../../support/call-contexts'
import { ENGINES } from '../../support/databases'
import { type StandIn, startImageStandIn, startSourcingStandIn } from '../../support/image-stand-ins'

const q = (input: SourcingListInput) => v.parse(SourcingListQuerySchema, input)

let snapshots: string
let pngOfPan: Uint8Array<ArrayBuffer>
let images: StandIn
beforeAll(async () => {
  snapshots = join(mkdtempSync(join(tmpdir(), 'shopsight-suppliers-')), 'snapshots')
  await generateSnapshots({
    outDir: snapshots,
    scale: 'demo',
    days: 2,
    seed: 5,
    until: '2026-11-21',
    products: 600,
  })
  images = await startImageStandIn()
  pngOfPan = images.png
}, 240_000)
afterAll(async () => {
  await images?.stop()
})

/** The 400 refusal's reason of a rejected promise. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; reason: unknown }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, reason: (error.data as { reason?: unknown } | null)?.reason }
    if (error instanceof ImageRefusal) return { status: 400, reason: error.reason }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('URL fetching refuses non-public addresses', () => {
  it('classifies addresses', () => {
    for (const bad of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '192.168.1.1',
      '172.16.0.5',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '64:ff9b::a00:1',
    ]) {
      expect(isPublicAddress(bad), bad).toBe(false)
    }
    for (const good of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(good), good).toBe(true)
  })

  it('refuses 127.0.0.1, 10.0.0.1, 169.254.169.254, IPv6 loopback, a name resolving to loopback, and other schemes', async () => {
    for (const url of [
      'http://127.0.0.1/a.png',
      'http://10.0.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.png',
      'http://[::ffff:127.0.0.1]/a.png',
      `http://localhost:${new URL(images.origin).port}/pan.png`,
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'http://user:pass@example.com/a.png',
    ]) {
      expect(await refusalOf(fetchImageUrl(url, { timeoutMs: 2000 })), url).toEqual({
        status: 400,
        reason: 'url_refused',
      })
    }
  })

  it('follows a redirect only to public addresses: redirects to loopback, private and metadata are refused', async () => {
    const trusted = { trustedOrigins: [images.origin], timeoutMs: 2000 }
    // The stand-in itself (trusted for the test) serves the picture, also through one of its own redirects.
    expect((await fetchImageUrl(`${images.origin}/pan.png`, trusted)).byteLength).toBe(pngOfPan.byteLength)
    expect(
      (
        await fetchImageUrl(
          `${images.origin}/redirect?to=${encodeURIComponent(`${images.origin}/pan.png`)}`,
          trusted,
        )
      ).byteLength,
    ).toBe(pngOfPan.byteLength)
    for (const target of [
      'http://127.0.0.1:1/pan.png',
      'http://10.0.0.1/pan.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/pan.png',
      'http://localhost/pan.png',
    ]) {
      const url = `${images.origin}/redirect?to=${encodeURIComponent(target)}`
      expect(await refusalOf(fetchImageUrl(url, trusted)), target).toEqual({
        status: 400,
        reason: 'url_refused',
      })
    }
    // A redirect loop stops at the redirect limit.
    expect(await refusalOf(fetchImageUrl(`${images.origin}/loop`, trusted))).toEqual({
      status: 400,
      reason: 'url_refused',
    })
  })

  it('caps the body size and the time', async () => {
    const trusted = { trustedOrigins: [images.origin] }
    expect(await refusalOf(fetchImageUrl(`${images.origin}/huge`, { ...trusted, maxBytes: 1024 }))).toEqual({
      status: 400,
      reason: 'too_large',
    })
    expect(await refusalOf(fetchImageUrl(`${images.origin}/slow`, { ...trusted, timeoutMs: 300 }))).toEqual({
      status: 400,
      reason: 'url_failed',
    })
  })
})

for (const engine of ENGINES) {
  describe(`supplier search on ${engine.name}`, () => {
    let db: Database
    const deps = localDeps(async () => db)
    const api = suppliersLocal(deps, { providers: new Map() })
    const upload = binaryPostRoute((request) => uploadSearchImage(db, request))
    const post = async (body: Uint8Array<ArrayBuffer> | string, type: string) => {
      const response = await upload.POST({
        request: new Request('http://app.test/api/imagesearch/upload', {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }),
      })
      return {
        status: response.status,
        body: (await response.json()) as {
          code: number
          msg: string
          data: { image_id?: string; reason?: string } | null
        },
      }
    }
    let sample: { image: string; source: string; id: number }

    beforeAll(async () => {
      db = await engine.open()
      await runIngest({ dir: snapshots, db })
      const [row] = await db.query<{ image: string; source: string; id: number }>(
        "SELECT image, source, id FROM suppliers WHERE image LIKE '/img/p/pan-%' ORDER BY id LIMIT 1",
      )
      sample = row!
    }, 240_000)
    afterAll(async () => {
      await db?.close()
    })

    it('finds the suppliers of a catalogue picture first, with similarity 1', async () => {
      const reply = await api.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
      expect(reply.data.total).toBeGreaterThan(5)
      const top = reply.data.list[0]!
      expect(top.image).toBe(sample.image)
      expect(top.similarity).toBe(1)
      // Every supplier with the very same picture ranks above every other picture.
      const [{ n }] = (await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM suppliers WHERE image = $1',
        [sample.image],
      )) as [{ n: number }]
      expect(reply.data.list.slice(0, n).every((r) => r.image === sample.image)).toBe(true)
      // Local offers link to the offer itself (the record's offer URL), not a keyword search.
      const [stored] = await db.query<{ offer_url: string }>(
        'SELECT offer_url FROM suppliers WHERE id = $1',
        [Number(top.id)],
      )
      expect(top.link).toBe(stored?.offer_url)
      for (const row of reply.data.list) {
        expect(row.link).toMatch(
          /^https:\/\/(www\.alibaba\.com\/product-detail\/|detail\.1688\.com\/offer\/\d+\.html|www\.yiwugou\.com\/product\/detail\/|www\.amazon\.com\/dp\/B0)/,
        )
        expect(row.link).not.toMatch(/search|SearchText|[?&]k=/)
      }
    })

    it('compares a picture described again by its new grids, not the ones cached by an earlier search', async () => {
      const first = await api.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
      expect(first.data.list[0]?.similarity).toBe(1)
      // The sample's rows take another product's grids, as a re-described row would.
      const swap = (image: string, from: string) =>
        db.query(
          `UPDATE suppliers SET detail = o.detail, object = o.object
           FROM (SELECT detail, object FROM suppliers WHERE image = $2 LIMIT 1) o WHERE image = $1`,
          [image, from],
        )
      const [saved] = await db.query<{ detail: string; object: string }>(
        "SELECT encode(detail, 'base64') AS detail, encode(object, 'base64') AS object FROM suppliers WHERE image = $1 LIMIT 1",
        [sample.image],
      )
      const [other] = await db.query<{ image: string }>(
        "SELECT image FROM suppliers WHERE image NOT LIKE '/img/p/pan-%' ORDER BY id LIMIT 1",
      )
      try {
        await swap(sample.image, other!.image)
        const again = await api.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
        const sampleRow = again.data.list.find((r) => r.image === sample.image)
        expect(sampleRow?.similarity ?? 0).toBeLessThan(1)
      } finally {
        await db.query(
          "UPDATE suppliers SET detail = decode($2, 'base64'), object = decode($3, 'base64') WHERE image = $1",
          [sample.image, saved!.detail, saved!.object],
        )
      }
      const restored = await api.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
      expect(restored.data.list[0]?.image).toBe(sample.image)
      expect(restored.data.list[0]?.similarity).toBe(1)
    })

    it('filters by source, price and minimum order; sorts by price; prices keep their currency', async () => {
      const only1688 = await api.sourcingList(q({ image_url: sample.image, source: '1688' }), ANONYMOUS)
      expect(only1688.data.list.length).toBeGreaterThan(0)
      expect(only1688.data.list.every((r) => r.source === '1688' && r.currency === 'CNY')).toBe(true)
      const moq = await api.sourcingList(q({ image_url: sample.image, moq: '~10' }), ANONYMOUS)
      expect(moq.data.list.every((r) => r.minOrder <= 10)).toBe(true)
      const amazon = await api.sourcingList(
        q({ image_url: sample.image, source: 'amazon', sort: 'price_asc', page_size: 40 }),
        ANONYMOUS,
      )
      const prices = amazon.data.list.map((r) => r.priceMin)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(amazon.data.list.every((r) => r.currency === 'USD')).toBe(true)
      const cheap = await api.sourcingList(q({ image_url: sample.image, price: '~1' }), ANONYMOUS)
      const [{ per_usd }] = (await db.query<{ per_usd: number }>(
        "SELECT per_usd FROM exchange_rates WHERE currency = 'CNY'",
      )) as [{ per_usd: number }]
      for (const r of cheap.data.list)
        expect(r.currency === 'CNY' ? r.priceMin / per_usd : r.priceMin).toBeLessThanOrEqual(1.0001)
    })

    it('estimates the margin against the product price in its currency', async () => {
      const reply = await api.sourcingList(
        q({ image_url: sample.image, source: 'alibaba', product_price: 20, product_currency: 'USD' }),
        ANONYMOUS,
      )
      const row = reply.data.list[0]!
      expect(row.margin).toBeCloseTo((20 - row.priceMin) / 20, 2)
      const none = await api.sourcingList(q({ image_url: sample.image, source: 'alibaba' }), ANONYMOUS)
      expect(none.data.list[0]!.margin).toBeNull()
    })

    it('uploads a picture, returns an id, and searches with it', async () => {
      const { status, body } = await post(pngOfPan, 'image/png')
      expect(status).toBe(200)
      expect(body.data?.image_id).toMatch(/^[a-f0-9]{32}$/)
      const reply = await api.sourcingList(q({ image_id: body.data!.image_id! }), ANONYMOUS)
      // The stand-in's PNG is the rendered pan picture: its suppliers come first.
      expect(reply.data.list.slice(0, 5).some((r) => r.image === images.panPath)).toBe(true)
      // Multipart, as a browser form sends it, works too.
      const form = new FormData()
      form.set('file', new Blob([pngOfPan], { type: 'image/png' }), 'pan.png')
      const multipart = new Request('http://app.test/api/imagesearch/upload', { method: 'POST', body: form })
      const answer = await upload.POST({ request: multipart })
      expect(answer.status).toBe(200)
      // An unknown id is a 404 naming the field, not a 500.
      expect(await refusalOf(api.sourcingList(q({ image_id: 'a'.repeat(32) }), ANONYMOUS))).toMatchObject({
        status: 404,
      })
    })

    it('refuses a renamed non-image, a decompression bomb and an oversized body with 400, not 500', async () => {
      const renamed = await post('this is a text file renamed to photo.jpg', 'image/jpeg')
      expect(renamed).toMatchObject({ status: 400, body: { code: 10400, data: { reason: 'wrong_type' } } })
      expect(renamed.body.msg).toMatch(/^image: /)
      // 8000×6000 of one colour: a few KB of PNG that would decode to 144 MB of pixels.
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer()
      expect(bomb.byteLength).toBeLessThan(1024 * 1024)
      expect(await post(new Uint8Array(bomb), 'image/png')).toMatchObject({
        status: 400,
        body: { data: { reason: 'too_many_pixels' } },
      })
      const big = new Uint8Array(9 * 1024 * 1024)
      big.set(pngOfPan.subarray(0, 16))
      expect(await post(big, 'image/png')).toMatchObject({
        status: 400,
        body: { data: { reason: 'too_large' } },
      })
      // A PNG header with garbage after it.
      const broken = new Uint8Array(400)
      broken.set(pngOfPan.subarray(0, 40))
      expect(await post(broken, 'image/png')).toMatchObject({
        status: 400,
        body: { data: { reason: 'undecodable' } },
      })
      // An image URL that is refused, through the JSON form of the upload.
      expect(
        await post(JSON.stringify({ url: 'http://169.254.169.254/latest/meta-data/' }), 'application/json'),
      ).toMatchObject({ status: 400, body: { data: { reason: 'url_refused' } } })
      // And through the search itself.
      expect(await refusalOf(api.sourcingList(q({ image_url: 'http://10.0.0.1/x.png' }), ANONYMOUS))).toEqual(
        { status: 400, reason: 'url_refused' },
      )
      expect(await refusalOf(api.sourcingList(q({}), ANONYMOUS))).toEqual({ status: 400, reason: 'missing' })
    })

    it("needs a session and stops at the free plan's daily number (10); paid plans go on", async () => {
      await expect(api.sourcingList(q({ image_url: sample.image }), VISITOR)).rejects.toMatchObject({
        code: 10001,
      })
      const free = randomUUID()
      await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
        free,
        's',
        `${free}@example.com`,
      ])
      // Ten different pictures: ten uses.
      const pictures = (
        await db.query<{ image: string }>('SELECT DISTINCT image FROM suppliers ORDER BY image LIMIT 11')
      ).map((r) => r.image)
      let last = -1
      for (const image of pictures.slice(0, 10))
        last = (await api.sourcingList(q({ image_url: image }), viewerCtx(free, 0))).data.remaining
      expect(last).toBe(0)
      await expect(
        api.sourcingList(q({ image_url: pictures[10] }), viewerCtx(free, 0)),
      ).rejects.toMatchObject({ code: 10020 })
      // A picture already searched today still answers: its tabs and pages cost nothing more.
      expect(
        (await api.sourcingList(q({ image_url: pictures[0], page: 2 }), viewerCtx(free, 0))).data.remaining,
      ).toBe(0)
      // A refused picture costs nothing.
      const other = randomUUID()
      await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
        other,
        's',
        `${other}@example.com`,
      ])
      await expect(
        api.sourcingList(q({ image_url: 'http://127.0.0.1/x.png' }), viewerCtx(other, 0)),
      ).rejects.toMatchObject({ status: 400 })
      expect(
        (await api.sourcingList(q({ image_url: sample.image }), viewerCtx(other, 0))).data.remaining,
      ).toBe(9)
      const paid = randomUUID()
      await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
        paid,
        's',
        `${paid}@example.com`,
      ])
      for (let i = 0; i < 11; i++) await api.sourcingList(q({ image_url: sample.image }), viewerCtx(paid, 1))
    })

    it('one picture searched across the four sources, its pages and sorts costs one use', async () => {
      const user = randomUUID()
      await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
        user,
        's',
        `${user}@example.com`,
      ])
      const { body } = await post(pngOfPan, 'image/png')
      const image_id = body.data!.image_id!
      const seen: number[] = []
      for (const input of [
        { image_id },
        { image_id, source: 'alibaba' },
        { image_id, source: '1688' },
        { image_id, source: 'yiwugou' },
        { image_id, source: 'amazon' },
        { image_id, page: 2 },
        { image_id, source: '1688', page: 2 },
        { image_id, sort: 'price_asc' },
        // A reload asks again with the same picture.
        { image_id },
      ] satisfies SourcingListInput[]) {
        seen.push((await api.sourcingList(q(input), viewerCtx(user, 0))).data.remaining)
      }
      expect(seen).toEqual(Array(9).fill(9))
      expect((await usedToday(db, user)).get('search-supplier')).toBe(1)
      // Another picture is another search.
      expect(
        (await api.sourcingList(q({ image_url: sample.image }), viewerCtx(user, 0))).data.remaining,
      ).toBe(8)
      // A visitor with no session is still refused, paid picture or not.
      await expect(api.sourcingList(q({ image_id }), VISITOR)).rejects.toMatchObject({ code: 10001 })
    })

    it("takes one source's offers from a configured sourcing provider (a local stand-in)", async () => {
      const standIn = await startSourcingStandIn()
      try {
        const withProvider = suppliersLocal(deps, {
          providers: new Map([['amazon', httpSourcingProvider(standIn.origin)]]),
        })
        const reply = await withProvider.sourcingList(
          q({ image_url: sample.image, source: 'amazon', product_price: 30, product_currency: 'USD' }),
          ANONYMOUS,
        )
        expect(reply.data.list.map((r) => r.id)).toEqual(['amazon:B0GOOD1', 'amazon:B0GOOD2'])
        expect(reply.data.list[0]).toMatchObject({
          source: 'amazon',
          link: 'https://www.amazon.com/dp/B0GOOD1',
          similarity: 0.93,
          margin: expect.closeTo(0.5, 3),
        })
        // The stand-in received the normalised picture as a JPEG and the filters.
        expect(standIn.requests[0]).toMatchObject({ limit: expect.any(Number) })
        expect(Buffer.from(standIn.requests[0]!.image, 'base64').subarray(0, 3)).toEqual(
          Buffer.from([0xff, 0xd8, 0xff]),
        )
        // The other sources stay local, and a provider that fails leaves them on the page.
        const all = await withProvider.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
        expect(all.data.list.some((r) => r.source === '1688')).toBe(true)
        const broken = suppliersLocal(deps, {
          providers: new Map([['amazon', httpSourcingProvider(`${standIn.origin}/broken`)]]),
        })
        const degraded = await broken.sourcingList(q({ image_url: sample.image }), ANONYMOUS)
        expect(degraded.data.list.length).toBeGreaterThan(0)
        expect(degraded.data.list.some((r) => r.source === 'amazon')).toBe(false)
      } finally {
        await standIn.stop()
      }
    })
  })
}
