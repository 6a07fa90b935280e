import { useRouter } from '@tanstack/react-router'
import type * as React from 'react'
import { viewedPrefix } from '@/i18n/viewed-path'
import { localizePath } from '@/lib/locale'

type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string
  /** In-app page: routed on the client and kept in the viewed language. */
  localPage?: boolean
  blank?: boolean
  nofollow?: boolean
}

function isPlainLeftClick(e: React.MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
}

/**
 * Links that come from configuration (nav, footer, announcements): their paths are data, not typed
 * routes, so they navigate by href. Local pages keep the viewed language prefix; others are plain links.
 */
export function AppLink({ href, localPage, blank, nofollow, onClick, children, ...rest }: AppLinkProps) {
  const router = useRouter()
  const internal = href.startsWith('/') && !href.startsWith('//')
  const shown = internal ? localizePath(href, viewedPrefix()) : href
  const rel =
    [blank ? 'noopener noreferrer' : '', nofollow ? 'nofollow' : ''].filter(Boolean).join(' ') || undefined
  return (
    <a
      {...rest}
      href={shown}
      target={blank ? '_blank' : undefined}
      rel={rel}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || !localPage || !internal || blank || !isPlainLeftClick(e)) return
        e.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </a>
  )
}
