// A formula-like value through every CSV export route (OWASP "CSV injection"), over HTTP from the
// production build: seller-supplied text (a product title, a store name, a keyword, a category name, an
// ad's copy, a supplier's offer title) that starts with = + - @ comes back in the file with an apostrophe in front, so a spreadsheet
// shows it instead of running it; a plain signed number stays a number (src/lib/csv.ts). The unit tests
// cover the writer; this covers each route's columns actually going through it.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/server/db/client'
import { parseExportCsv } from '../../support/csv-parse'
import {
  type ChildServer,
  grantPlanTo,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../../support/seeded-server'

/** What a hostile seller might type; each must reach the file inert. */
const FORMULAS = [
  `=cmd|' /C calc'!A0`,
  `+1+cmd|' /C calc'!A0`,
  '-1+2',
  '@SUM(A1:A9)',
  '=HYPERLINK("http://x")',
]
/** Plain signed numbers are data, written as they are. */
const PLAIN = ['-1', '+1']
const VALUES = [...FORMULAS, ...PLAIN]
const PAID = 'formula-export-pro@example.com'

/** The text columns each route exports, made formula-like in every row (so any filter's page holds them). */
const POISON: [table: string, columns: string[]][] = [
  ['products', ['title_en', 'title_cn']],
  ['stores', ['name']],
  ['keywords', ['text_en', 'text_cn']],
  ['categories', ['name_en', 'name_cn']],
  ['ads', ['copy']],
  ['suppliers', ['title']],
]

const ROUTES: [name: string, path: string][] = [
  ['products', '/api/v2/products/export?site=us'],
  ['rankings', '/api/rank/export?site=us&list_type=best_sellers'],
  ['stores', '/api/store/export?site=us'],
  ['keywords', '/api/keyword/export?site=us'],
  ['categories', '/api/category_analysis/export?site=us'],
  ['ads', '/api/ads/export'],
  // The supplier matches of a picture the test uploads first ({image} is its id).
  ['suppliers', '/api/imagesearch/export?image_id={image}'],
]

let data: SeededData
let server: ChildServer
let cookie = ''
let imageId = ''

const sessionCookie = (reply: Response) =>
  reply.headers
    .getSetCookie()
    .find((c) => c.startsWith('shopsight.session_token='))
    ?.split(';')[0] ?? ''

async function auth(path: 'sign-up' | 'sign-in'): Promise<string> {
  const reply = await fetch(`${server.baseUrl}/api/auth/${path}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: PAID, password: 'correct-horse-battery-9', name: 'formula' }),
  })
  expect(reply.status).toBe(200)
  return sessionCookie(reply)
}

beforeAll(async () => {
  data = await seedSmallCatalogue()
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  for (const [table, columns] of POISON) {
    // Row by row through the values (ids from 1), so every list holds them all: the smallest, the US store
    // list, has 6 rows (the five formulas and a plain number).
    const set = columns.map((c) => `${c} = ($1::text[])[1 + (id - 1) % ${VALUES.length}]`).join(', ')
    await db.query(`UPDATE ${table} SET ${set}`, [VALUES])
  }
  await db.close()
  server = await startChildServer(data)
  await auth('sign-up')
  // Plans are granted with the server stopped (PGlite has one user).
  const port = Number(new URL(server.baseUrl).port)
  await server.stop()
  await grantPlanTo(data, PAID, 2)
  server = await startChildServer(data, port)
  cookie = await auth('sign-in')
  imageId = await uploadPicture()
}, 240_000)

/** Uploads a small picture as the search page's form does; its id keys the supplier export. */
async function uploadPicture(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'red.png')
  const reply = await fetch(`${server.baseUrl}/api/imagesearch/upload`, {
    method: 'POST',
    headers: { cookie, origin: server.baseUrl },
    body: form,
  })
  const body: unknown = await reply.json()
  expect(reply.status, JSON.stringify(body)).toBe(200)
  const id =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data
      ? Reflect.get(body.data, 'image_id')
      : undefined
  if (typeof id !== 'string') throw new Error(`the upload gave no image id: ${JSON.stringify(body)}`)
  return id
}
afterAll(async () => {
  await server?.stop()
})

describe.each(ROUTES)('the %s export', (_name, path) => {
  it.each(['en', 'cn'])('writes formula-like text inert and plain numbers as they are (%s)', async (lang) => {
    const url = path.replace('{image}', imageId)
    const reply = await fetch(`${server.baseUrl}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, {
      headers: { cookie },
    })
    expect(reply.status, await reply.clone().text()).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = parseExportCsv(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer()),
    )
    expect(rows.length).toBeGreaterThan(1)
    const cells = new Set(rows.slice(1).flat())
    // Every formula is in the file, each only behind its apostrophe.
    for (const formula of FORMULAS) {
      expect(cells.has(`'${formula}`), `${formula} with its apostrophe`).toBe(true)
      expect(cells.has(formula), `${formula} as it was typed`).toBe(false)
    }
    const raw = [...cells].filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell))
    expect(raw, 'cells a spreadsheet would evaluate').toEqual([])
    // A plain number stays a number: at least one is in every file, none behind an apostrophe.
    expect(PLAIN.filter((number) => cells.has(number)).length, 'plain numbers kept').toBeGreaterThan(0)
    for (const number of PLAIN) expect(cells.has(`'${number}`), `${number} made text`).toBe(false)
  })
})
