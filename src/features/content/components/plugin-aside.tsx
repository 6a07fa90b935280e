import { Puzzle } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { PLUGIN_STORE_URL } from '@/config/plugin'
import type { Locale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** Where each plug-in page lives: two have language-specific pages, two serve both languages. */
export function pluginPages(locale: Locale) {
  const own = locale === 'cn' ? '/plugin-cn' : '/plugin-en'
  return [
    { href: `${own}/product-analysis`, label: m.nav_plugin_product_analysis },
    { href: '/plugin/seller-assistant', label: m.nav_plugin_seller_assistant },
    { href: `${own}/ai-review-analysis`, label: m.nav_plugin_ai_review },
    { href: '/plugin/resource-download', label: m.nav_plugin_resource_download },
  ]
}

export function PluginAside({ locale, current }: { locale: Locale; current: string }) {
  return (
    <div className="sticky top-[calc(var(--nav-height)+1rem)] space-y-4">
      <a
        href={PLUGIN_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 rounded-xl bg-brand-500 px-4 py-3 font-semibold text-white hover:bg-brand-600"
      >
        <Puzzle className="size-5" aria-hidden />
        {m.plugin_install_cta()}
      </a>
      <nav className="rounded-xl border border-gray-200 bg-white p-4" aria-label={m.plugin_other_pages()}>
        <h2 className="mb-2 text-sm font-semibold text-gray-900">{m.plugin_other_pages()}</h2>
        <ul className="space-y-1 text-sm">
          {pluginPages(locale).map((page) => (
            <li key={page.href}>
              <AppLink
                href={page.href}
                localPage
                aria-current={page.href.endsWith(`/${current}`) ? 'page' : undefined}
                className="block rounded-md px-2 py-1.5 text-gray-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
              >
                {page.label()}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
