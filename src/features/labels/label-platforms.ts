// The label generator's platforms and the URL's platform parameter. Apart from labels.shared.ts (the
// templates and paper tables) because the route reads it to answer 404, and a route's options ride
// with the app's entry.
export const LABEL_PLATFORMS = ['shopsight', 'temu', 'shein', 'tiktok', 'aliexpress', 'amazon'] as const
export type LabelPlatform = (typeof LABEL_PLATFORMS)[number]

export function isLabelPlatform(value: string): value is LabelPlatform {
  return (LABEL_PLATFORMS as readonly string[]).includes(value)
}

/**
 * The template a URL's platform names: the brand's own template answers to the configured brand id
 * (`/{product}-label-generator`), the marketplaces to their ids; anything else is no page.
 */
export function labelPlatformOf(param: string, brand: string): LabelPlatform | null {
  if (param === brand) return 'shopsight'
  if (param === 'shopsight') return null
  return isLabelPlatform(param) ? param : null
}
