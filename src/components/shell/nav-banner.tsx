import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { siteConfig } from '@/config/site'
import { readStorage, writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'

/** The optional announcement strip under the navigation; closing it is remembered per banner key. */
export function NavBanner() {
  const banner = siteConfig.nav_banner
  const [closed, setClosed] = useState(true)
  useEffect(() => {
    setClosed(readStorage(banner.closed_key) === 'closed')
  }, [])
  if (!banner.active || closed) return null
  return (
    <div
      data-testid="nav-banner"
      style={{ backgroundColor: banner.colors.background, color: banner.colors.text }}
      className="relative px-10 py-2 text-center text-sm"
    >
      {banner.url ? (
        <AppLink href={banner.url} localPage className="underline-offset-2 hover:underline">
          {banner.content()}
        </AppLink>
      ) : (
        banner.content()
      )}
      <button
        type="button"
        aria-label={m.nav_banner_close()}
        onClick={() => {
          writeStorage(banner.closed_key, 'closed')
          setClosed(true)
        }}
        className="absolute top-1/2 right-3 -translate-y-1/2 rounded p-1 hover:bg-black/5"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  )
}
