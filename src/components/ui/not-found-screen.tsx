import { useLocation } from '@tanstack/react-router'
import { viewedPathname } from '@/i18n/viewed-path'
import { m } from '@/paraglide/messages'
import { AppLink } from './app-link'

const SUGGESTIONS = [
  { href: '/', label: () => m.go_home() },
  { href: '/pricing', label: () => m.footer_pricing() },
  { href: '/blog', label: () => m.footer_blog() },
] as const

/**
 * Spec §8: "Page Not Found: {path}" in English and its Chinese wording under /cn (a Chinese screen shows
 * no English); the server answers it with HTTP 404.
 */
export function NotFoundScreen() {
  useLocation()
  const path = viewedPathname()
  return (
    <section data-testid="not-found" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-semibold break-all text-gray-900">{m.not_found_title({ path })}</h1>
      <p className="mt-4 text-gray-600">{m.not_found_body()}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {SUGGESTIONS.map((s) => (
          <li key={s.href}>
            <AppLink
              href={s.href}
              localPage
              className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:border-brand-500 hover:text-brand-600"
            >
              {s.label()}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
