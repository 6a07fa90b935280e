// The label download and saved templates on PGlite and (with TEST_DATABASE_URL) PostgreSQL: bad input
// answers 400 naming the field, a visitor and a plan without labels get the prompts' codes and use no
// quota, a subscriber gets a PDF and spends one use per PDF, and a template saved is listed, replaced
// by name and deleted for its owner only.
import { randomUUID } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beijingDay } from '../../../src/config/quotas'
import { exportLabels, queryAsBody } from '../../../src/features/labels/label-export.server'
import {
  type LabelExportBody,
  LabelExportBodySchema,
  LabelExportQuerySchema,
  SaveTemplateSchema,
} from '../../../src/features/labels/label-request.shared'
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
} from '../../../src/features/labels/label-templates.server'
import { API_CODES } from '../../../src/lib/api-codes'
import { ApiError, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { fileExportRoute } from '../../../src/server/http/routes'
import { createQuota } from '../../../src/server/quota/quota'
import { usedToday } from '../../../src/server/quota/usage'
import { ENGINES } from '../../support/databases'

async function newUser(db: Database): Promise<string> {
  const id = randomUUID()
  await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'l', `${id}@example.com`])
  return id
}

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'l@example.com',
    username: 'l',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})
const visitor: CallContext = { token: null, fingerprint: null, viewer: async () => null }

const batch = (labels: LabelExportBody['labels']): LabelExportBody =>
  v.parse(LabelExportBodySchema, {
    platform: 'amazon',
    label_size: 'letter-30',
    symbology: 'code128',
    labels,
  })

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('GET /api/tag_template/get_export parameters', () => {
  // The route's own wrapper with a handler that must not run: bad input stops before it.
  const handler = fileExportRoute(LabelExportQuerySchema, async () => {
    throw new Error('the handler ran on bad input')
  })
  const get = async (query: string) => {
    const reply = await handler({ request: new Request(`http://test/api/tag_template/get_export?${query}`) })
    return { status: reply.status, body: await reply.json() }
  }

  it.each([
    ['platform=walmart&label_size=letter-30&symbology=code128', 'platform'],
    ['platform=amazon&label_size=letter-31&symbology=code128', 'label_size'],
    ['platform=amazon&label_size=letter-30&symbology=pdf417', 'symbology'],
    ['platform=amazon&label_size=letter-30&symbology=code128&offset_x=11', 'offset_x'],
    ['platform=amazon&label_size=letter-30&symbology=code128&offset_y=down', 'offset_y'],
    [`platform=amazon&label_size=letter-30&symbology=code128&condition=${'x'.repeat(25)}`, 'condition'],
  ])('%s → 400 naming %s', async (query, field) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body.code).toBe(API_CODES.invalidParameter)
    expect(body.msg.startsWith(`${field}:`)).toBe(true)
  })
})

describe.each(ENGINES)('labels on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })
  const quota = () => createQuota(async () => db)
  const good = batch([
    { barcode: 'X00ABC0001', product_name: 'Bottle 保温杯', condition: 'New', ce: false, ukca: false },
    { barcode: 'X00ABC0002', product_name: 'Lamp', condition: 'New', ce: true, ukca: false },
  ])

  it('refuses a visitor with 10001 and a free plan with 10020, spending nothing', async () => {
    expect((await refusal(exportLabels(good, visitor, quota()))).code).toBe(API_CODES.sessionInvalid)
    const user = await newUser(db)
    const error = await refusal(exportLabels(good, viewerCtx(user, 0), quota()))
    expect(error.code).toBe(API_CODES.limitReached)
    expect((await usedToday(db, user, beijingDay())).get('label-generator') ?? 0).toBe(0)
  })

  it('draws the PDF for a subscriber and spends one use per PDF', async () => {
    const user = await newUser(db)
    const pdf = await exportLabels(good, viewerCtx(user, 1), quota())
    expect(pdf.count).toBe(2)
    expect(pdf.remaining).toBe(49)
    expect(pdf.fileName).toMatch(/^shopsight-amazon-labels-letter-30-\d{4}-\d{2}-\d{2}\.pdf$/)
    const doc = await PDFDocument.load(pdf.bytes)
    expect(doc.getPageCount()).toBe(1)
    expect((await usedToday(db, user, beijingDay())).get('label-generator')).toBe(1)
  }, 60_000)

  it('refuses bad labels with a row report before taking a use', async () => {
    const user = await newUser(db)
    const bad = batch([
      { barcode: 'X00ABC0001', product_name: 'Bottle', condition: 'New', ce: false, ukca: false },
      { barcode: 'X00夏', product_name: 'Bottle', condition: 'New', ce: false, ukca: false },
      { barcode: 'X00ABC0003', product_name: '', condition: 'New', ce: false, ukca: false },
    ])
    const error = await refusal(exportLabels(bad, viewerCtx(user, 2), quota()))
    expect(error.status).toBe(400)
    expect(error.message.startsWith('labels.1.barcode:')).toBe(true)
    expect(error.data).toEqual({
      issues: [
        { row: 2, field: 'barcode', problem: { kind: 'char', char: '夏' } },
        { row: 3, field: 'product_name', problem: { kind: 'required' } },
      ],
    })
    // A wrong EAN check digit in a single label names the right one.
    const ean = v.parse(LabelExportQuerySchema, {
      platform: 'tiktok',
      label_size: 'in-2x1',
      symbology: 'ean13',
      barcode: '4006381333932',
      product_name: 'Bottle',
    })
    const check = await refusal(exportLabels(queryAsBody(ean), viewerCtx(user, 2), quota()))
    expect(check.data).toEqual({
      issues: [
        { row: 1, field: 'barcode', problem: { kind: 'check', expected: '1', suggestion: '4006381333931' } },
      ],
    })
    // Text too long for a small label is refused by field, not cut off.
    const long = batch([
      {
        barcode: 'X00ABC0001',
        product_name: '不锈钢保温杯'.repeat(20),
        condition: 'New',
        ce: false,
        ukca: false,
      },
    ])
    const fit = await refusal(exportLabels({ ...long, label_size: 'a4-44' }, viewerCtx(user, 2), quota()))
    // The name pushes the condition off the label too: both are named, with the sheet they fit on.
    expect(fit.data).toEqual({
      issues: [
        { row: 1, field: 'product_name', problem: { kind: 'fit', fits: 'a4-24' } },
        { row: 1, field: 'condition', problem: { kind: 'fit', fits: 'a4-24' } },
      ],
    })
    expect(fit.message).toBe(
      'product_name: does not fit the label size even at the smallest type; it fits a4-24',
    )
    expect((await usedToday(db, user, beijingDay())).get('label-generator') ?? 0).toBe(0)
  }, 60_000)

  it('saves, lists, replaces by name and deletes a template for its owner only', async () => {
    const owner = await newUser(db)
    const stranger = await newUser(db)
    const input = v.parse(SaveTemplateSchema, {
      name: ' Bottles ',
      platform: 'temu',
      body: {
        label_size: 'thermal-60x40',
        symbology: 'code128',
        offset_x: 1.5,
        offset_y: -2,
        values: { sku: 'SKU-1', skc: 'SKC-1', origin: 'China', manufacturer: '宁波示例制造有限公司' },
      },
    })
    const saved = await saveTemplate(db, owner, input)
    expect(saved?.name).toBe('Bottles')
    expect(saved?.body.values.manufacturer).toBe('宁波示例制造有限公司')
    const replaced = await saveTemplate(db, owner, { ...input, body: { ...input.body, offset_x: 0 } })
    expect(replaced?.id).toBe(saved?.id)
    const list = await listTemplates(db, owner, 'temu')
    expect(list).toHaveLength(1)
    expect(list[0]?.body).toEqual({ ...input.body, offset_x: 0 })
    expect(await listTemplates(db, owner, 'amazon')).toEqual([])
    expect(await listTemplates(db, stranger, 'temu')).toEqual([])
    expect(await deleteTemplate(db, stranger, saved?.id ?? 0)).toBe(false)
    expect(await deleteTemplate(db, owner, saved?.id ?? 0)).toBe(true)
    expect(await listTemplates(db, owner, 'temu')).toEqual([])
  })
})
