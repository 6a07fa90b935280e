// Support staff's plan tool until payments exist:
//   npm run admin -- grant <email> <plan 1-4> [days=30] [--auto-renew]
//   npm run admin -- end <email>
//   npm run admin -- show <email>
//   npm run admin -- staff <email> [--revoke]   (staff open the internal reports, e.g. /staff/page-views)
//   npm run admin -- affiliate-payout <email> <reference> [--currency=CNY|USD] [--date=YYYY-MM-DD] [--final]
//       (records a payout made to the affiliate: every approved commission of the currency, clawbacks
//        deducted, is settled by it; the affiliate sees its date, amount and reference on /affiliate)
// Uses DATABASE_URL or the PGlite folder (.data/pglite / PGLITE_DIR), like the server. When a server
// holds the PGlite folder, the statements run in it over its admin channel (src/pipeline/admin-channel.ts).
import * as v from 'valibot'
import { PLAN_IDS } from '../src/config/plans'
import { CYCLE, type SubscriptionInfo } from '../src/config/subscription'
import { recordPayout } from '../src/features/affiliate/affiliate.server'
import {
  AFFILIATE_PAYOUT_THRESHOLD_MINOR,
  AFFILIATE_REFUND_WINDOW_DAYS,
  LEDGER_CURRENCIES,
} from '../src/features/affiliate/affiliate.shared'
import { endPlan, grantPlan } from '../src/features/billing/subscriptions.server'
import { connectDatabase } from '../src/pipeline/cli/admin-client'
import { storedSubscription } from '../src/server/plan/subscription'

const USAGE = `usage:
  npm run admin -- grant <email> <plan 1-4> [days=30] [--auto-renew]
  npm run admin -- end <email>
  npm run admin -- show <email>
  npm run admin -- staff <email> [--revoke]
  npm run admin -- affiliate-payout <email> <reference> [--currency=CNY|USD] [--date=YYYY-MM-DD] [--final]`

const Reference = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required (the transfer reference)'),
  v.maxLength(120, 'is too long'),
)
const Currency = v.picklist(LEDGER_CURRENCIES, 'must be CNY or USD')
const PayoutDate = v.pipe(
  v.string(),
  v.isoDate('must be a date YYYY-MM-DD'),
  v.transform((day) => new Date(`${day}T12:00:00Z`)),
)

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('is not an email address'))
const Plan = v.pipe(
  v.string(),
  v.transform(Number),
  v.picklist(
    PLAN_IDS.filter((id) => id > 0),
    'must be 1, 2, 3 or 4',
  ),
)
const Days = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('must be a whole number'),
  v.minValue(1),
  v.maxValue(3660),
)

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parse<S extends v.GenericSchema<string, unknown>>(
  schema: S,
  value: string | undefined,
  name: string,
) {
  const result = v.safeParse(schema, value ?? '')
  if (!result.success) fail(`${name}: ${result.issues[0]?.message ?? 'is invalid'}\n${USAGE}`)
  return result.output
}

const describe = (email: string, sub: SubscriptionInfo) => {
  const when = (s: number) => (s ? new Date(s * 1000).toISOString() : '-')
  return `${email}: plan ${sub.plan_id}, ${when(sub.start_at)} → ${when(sub.expire_at)}, cycle_subscription ${sub.cycle_subscription}`
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  const flags = rest.filter((a) => a.startsWith('--'))
  const args = rest.filter((a) => !a.startsWith('--'))
  if (!command || !['grant', 'end', 'show', 'staff', 'affiliate-payout'].includes(command)) fail(USAGE)
  const flag = (name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3)
  const email = parse(Email, args[0], 'email')
  const connection = await connectDatabase()
  const { db } = connection
  const [user] = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = $1 AND NOT is_guest',
    [email],
  )
  if (!user) fail(`${email}: no registered user with this email`)
  if (command === 'grant') {
    const plan = parse(Plan, args[1], 'plan')
    const days = args[2] === undefined ? 30 : parse(Days, args[2], 'days')
    const cycle = flags.includes('--auto-renew') ? CYCLE.autoRenew : CYCLE.monthly
    console.log(describe(email, await grantPlan(db, user.id, plan, days, cycle)))
  } else if (command === 'staff') {
    if (flags.includes('--revoke')) await db.query('DELETE FROM staff_members WHERE user_id = $1', [user.id])
    else await db.query('INSERT INTO staff_members (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [user.id])
    console.log(`${email}: ${flags.includes('--revoke') ? 'no longer staff' : 'staff'}`)
  } else if (command === 'affiliate-payout') {
    const reference = parse(Reference, args[1], 'reference')
    const currency = parse(Currency, flag('currency') ?? 'CNY', 'currency')
    const paidAt = flag('date') === undefined ? new Date() : parse(PayoutDate, flag('date'), 'date')
    const result = await recordPayout(db, user.id, {
      currency,
      reference,
      paidAt,
      final: flags.includes('--final'),
    })
    const amount = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`
    if (!result.ok) {
      await connection.close()
      fail(
        {
          not_affiliate: `${email}: not an affiliate`,
          nothing_approved: `${email}: no approved ${currency} commission to pay (balance ${amount(result.total)}); commissions are approved ${AFFILIATE_REFUND_WINDOW_DAYS} days after their payment`,
          below_threshold: `${email}: approved balance ${amount(result.total)} is below the ${amount(AFFILIATE_PAYOUT_THRESHOLD_MINOR[currency])} threshold (--final pays it when the programme ends)`,
          duplicate_reference: `${email}: a payout with reference ${reference} is already recorded`,
        }[result.reason],
      )
    }
    console.log(
      `${email}: payout ${result.payout.id} of ${amount(result.payout.amount_minor)}, reference ${reference}, ${result.lines} ledger lines paid`,
    )
  } else if (command === 'end') {
    await endPlan(db, user.id)
    console.log(describe(email, await storedSubscription(db, user.id)))
  } else {
    console.log(describe(email, await storedSubscription(db, user.id)))
  }
  await connection.close()
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
