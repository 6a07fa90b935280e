// Guests bound to the visitor fingerprint (spec §4, §7 get-token): GET /api/auth/guest-token?fingerprint=
// answers the current session when it belongs to a registered user or to this fingerprint's guest;
// otherwise it finds (or creates) the fingerprint's guest account and starts a new 3-day session for it.
import { randomUUID } from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthEndpoint, getSessionFromCtx } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import * as v from 'valibot'
import type { guestVisitors } from '@/server/db/accounts.schema'
import type { Database } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'

export const FingerprintSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.minLength(8, 'must be at least 8 characters'),
  v.maxLength(128, 'must be at most 128 characters'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _'),
)

export const GUEST_EMAIL_DOMAIN = 'guest.shopsight.invalid'

async function guestOf(db: Database, fingerprint: string): Promise<string | null> {
  const [row] = await db.query<Pick<SqlRow<typeof guestVisitors>, 'user_id'>>(
    'SELECT user_id FROM guest_visitors WHERE fingerprint = $1',
    [fingerprint],
  )
  return row?.user_id ?? null
}

export function guestPlugin(getDb: () => Promise<Database>) {
  return {
    id: 'shopsight-guest',
    endpoints: {
      guestToken: createAuthEndpoint('/guest-token', { method: 'GET' }, async (ctx) => {
        const parsed = v.safeParse(FingerprintSchema, ctx.query?.fingerprint)
        if (!parsed.success) {
          return ctx.json(
            { error: `fingerprint: ${parsed.issues[0]?.message ?? 'is invalid'}` },
            { status: 400 },
          )
        }
        const fingerprint = parsed.output
        const db = await getDb()
        const current = await getSessionFromCtx(ctx, { disableRefresh: true })
        if (current) {
          const isGuest = current.user.isGuest === true
          if (!isGuest || (await guestOf(db, fingerprint)) === current.user.id) {
            return ctx.json({ token: current.session.token, userId: current.user.id })
          }
        }
        let userId = await guestOf(db, fingerprint)
        let user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null
        if (!user) {
          const created = await ctx.context.internalAdapter.createUser(
            {
              email: `guest-${randomUUID()}@${GUEST_EMAIL_DOMAIN}`,
              name: 'Guest',
              emailVerified: false,
              isGuest: true,
            },
            { method: 'anonymous' },
          )
          // Two first visits of one fingerprint at once: the first binding wins, the spare guest goes.
          const bound = await db.query<Pick<SqlRow<typeof guestVisitors>, 'user_id'>>(
            `INSERT INTO guest_visitors (fingerprint, user_id) VALUES ($1, $2)
             ON CONFLICT (fingerprint) DO UPDATE SET fingerprint = EXCLUDED.fingerprint
             RETURNING user_id`,
            [fingerprint, created.id],
          )
          userId = bound[0]?.user_id ?? created.id
          if (userId !== created.id) await ctx.context.internalAdapter.deleteUser(created.id)
          user = userId === created.id ? created : await ctx.context.internalAdapter.findUserById(userId)
        }
        if (!user) return ctx.json({ error: 'guest: could not be created' }, { status: 500 })
        const session = await ctx.context.internalAdapter.createSession(user.id)
        await setSessionCookie(ctx, { session, user })
        return ctx.json({ token: session.token, userId: user.id })
      }),
    },
  } satisfies BetterAuthPlugin
}
