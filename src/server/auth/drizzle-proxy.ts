// better-auth's Drizzle adapter over our Database (PGlite in a worker thread or postgres.js): drizzle's
// pg-proxy driver hands each statement to Database.query, so auth uses the same connection, lock and
// engine switch as everything else.
import { drizzle } from 'drizzle-orm/pg-proxy'
import * as schema from '@/server/db/accounts.schema'
import type { Database } from '@/server/db/client'

export function authDrizzle(getDb: () => Promise<Database>) {
  return drizzle(
    async (text, params, method) => {
      const db = await getDb()
      const rows = await db.query(text, params)
      // 'all' maps columns by position (the select lists them in order); 'execute' wants objects.
      return { rows: method === 'all' ? rows.map((row) => Object.values(row)) : rows }
    },
    { schema },
  )
}

export { schema as authSchema }
