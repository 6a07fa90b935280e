// The keyword pages' titles and descriptions, imported by their route heads when they first run (see
// lazyHead in src/i18n/seo.ts): route options ride with the app's entry, their words need not.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const KEYWORD_HEADS = {
  /** Without the site name: the list route's head adds it. */
  database: (): HeadText => ({
    title: m.keyword_database_title(),
    description: m.keyword_database_description(),
  }),
  reverse: (): HeadText => ({
    title: `${m.keyword_reverse_title()} | Shopsight`,
    description: m.keyword_reverse_description(),
  }),
  analysis: (text: string | null): HeadText => ({
    title: `${text ? m.keyword_analysis_title_of({ keyword: text }) : m.keyword_analysis_title()} | Shopsight`,
    description: m.keyword_analysis_description(),
  }),
}
