// The benchmark's signed-in user on the demo data: created once (better-auth, in this process, before
// the server opens the database), on Team Pro so detail pages and exports are within quota, with
// today's uses cleared so repeated runs measure the same thing.

import { grantPlan } from '../src/features/billing/subscriptions.server'
import { createAuth } from '../src/server/auth/auth.server'
import { closeSharedDatabase, getDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'

export const BENCH_EMAIL = 'bench@shopsight.invalid'
export const BENCH_PASSWORD = 'bench-password-not-secret'

export async function prepareBenchUser(): Promise<void> {
  const db = await getDatabase()
  await migrate(db)
  const auth = createAuth(getDatabase)
  const [existing] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [BENCH_EMAIL])
  let userId = existing?.id
  if (!userId) {
    const created = await auth.api.signUpEmail({
      body: { email: BENCH_EMAIL, password: BENCH_PASSWORD, name: 'bench' },
    })
    userId = created.user.id
  }
  await grantPlan(db, userId, 4, 30)
  await db.query('DELETE FROM quota_usage WHERE user_id = $1', [userId])
  await closeSharedDatabase()
}
