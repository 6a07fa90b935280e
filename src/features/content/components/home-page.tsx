import {
  ChartNoAxesCombined,
  Crosshair,
  ImageUp,
  ListFilter,
  type LucideIcon,
  Printer,
  Puzzle,
} from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { monthlyPrice } from '@/config/plan-prices'
import { getLocale } from '@/i18n/locale'
import { formatMoney } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ContentSummary } from '../content.shared'
import { BlogCards } from './blog-list'

type ToolLink = { href: string; label: () => string }
type Section = { icon: LucideIcon; title: () => string; body: () => string; links: ToolLink[] }

/** Every tool is reachable from the home page, grouped by the job a seller is doing. */
const SECTIONS: Section[] = [
  {
    icon: ChartNoAxesCombined,
    title: m.home_section_find,
    body: m.home_section_find_body,
    links: [
      { href: '/historical-rankings', label: m.nav_historical_rankings },
      { href: '/historical-rankings-best', label: m.nav_best_rankings },
      { href: '/historical-rankings/analysis', label: m.nav_ranking_analysis },
      { href: '/dashboard', label: m.nav_dashboard },
    ],
  },
  {
    icon: ListFilter,
    title: m.home_section_lists,
    body: m.home_section_lists_body,
    links: [
      { href: '/product-database', label: m.nav_product_database },
      { href: '/product-database-hot', label: m.nav_hot_products },
      { href: '/product-database-hot-new', label: m.nav_new_products },
      { href: '/product-database-price-reduction', label: m.nav_price_reduction },
      { href: '/product-database-sold-out', label: m.nav_sold_out },
      { href: '/product-database-week-rank', label: m.nav_week_surge },
      { href: '/product-database-month-rank', label: m.nav_month_surge },
      { href: '/product-database-semi', label: m.nav_semi_managed },
    ],
  },
  {
    icon: Crosshair,
    title: m.home_section_competitors,
    body: m.home_section_competitors_body,
    links: [
      { href: '/mall-hot-sale', label: m.nav_mall_hot_sale },
      { href: '/mall-new', label: m.nav_mall_new },
      { href: '/mall-semi-hot-sale', label: m.nav_mall_semi_hot_sale },
      { href: '/keyword-reverse', label: m.nav_keyword_reverse },
      { href: '/keyword-analysis', label: m.nav_keyword_analysis },
      { href: '/keyword-database', label: m.nav_keyword_database },
      { href: '/ads', label: m.nav_ad_library },
      { href: '/ads-trend', label: m.nav_world_ads_trend },
      { href: '/category-database', label: m.nav_category_database },
      { href: '/category-analysis', label: m.nav_category_analysis },
    ],
  },
  {
    icon: ImageUp,
    title: m.home_section_source,
    body: m.home_section_source_body,
    links: [
      { href: '/search-supplier', label: m.nav_supplier_search },
      { href: '/search-trademark', label: m.nav_trademark_search },
      { href: '/search-patent', label: m.nav_patent_search },
    ],
  },
  {
    icon: Printer,
    title: m.home_section_ship,
    body: m.home_section_ship_body,
    links: [
      { href: '/shopsight-label-generator', label: m.nav_label_generator },
      { href: '/tools/currency-converter', label: m.nav_currency_converter },
      { href: '/tools/case-converter', label: m.nav_case_converter },
    ],
  },
  {
    icon: Puzzle,
    title: m.home_section_plugins,
    body: m.home_section_plugins_body,
    links: [
      { href: '/plugin/seller-assistant', label: m.nav_plugin_seller_assistant },
      { href: '/plugin/resource-download', label: m.nav_plugin_resource_download },
    ],
  },
]

const STATS = [
  { figure: '11', label: m.home_stat_sites },
  { figure: '90', label: m.home_stat_history },
  { figure: '4', label: m.home_stat_sources },
]

const STEPS = [m.home_step_1, m.home_step_2, m.home_step_3, m.home_step_4]

export function HomePage({ posts }: { posts: readonly ContentSummary[] }) {
  const locale = getLocale()
  const plugin = locale === 'cn' ? '/plugin-cn' : '/plugin-en'
  const sections = SECTIONS.map((s) =>
    s.icon === Puzzle
      ? {
          ...s,
          links: [
            { href: `${plugin}/product-analysis`, label: m.nav_plugin_product_analysis },
            { href: `${plugin}/ai-review-analysis`, label: m.nav_plugin_ai_review },
            ...s.links,
          ],
        }
      : s,
  )
  const from = formatMoney(monthlyPrice(1, locale), locale)
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-gray-50">
        <div className="mx-auto max-w-[var(--max-width)] px-4 pt-16 pb-14 text-center sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            {m.home_hero_eyebrow()}
          </p>
          <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            {m.home_hero_title()}
          </h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg text-gray-600">{m.home_hero_body()}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <AppLink
              href="/product-database"
              localPage
              data-testid="home-cta"
              className="rounded-lg bg-brand-500 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-600"
            >
              {m.home_cta_primary()}
            </AppLink>
            <AppLink
              href="/pricing"
              localPage
              className="rounded-lg border border-gray-300 bg-white px-6 py-3 font-semibold text-gray-800 hover:border-brand-500"
            >
              {m.home_cta_secondary()}
            </AppLink>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4">
            {STATS.map(({ figure, label }) => (
              <div key={figure} className="flex flex-col rounded-xl bg-white p-4 shadow-sm">
                <dt className="text-xs text-gray-500 sm:text-sm">{label()}</dt>
                <dd className="order-first text-2xl font-bold text-brand-600 sm:text-3xl">{figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-[var(--max-width)] px-4 py-16" aria-labelledby="home-features">
        <h2 id="home-features" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          {m.home_features_title()}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <article
              key={section.title()}
              className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
            >
              <section.icon className="size-8 text-brand-500" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{section.title()}</h3>
              <p className="mt-2 text-sm text-gray-600">{section.body()}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <AppLink
                      href={link.href}
                      localPage
                      className="inline-block rounded-full bg-gray-100 px-3 py-1 text-xs font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700"
                    >
                      {link.label()}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-white py-16">
        <div className="mx-auto max-w-[var(--max-width)] px-4">
          <h2 className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
            {m.home_workflow_title()}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step()} className="rounded-2xl bg-gray-50 p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-500 font-bold text-white">
                  {i + 1}
                </span>
                <p className="mt-4 text-sm text-gray-700">{step()}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-[var(--max-width)] px-4 py-16">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-gray-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{m.home_plans_title()}</h2>
          <p className="max-w-2xl text-gray-300">{m.home_plans_body({ price: from })}</p>
          <AppLink
            href="/pricing"
            localPage
            className="rounded-lg bg-brand-500 px-6 py-3 font-semibold text-white hover:bg-brand-600"
          >
            {m.home_cta_secondary()}
          </AppLink>
        </div>
      </section>

      {posts.length > 0 ? (
        <section className="mx-auto max-w-[var(--max-width)] px-4 pb-8">
          <div className="mb-6 flex items-baseline justify-between">
            <h2 className="text-2xl font-bold text-gray-900">{m.home_blog_title()}</h2>
            <AppLink href="/blog" localPage className="text-sm font-medium text-brand-600 hover:underline">
              {m.home_blog_more()} →
            </AppLink>
          </div>
          <BlogCards posts={posts.slice(0, 3)} />
        </section>
      ) : null}
    </div>
  )
}
