// On the first `npm start` the database is empty: generate the demo data set and ingest it, with
// progress, before the server starts. Later starts find products and skip this in milliseconds.
import { resolve } from 'node:path'
import { openDatabase } from '../../server/db/client'
import { migrate } from '../../server/db/migrate'
import { runIngest } from '../ingest/ingest'
import { generateSnapshots } from '../seed/generate'
import { createProgressBar } from './progress'

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

export async function seedDemoData(options: {
  outDir: string
  seed?: number
  until?: string
  days?: number
}) {
  const bar = createProgressBar()
  const seed = options.seed ?? 1
  const started = performance.now()
  const result = await generateSnapshots({
    outDir: options.outDir,
    scale: 'demo',
    days: options.days ?? 90,
    seed,
    until: options.until ?? yesterday(),
    onProgress: (done, total, label) => bar.update(done, total, `generating ${label}`),
  })
  bar.done(
    `Generated ${result.files.length} snapshot files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return result
}

/** Seeds the demo data when the products table is empty; returns whether it did. */
export async function seedIfEmpty(): Promise<boolean> {
  const db = await openDatabase()
  try {
    await migrate(db)
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    if ((row?.n ?? 0) > 0) return false
    console.log('First start: the database is empty, loading the demo data (about a minute)…')
    const outDir = resolve(process.cwd(), '.data/snapshots/demo')
    await seedDemoData({ outDir })
    const bar = createProgressBar()
    const started = performance.now()
    const report = await runIngest({
      dir: outDir,
      db,
      onProgress: (p) =>
        bar.update(p.bytes, p.totalBytes, `loading ${p.file.split('/').slice(-2).join('/')}`),
    })
    bar.done(
      `Loaded ${report.totals.upserted} rows (${report.totals.rejected} rejected) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return true
  } finally {
    await db.close()
  }
}
