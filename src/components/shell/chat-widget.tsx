import { useRouterState } from '@tanstack/react-router'
import { MessageCircle, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { siteConfig } from '@/config/site'
import { cn } from '@/lib/cn'
import { splitLocalePrefix } from '@/lib/locale'
import { readStorage, writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'
import { isDataPagePath, startsWidgetAsTab } from './data-pages'

export const CHAT_WIDGET_STORAGE_KEY = 'shopsight.chat-widget'

/**
 * Floating seller-community panel at the right edge, expanded by default and remembered once the
 * visitor toggles it. On a phone, with no stored choice, it starts as a tab: the open panel would
 * cover the page, and a QR code cannot be scanned by the phone showing it. On a data page (lists,
 * rankings, details) it always starts as a narrow tab, whatever was stored: the open panel sat over
 * the export, sort, pagination and period controls there, and took their clicks. The seller can still
 * open it on that page; the next data page starts as a tab again. So do the tools whose working area
 * reaches the right edge (data-pages.ts, startsWidgetAsTab), keeping the wider tab of other pages.
 */
export function ChatWidget() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const path = splitLocalePrefix(pathname).rest
  const dataPage = isDataPagePath(path)
  // Each data and tool page starts collapsed; elsewhere one decision holds across pages.
  const startKey = startsWidgetAsTab(path) ? pathname : null
  // Decided after mount, where storage and the screen width are known.
  const [expanded, setExpanded] = useState<boolean | null>(null)
  useEffect(() => {
    if (startKey !== null) {
      setExpanded(false)
      return
    }
    const stored = readStorage(CHAT_WIDGET_STORAGE_KEY)
    setExpanded(stored ? stored === 'expanded' : window.matchMedia('(min-width: 640px)').matches)
  }, [startKey])
  const toggle = (next: boolean) => {
    setExpanded(next)
    writeStorage(CHAT_WIDGET_STORAGE_KEY, next ? 'expanded' : 'collapsed')
  }
  if (!siteConfig.chat_widget.active || expanded === null) return null
  if (!expanded) {
    return (
      <button
        type="button"
        data-testid="chat-widget-toggle"
        data-state="collapsed"
        aria-expanded={false}
        aria-label={m.widget_expand()}
        onClick={() => toggle(true)}
        className={cn(
          'fixed right-0 bottom-40 z-[1900] flex flex-col items-center gap-1 rounded-l-lg bg-brand-500 text-xs font-medium text-white shadow-lg hover:bg-brand-600',
          // On a data page, as narrow as legible: it rests over the content column's right padding.
          dataPage ? 'px-1 py-2' : 'px-2 py-3',
        )}
      >
        <MessageCircle className={dataPage ? 'size-4' : 'size-5'} aria-hidden />
        <span className="[writing-mode:vertical-rl]">{m.widget_title()}</span>
      </button>
    )
  }
  return (
    <aside
      data-testid="chat-widget"
      data-state="expanded"
      aria-label={m.widget_title()}
      className="fixed right-2 bottom-40 z-[1900] w-44 rounded-xl border border-gray-200 bg-white p-3 shadow-xl"
    >
      <div className="mb-2 flex items-center justify-between">
        <p className="text-sm font-semibold text-gray-900">{m.widget_title()}</p>
        <button
          type="button"
          data-testid="chat-widget-toggle"
          aria-expanded
          aria-label={m.widget_collapse()}
          onClick={() => toggle(false)}
          className="rounded p-0.5 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="space-y-3">
        {siteConfig.chat_widget.qr.map((qr) => (
          <figure key={qr.image} className="text-center">
            <img src={qr.image} width={112} height={112} alt="" className="mx-auto" loading="lazy" />
            <figcaption className="mt-1 text-xs leading-4 text-gray-600">{qr.text()}</figcaption>
          </figure>
        ))}
      </div>
    </aside>
  )
}
