// Issue 32, "demo data says so": the generator's folder carries its mark, the ingest records per entity
// that the load was generated, and an operator's real snapshots (or a real trademark and patent import)
// clear the mark for what they replaced, and only for that.
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import type { Database } from '../../../src/server/db/client'
import { readProvenance, recordImported } from '../../../src/server/db/provenance'
import { ENGINES, FIXTURE } from '../../support/databases'

let generated: string
let productsOnly: string
beforeAll(async () => {
  const base = mkdtempSync(join(tmpdir(), 'shopsight-provenance-'))
  generated = join(base, 'generated')
  await generateSnapshots({
    outDir: generated,
    scale: 'demo',
    days: 2,
    seed: 3,
    until: '2026-11-21',
    products: 100,
  })
  // A real snapshot of one day's products only (the fixture's second day has nothing else).
  productsOnly = join(base, 'real-products')
  cpSync(join(FIXTURE, '2026-11-21'), join(productsOnly, '2026-11-21'), { recursive: true })
}, 120_000)

describe.each(ENGINES)('data provenance on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })

  it('marks generated data, clears the mark for what real snapshots replace, and only for that', async () => {
    expect(await readProvenance(db)).toEqual({ catalogue: false, trademarks: false, patents: false })

    await runIngest({ dir: generated, db })
    expect(await readProvenance(db)).toEqual({ catalogue: true, trademarks: true, patents: true })

    // Real products: the catalogue is no longer demo data; the generated trademarks and patents still are.
    await runIngest({ dir: productsOnly, db })
    expect(await readProvenance(db)).toEqual({ catalogue: false, trademarks: true, patents: true })

    // A real trademark import clears the trademarks' mark.
    await recordImported(db, 'trademarks')
    expect(await readProvenance(db)).toEqual({ catalogue: false, trademarks: false, patents: true })

    // Generated again, then the full real fixture (products, trademarks, patents): no mark left.
    await runIngest({ dir: generated, db })
    expect(await readProvenance(db)).toEqual({ catalogue: true, trademarks: true, patents: true })
    await runIngest({ dir: FIXTURE, db })
    expect(await readProvenance(db)).toEqual({ catalogue: false, trademarks: false, patents: false })
  }, 300_000)
})
