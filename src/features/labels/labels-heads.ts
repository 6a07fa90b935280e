// The label generator's title and description, imported by its route head when it first runs (seo.ts
// `lazyHead`), so the words stay out of the app's entry.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import { PLATFORM_NAMES } from './label-text'
import type { LabelPlatform } from './labels.shared'

export function labelHead(platform: LabelPlatform): HeadText {
  return {
    title: `${m.label_title_page({ platform: PLATFORM_NAMES[platform]() })} | Shopsight`,
    description: m.label_intro(),
  }
}
