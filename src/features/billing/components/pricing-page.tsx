import { Check, Minus } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { openDialog } from '@/components/ui/dialog-store'
import { enabledPaymentMethods } from '@/config/payments'
import {
  ALL_PLANS,
  CAPABILITY_ROWS,
  type Capability,
  type CapabilityRow,
  discountPercent,
  type Plan,
} from '@/config/plans'
import { siteConfig } from '@/config/site'
import { useSignedInUser } from '@/features/account/viewer-store'
import { PayDialog } from '@/features/billing/components/pay-dialog'
import { PaymentOutcome } from '@/features/billing/components/payment-outcome'
import { RENEWAL_RULE } from '@/features/billing/payment-labels'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import { formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'

const POPULAR_PLAN_ID = 2

/** Chinese visitors pay with Alipay in yuan; everyone else by card in dollars (spec §9). */
function planPrice(plan: Plan) {
  const cn = getLocale() === 'cn'
  return {
    price: formatMoney(cn ? plan.priceCny : plan.priceUsd, getLocale(), { currency: cn ? 'CNY' : 'USD' }),
    origin: formatMoney(cn ? plan.originCny : plan.originUsd, getLocale(), { currency: cn ? 'CNY' : 'USD' }),
    discount: cn
      ? discountPercent(plan.priceCny, plan.originCny)
      : discountPercent(plan.priceUsd, plan.originUsd),
  }
}

function CurrentPlan({ planId }: { planId: number }) {
  return (
    <p
      data-testid={`plan-current-${planId}`}
      className="mt-6 rounded-lg bg-gray-100 px-4 py-2.5 text-center text-sm font-semibold text-gray-600"
    >
      {m.pricing_current_plan()}
    </p>
  )
}

function PlanCard({ plan, onBuy }: { plan: Plan; onBuy?: (plan: Plan) => void }) {
  const popular = plan.id === POPULAR_PLAN_ID
  const { price, origin, discount } = planPrice(plan)
  const register = siteConfig.account.register.url
  const user = useSignedInUser()
  const ctaClass = cn(
    'mt-6 rounded-lg px-4 py-2.5 text-center text-sm font-semibold',
    popular
      ? 'bg-brand-500 text-white hover:bg-brand-600'
      : 'border border-gray-300 text-gray-800 hover:border-brand-500',
  )
  return (
    <article
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        popular ? 'border-brand-500 ring-2 ring-brand-500' : 'border-gray-200',
      )}
    >
      {popular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-500 px-3 py-0.5 text-xs font-semibold text-white">
          {m.pricing_most_popular()}
        </span>
      ) : null}
      <h2 className="text-lg font-semibold text-gray-900">{plan.name()}</h2>
      {plan.id === 0 ? (
        <p className="mt-4 text-3xl font-bold text-gray-900">{m.pricing_free_forever()}</p>
      ) : (
        <div className="mt-4">
          <p className="flex items-baseline gap-1">
            <span className="text-3xl font-bold text-gray-900">{price}</span>
            <span className="text-sm text-gray-500">{m.pricing_per_month()}</span>
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <s className="text-gray-600">{origin}</s>
            {discount > 0 ? (
              <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
                {m.pricing_save({ percent: discount })}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-xs text-gray-500">{m.pricing_billed_monthly()}</p>
        </div>
      )}
      <ul className="mt-6 flex-1 space-y-2 text-sm text-gray-700">
        {plan.memberAccounts > 0 ? <Perk>{m.pricing_members({ count: plan.memberAccounts })}</Perk> : null}
        {plan.productExports > 0 ? (
          <Perk>{m.pricing_exports_allowance({ product: plan.productExports, shop: plan.shopExports })}</Perk>
        ) : null}
        {plan.invitations > 0 ? <Perk>{m.pricing_invites({ count: plan.invitations })}</Perk> : null}
        {CAPABILITY_ROWS.filter((row) => row.quota).map((row) => (
          <Perk key={row.name()} muted={row.values[plan.id].kind === 'none'}>
            {m.pricing_row_value({ name: row.name(), value: capabilityLabel(row.values[plan.id]) })}
          </Perk>
        ))}
      </ul>
      {user ? (
        plan.id === 0 ? (
          user.planId === 0 ? (
            <CurrentPlan planId={0} />
          ) : null
        ) : (
          <>
            {user.planId === plan.id ? <CurrentPlan planId={plan.id} /> : null}
            <button
              type="button"
              data-testid={`plan-cta-${plan.id}`}
              className={cn(ctaClass, user.planId === plan.id && 'mt-2')}
              onClick={() => onBuy?.(plan)}
            >
              {user.planId === plan.id ? m.pricing_extend_plan() : m.pricing_choose_plan()}
            </button>
          </>
        )
      ) : (
        <AppLink
          href={plan.id === 0 ? register : `${register}?plan=${plan.id}`}
          data-testid={`plan-cta-${plan.id}`}
          className={ctaClass}
          onClick={(e) => {
            // Spec §5: buying while logged out opens the login prompt.
            if (plan.id === 0) return
            e.preventDefault()
            openDialog({ type: 'login', redirectTo: '/pricing' })
          }}
        >
          {plan.id === 0 ? m.pricing_start_free() : m.pricing_choose_plan()}
        </AppLink>
      )}
    </article>
  )
}

function Perk({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <li className={cn('flex gap-2', muted && 'text-gray-500')}>
      {muted ? (
        <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <Check className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
      )}
      <span>{children}</span>
    </li>
  )
}

export function capabilityLabel(value: Capability): string {
  switch (value.kind) {
    case 'included':
      return m.pricing_yes()
    case 'none':
      return m.pricing_no()
    case 'unlimited':
      return m.pricing_unlimited()
    case 'daily': {
      const perDay = m.pricing_per_day({ count: formatNumber(value.limit) })
      return value.rule ? `${perDay} · ${value.rule()}` : perDay
    }
    case 'text':
      return value.text()
  }
}

function CapabilityText({ value }: { value: Capability }) {
  if (value.kind === 'included')
    return <Check className="mx-auto size-5 text-brand-500" aria-label={m.pricing_yes()} />
  if (value.kind === 'none')
    return <Minus className="mx-auto size-5 text-gray-300" aria-label={m.pricing_no()} />
  return <>{capabilityLabel(value)}</>
}

function CompareTable() {
  const groups = CAPABILITY_ROWS.reduce<Array<{ group: CapabilityRow['group']; rows: CapabilityRow[] }>>(
    (acc, row) => {
      const last = acc.at(-1)
      if (last && last.group === row.group) last.rows.push(row)
      else acc.push({ group: row.group, rows: [row] })
      return acc
    },
    [],
  )
  // Scrolls sideways on a phone: a focusable, named region, so a keyboard can scroll it too.
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
      tabIndex={0}
      aria-label={m.pricing_compare_title()}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[760px] text-sm" data-testid="plan-table">
        <caption className="sr-only">{m.pricing_compare_title()}</caption>
        <thead className="sticky top-0 bg-gray-50">
          <tr>
            <th scope="col" className="w-1/3 px-4 py-3 text-left font-semibold text-gray-900">
              {m.pricing_feature()}
            </th>
            {ALL_PLANS.map((plan) => (
              <th key={plan.id} scope="col" className="px-3 py-3 text-center font-semibold text-gray-900">
                {plan.name()}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ group, rows }) => (
          <tbody key={group()}>
            <tr className="bg-brand-50/60">
              <th
                colSpan={6}
                scope="colgroup"
                className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-brand-700 uppercase"
              >
                {group()}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.name()} className="border-t border-gray-100">
                <th scope="row" className="px-4 py-3 text-left font-normal text-gray-700">
                  {row.name()}
                  {row.isNew ? (
                    <span className="ml-2 rounded bg-brand-500 px-1.5 py-0.5 text-[10px] font-semibold text-white uppercase">
                      {m.pricing_new()}
                    </span>
                  ) : null}
                </th>
                {row.values.map((value, planId) => (
                  <td key={ALL_PLANS[planId]?.id} className="px-3 py-3 text-center text-gray-800">
                    <CapabilityText value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  )
}

/** Per payment method offered, whether it renews: the pay dialog's and the personal center's sentence. */
function RenewalRules() {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="pricing-renewal-rules">
      {enabledPaymentMethods().map((method) => (
        <li key={method.id} data-renewal-rule={method.id}>
          {RENEWAL_RULE[method.id]()}
        </li>
      ))}
    </ul>
  )
}

const FAQ = [
  [m.pricing_faq_q1, m.pricing_faq_a1],
  [m.pricing_faq_q2, m.pricing_faq_a2],
  [m.pricing_faq_q3, m.pricing_faq_a3],
  [m.pricing_faq_q4, m.pricing_faq_a4],
] as const

export function PricingPage() {
  const [buying, setBuying] = useState<{ id: 1 | 2 | 3 | 4; name: string } | null>(null)
  const buy = (plan: Plan) => {
    if (plan.id !== 0) setBuying({ id: plan.id, name: plan.name() })
  }
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-12">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{m.pricing_title()}</h1>
        <p className="mt-4 text-gray-600">{m.pricing_subtitle()}</p>
      </header>
      <section className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5" aria-label={m.pricing_title()}>
        {ALL_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onBuy={buy} />
        ))}
      </section>
      <section className="mt-16">
        <h2 className="text-2xl font-semibold text-gray-900">{m.pricing_compare_title()}</h2>
        <p className="mt-2 mb-6 text-sm text-gray-600">{m.pricing_compare_note()}</p>
        <CompareTable />
      </section>
      <section className="mx-auto mt-16 max-w-3xl">
        <h2 className="text-2xl font-semibold text-gray-900">{m.pricing_faq_title()}</h2>
        <dl className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {FAQ.map(([q, a], i) => (
            <div key={q()} className="p-5">
              <dt className="font-medium text-gray-900">{q()}</dt>
              <dd className="mt-2 text-sm text-gray-600">
                {a()}
                {a === m.pricing_faq_a2 ? <RenewalRules /> : null}
                {i === FAQ.length - 1 ? (
                  <>
                    {' '}
                    <AppLink href="/policy/refund" localPage className="text-brand-600 underline">
                      {m.footer_refund()}
                    </AppLink>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <PayDialog plan={buying} onClose={() => setBuying(null)} />
      <PaymentOutcome />
    </div>
  )
}
