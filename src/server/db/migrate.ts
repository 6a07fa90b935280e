// Applies the committed drizzle-kit migrations (drizzle/*.sql, in journal order) once each. Runs at
// server start, before the seed and the ingest, and in test setup.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import type { Database } from './client'

const Journal = v.object({ entries: v.array(v.object({ idx: v.number(), tag: v.string() })) })

export function migrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(process.cwd(), 'drizzle')
}

export async function migrate(db: Database, dir: string = migrationsDir()): Promise<string[]> {
  const journalPath = resolve(dir, 'meta/_journal.json')
  if (!existsSync(journalPath)) throw new Error(`No migrations at ${dir} (run from the project folder)`)
  const journal = v.parse(Journal, JSON.parse(readFileSync(journalPath, 'utf8')))
  await db.exec(
    'CREATE TABLE IF NOT EXISTS shopsight_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const done = new Set(
    (await db.query<{ tag: string }>('SELECT tag FROM shopsight_migrations')).map((r) => r.tag),
  )
  const applied: string[] = []
  for (const { tag } of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    if (done.has(tag)) continue
    const statements = readFileSync(resolve(dir, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean)
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.exec(statement)
      await tx.query('INSERT INTO shopsight_migrations (tag) VALUES ($1)', [tag])
    })
    applied.push(tag)
  }
  return applied
}
