// The two register importers on their sample files (tests/fixtures/ip), on each engine: the counts,
// each bad record reported by file and position and skipped, what the records become (statuses,
// owners, classes, goods, numbers, kinds), that the imported rows are found by the searches, and that a
// second import of the same file changes nothing.
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PatentSearchQuerySchema } from '../../../src/features/patents/patents.shared'
import { TitleCheckQuerySchema } from '../../../src/features/trademarks/trademark-calls.shared'
import { TrademarkSearchQuerySchema } from '../../../src/features/trademarks/trademarks.shared'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { importPatentsViewTsv } from '../../../src/pipeline/import/patentsview-patents'
import { importUsptoTrademarks } from '../../../src/pipeline/import/uspto-trademarks'
import { ANONYMOUS } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

const XML = fileURLToPath(new URL('../../fixtures/ip/uspto-trademarks-sample.xml', import.meta.url))
const TSV = fileURLToPath(new URL('../../fixtures/ip/patentsview-sample.tsv', import.meta.url))

for (const engine of ENGINES) {
  describe(`IP importers on ${engine.name}`, () => {
    let db: Database
    beforeAll(async () => {
      db = await engine.open()
    })
    afterAll(async () => {
      await db?.close()
    })

    it('imports the USPTO daily XML: good case files written, bad ones reported and skipped', async () => {
      const report = await importUsptoTrademarks(db, XML)
      // Four good case files, two of them one serial: three marks.
      expect(report).toMatchObject({ file: 'uspto-trademarks-sample.xml', read: 8, written: 3 })
      expect(
        report.rejected.map((r) => [r.position.replace(/ \(line \d+\)/, ''), r.reason.split(':')[0]]),
      ).toEqual([
        ['case-file 4', 'serial-number'],
        ['case-file 5', 'mark-identification'],
        ['case-file 6', 'filing-date'],
        ['case-file 7', 'international-code'],
      ])
      // Positions give the line too, so a bad record can be found in a file of millions of lines.
      expect(report.rejected[0]?.position).toMatch(/^case-file 4 \(line \d{2,3}\)$/)
      const rows = await db.query<{
        serial_number: string
        registration_number: string | null
        mark: string
        owner: string
        classes: number[]
        status: string
        status_code: string
        goods_services: string | null
        jurisdiction: string
      }>(
        `SELECT serial_number, registration_number, mark, owner, classes, status, status_code, goods_services, jurisdiction
         FROM trademarks ORDER BY serial_number`,
      )
      expect(rows).toEqual([
        expect.objectContaining({
          serial_number: '97111111',
          registration_number: '7222222',
          mark: 'SPARKLUME',
          owner: 'Sparklume Lighting LLC',
          classes: [11],
          status: 'registered',
          goods_services: 'LED light bulbs; lamps; night lights',
          jurisdiction: 'US',
        }),
        expect.objectContaining({
          serial_number: '97333333',
          registration_number: null,
          mark: 'PAWS & WHISKERS',
          classes: [18, 28],
          status: 'abandoned',
          goods_services: 'Pet collars; leashes; Pet toys',
        }),
        // The second case file of one serial is the newer state: published for opposition, one owner.
        expect.objectContaining({
          serial_number: '98444444',
          mark: 'KOZYNEST',
          owner: 'Kozy Home Co., Ltd.',
          status: 'pending',
          status_code: '686',
        }),
      ])
    })

    it('makes imported marks searchable, with their history, and re-imports without changes', async () => {
      const api = createLocalMarketplaceApi(async () => db)
      const found = await api.searchTrademarks(
        v.parse(TrademarkSearchQuerySchema, { q: 'paws and whiskers' }),
        ANONYMOUS,
      )
      expect(found.data.list.map((r) => r.mark)).toContain('PAWS & WHISKERS')
      // Each result says where it comes from and as of when: the daily file's newest transaction date.
      expect(found.data.list.find((r) => r.mark === 'PAWS & WHISKERS')?.source).toBe('uspto')
      expect(found.data.sources).toEqual([{ id: 'uspto', asOf: '2026-11-24' }])
      // So does the title check; without a class every class is checked (and it says so: null).
      const check = await api.checkTitle(
        v.parse(TitleCheckQuerySchema, { title: 'Sparklume LED night light' }),
        ANONYMOUS,
      )
      expect(check.data.relevantClasses).toBeNull()
      expect(check.data.sources).toEqual([{ id: 'uspto', asOf: '2026-11-24' }])
      expect(check.data.findings[0]?.mark).toMatchObject({
        mark: 'SPARKLUME',
        source: 'uspto',
        registrationNumber: '7222222',
      })
      const [row] = await db.query<{ id: number }>(
        `SELECT id FROM trademarks WHERE serial_number = '97333333'`,
      )
      const detail = (await api.trademarkDetail(row!.id, ANONYMOUS)).data
      expect(detail?.history).toEqual([
        { status: 'filed', date: '2022-03-01' },
        { status: 'abandoned', date: '2023-09-10' },
      ])
      const before = await db.query('SELECT * FROM trademarks ORDER BY id')
      const again = await importUsptoTrademarks(db, XML)
      expect(again).toMatchObject({ read: 8, written: 3 })
      expect(await db.query('SELECT * FROM trademarks ORDER BY id')).toEqual(before)
    })

    it('imports the patent TSV: quoted abstracts with line breaks, bad rows reported and skipped', async () => {
      const report = await importPatentsViewTsv(db, TSV)
      expect(report).toMatchObject({ file: 'patentsview-sample.tsv', read: 7, written: 3 })
      expect(report.rejected.map((r) => [r.position, r.reason.split(':')[0]])).toEqual([
        ['row 4 (after the header)', 'patent_type'],
        ['row 5 (after the header)', 'patent_date'],
        ['row 6 (after the header)', 'withdrawn'],
        ['row 7 (after the header)', 'patent_title'],
      ])
      const rows = await db.query<{ number: string; kind: string; classes: string[]; abstract: string }>(
        'SELECT number, kind, classes, abstract FROM patents ORDER BY number',
      )
      expect(rows.map((r) => [r.number, r.kind])).toEqual([
        ['US 11,876,543 B2', 'utility'],
        ['US 11,900,001 B1', 'utility'],
        ['US D1,012,345 S', 'design'],
      ])
      expect(rows[0]?.classes).toEqual(['A47J 47/02', 'B65D 21/08'])
      expect(rows[1]?.abstract).toContain('\nThe ball joint locks by a collar.')
    })

    it('makes imported patents searchable by a word of the abstract, and re-imports without changes', async () => {
      const api = createLocalMarketplaceApi(async () => db)
      const found = await api.searchPatents(v.parse(PatentSearchQuerySchema, { q: 'gasket' }), ANONYMOUS)
      expect(found.data.list.map((r) => r.number)).toEqual(['US 11,876,543 B2'])
      expect(found.data.list[0]?.snippet).toContain('[[gasket]]')
      expect(found.data.list[0]?.source).toBe('patentsview')
      expect(found.data.sources).toEqual([{ id: 'patentsview', asOf: '2024-02-13' }])
      const designs = await api.searchPatents(v.parse(PatentSearchQuerySchema, { kind: 'design' }), ANONYMOUS)
      expect(designs.data.list.map((r) => r.title)).toEqual(['Pet water fountain'])
      const before = await db.query('SELECT * FROM patents ORDER BY id')
      expect(await importPatentsViewTsv(db, TSV)).toMatchObject({ read: 7, written: 3 })
      expect(await db.query('SELECT * FROM patents ORDER BY id')).toEqual(before)
    })
  })
}
