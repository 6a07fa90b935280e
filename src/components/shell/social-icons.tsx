import type { SiteFooterConfig } from '@/config/site-config'

type Platform = SiteFooterConfig['social'][number]['platform']

const LABELS: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
}

/**
 * Brand glyphs drawn for this site and served from public/social (the icon set has no brand marks,
 * nothing may load from a CDN, and as images they cost no JavaScript). PNG at twice the size shown,
 * rasterised from the SVG sources beside them: each SVG <img> costs a document of its own on the main
 * thread.
 */
export function SocialIcon({ platform }: { platform: Platform }) {
  return <img src={`/social/${platform}.png`} width={20} height={20} alt={LABELS[platform]} loading="lazy" />
}
