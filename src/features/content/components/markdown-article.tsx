import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'
import { splitLocalePrefix } from '@/lib/locale'

/**
 * Server-rendered, sanitised Markdown. Clicks on in-app links are routed on the client instead of
 * reloading the page.
 */
export function MarkdownArticle({ html, className }: { html: string; className?: string }) {
  const router = useRouter()
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const anchor = e.target instanceof Element ? e.target.closest('a') : null
    const href = anchor?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//') || anchor?.target === '_blank') return
    e.preventDefault()
    void router.navigate({ href: splitLocalePrefix(href).rest })
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside stay keyboard-operable; this only routes their clicks.
    // biome-ignore lint/a11y/noStaticElementInteractions: same as above, a delegated click handler for the links inside.
    <div
      className={`prose-content ${className ?? ''}`}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised on the server (content.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
