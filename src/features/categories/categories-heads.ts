// The category pages' titles and descriptions, imported by their route heads when they first run (see
// lazyHead in src/i18n/seo.ts): route options ride with the app's entry, their words need not.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const CATEGORY_HEADS = {
  /** Without the site name: the list route's head adds it. */
  database: (): HeadText => ({
    title: m.category_database_title(),
    description: m.category_database_description(),
  }),
  analysis: (name: string | null): HeadText => ({
    title: `${name ? m.category_analysis_title_of({ name }) : m.category_analysis_title()} | Shopsight`,
    description: m.category_analysis_description(),
  }),
}
