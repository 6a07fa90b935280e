import type { SiteConfig } from '@/config/site-config'

type Platform = SiteConfig['social'][number]['platform']

const LABELS: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
}

/** Brand glyphs drawn here: the icon set has no brand marks, and nothing may load from a CDN. */
function Glyph({ platform }: { platform: Platform }) {
  switch (platform) {
    case 'facebook':
      return (
        <path
          fill="currentColor"
          d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V10H7v4h2.5v8h4v-8H17l.6-4h-4.1V8.7c0-.4.3-.7.5-.7z"
        />
      )
    case 'instagram':
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r=".8" fill="currentColor" stroke="none" />
        </g>
      )
    case 'tiktok':
      return (
        <path
          fill="currentColor"
          d="M16.5 3c.4 2.3 1.9 3.9 4 4.2v3.3c-1.5 0-2.9-.5-4-1.3v6.1a6.2 6.2 0 1 1-6.2-6.2h.5v3.4a2.8 2.8 0 1 0 2.3 2.8V3z"
        />
      )
    case 'youtube':
      return (
        <g>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
          <path d="M10 9v6l5-3z" fill="#111827" />
        </g>
      )
    case 'x':
      return (
        <path
          fill="currentColor"
          d="M4 3h5l4 5.6L17.7 3h2.6l-6.1 7.5L21 21h-5l-4.4-6.1L6.5 21H3.9l6.5-7.8z"
        />
      )
  }
}

export function SocialIcon({ platform }: { platform: Platform }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" role="img" aria-label={LABELS[platform]}>
      <Glyph platform={platform} />
    </svg>
  )
}
