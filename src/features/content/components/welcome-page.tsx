import { Crosshair, ImageUp, Search } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { m } from '@/paraglide/messages'

const PATHS = [
  {
    icon: Search,
    title: m.welcome_step_research,
    body: m.welcome_step_research_body,
    href: '/product-database-week-rank',
  },
  {
    icon: Crosshair,
    title: m.welcome_step_compete,
    body: m.welcome_step_compete_body,
    href: '/mall-hot-sale',
  },
  { icon: ImageUp, title: m.welcome_step_source, body: m.welcome_step_source_body, href: '/search-supplier' },
]

export function WelcomePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-14">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{m.welcome_title()}</h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-600">{m.welcome_body()}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PATHS.map((path) => (
          <li
            key={path.href}
            className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <path.icon className="size-7 text-brand-500" aria-hidden />
            <h2 className="mt-3 font-semibold text-gray-900">{path.title()}</h2>
            <p className="mt-2 flex-1 text-sm text-gray-600">{path.body()}</p>
            <AppLink
              href={path.href}
              localPage
              className="mt-4 self-start rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              {m.welcome_go()} →
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="mt-10 rounded-xl bg-brand-50 p-5 text-sm text-brand-800">
        {m.welcome_free_note()}{' '}
        <AppLink href="/pricing" localPage className="font-medium underline">
          {m.footer_pricing()}
        </AppLink>
      </p>
    </div>
  )
}
