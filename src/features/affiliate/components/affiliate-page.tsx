import { BadgePercent, Link2, Wallet } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { monthlyPrice } from '@/config/plan-prices'
import { siteConfig } from '@/config/site'
import { AffiliatePanel } from '@/features/affiliate/components/affiliate-panel'
import { getLocale } from '@/i18n/locale'
import { formatMoney } from '@/lib/format'
import { m } from '@/paraglide/messages'

/** The programme's published minimum: at least 30% of every payment, recurring. */
export const AFFILIATE_COMMISSION_RATE = 0.3

const STEPS = [
  { icon: Link2, title: m.affiliate_how_1_title, body: m.affiliate_how_1_body },
  { icon: BadgePercent, title: m.affiliate_how_2_title, body: m.affiliate_how_2_body },
  { icon: Wallet, title: m.affiliate_how_3_title, body: m.affiliate_how_3_body },
]

export function AffiliatePage() {
  const locale = getLocale()
  const monthly = monthlyPrice(2, locale)
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-12">
      <header className="rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 px-6 py-14 text-center text-white">
        <h1 className="text-3xl font-bold sm:text-4xl">{m.affiliate_hero_title()}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-orange-50">{m.affiliate_hero_body()}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <AppLink
            href={`${siteConfig.account.register.url}?redirect=%2Faffiliate`}
            className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-orange-50"
          >
            {m.affiliate_join()}
          </AppLink>
          <AppLink
            href="/affiliate-agreement"
            localPage
            className="rounded-lg px-6 py-3 font-semibold ring-1 ring-white/60"
          >
            {m.affiliate_read_agreement()}
          </AppLink>
        </div>
      </header>
      <AffiliatePanel />
      <section className="mt-14">
        <h2 className="text-2xl font-bold text-gray-900">{m.affiliate_how_title()}</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.title()} className="rounded-2xl border border-gray-200 bg-white p-6">
              <step.icon className="size-7 text-brand-500" aria-hidden />
              <h3 className="mt-3 font-semibold text-gray-900">{step.title()}</h3>
              <p className="mt-2 text-sm text-gray-600">{step.body()}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-14 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-gray-900">{m.affiliate_example_title()}</h2>
          <p className="mt-3 text-gray-700">
            {m.affiliate_example_body({
              price: formatMoney(monthly, locale),
              commission: formatMoney(monthly * 20 * AFFILIATE_COMMISSION_RATE, locale),
            })}
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-gray-900">{m.affiliate_who_title()}</h2>
          <p className="mt-3 text-gray-700">{m.affiliate_who_body()}</p>
        </div>
      </section>
      <section className="mt-14 max-w-3xl">
        <h2 className="text-2xl font-bold text-gray-900">{m.affiliate_faq_title()}</h2>
        <dl className="mt-6 space-y-4">
          {[
            { q: m.affiliate_faq_q1, a: m.affiliate_faq_a1 },
            { q: m.affiliate_faq_q2, a: m.affiliate_faq_a2 },
          ].map(({ q, a }) => (
            <div key={q()} className="rounded-xl border border-gray-200 bg-white p-5">
              <dt className="font-medium text-gray-900">{q()}</dt>
              <dd className="mt-2 text-sm text-gray-600">{a()}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
