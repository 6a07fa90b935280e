// Local HTTP stand-ins for the supplier image search's tests: a picture host (a PNG of a catalogue
// picture, redirects to wherever the test asks, a redirect loop, a huge body, a slow answer) and a
// sourcing API speaking the provider protocol of src/features/suppliers/sourcing-providers.server.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { renderProductImage } from '../../src/features/catalog/product-image'

export type StandIn = {
  origin: string
  stop: () => Promise<void>
  png: Uint8Array<ArrayBuffer>
  /** The catalogue path of the picture the PNG shows. */
  panPath: string
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ origin: string; server: Server }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, server }
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

export async function startImageStandIn(): Promise<StandIn> {
  const params = { shape: 'pan' as const, color: 'red', variant: 1 }
  const png = new Uint8Array(
    await sharp(Buffer.from(renderProductImage(params)))
      .png()
      .toBuffer(),
  )
  const { origin, server } = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (url.pathname === '/pan.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength })
      res.end(png)
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' })
      res.end()
    } else if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' })
      res.end()
    } else if (url.pathname === '/huge') {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.end(Buffer.alloc(64 * 1024))
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.end(), 5000).unref()
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  return { origin, png, panPath: '/img/p/pan-red-1.svg', stop: () => close(server) }
}

export type SourcingStandIn = {
  origin: string
  requests: { image: string; limit: number }[]
  stop: () => Promise<void>
}

export async function startSourcingStandIn(): Promise<SourcingStandIn> {
  const requests: { image: string; limit: number }[] = []
  const { origin, server } = await listen((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url !== '/search' || req.method !== 'POST') {
        res.writeHead(503)
        res.end()
        return
      }
      requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          offers: [
            {
              id: 'B0GOOD1',
              title: 'Frying pan, red',
              image: 'https://images.example/1.jpg',
              price_min: 15,
              price_max: 18,
              currency: 'USD',
              min_order: 1,
              location: 'United States',
              url: 'https://www.amazon.com/dp/B0GOOD1',
              similarity: 0.93,
            },
            {
              id: 'B0GOOD2',
              title: 'Skillet',
              image: 'https://images.example/2.jpg',
              price_min: 21,
              price_max: 21,
              currency: 'USD',
              min_order: 1,
              location: 'United States',
              url: 'https://www.amazon.com/dp/B0GOOD2',
              similarity: 0.71,
            },
            // Dropped: a link that is not http(s), and a price that is not a number.
            {
              id: 'BAD1',
              title: 'x',
              image: 'https://images.example/3.jpg',
              price_min: 1,
              price_max: 1,
              currency: 'USD',
              min_order: 1,
              location: '',
              url: 'javascript:alert(1)',
              similarity: 0.99,
            },
            {
              id: 'BAD2',
              title: 'y',
              image: 'https://images.example/4.jpg',
              price_min: 'free',
              price_max: 1,
              currency: 'USD',
              min_order: 1,
              location: '',
              url: 'https://www.amazon.com/dp/BAD2',
              similarity: 0.98,
            },
          ],
        }),
      )
    })
  })
  return { origin, requests, stop: () => close(server) }
}
