// Titles and descriptions of the tool pages, imported by their route heads when a head first runs
// (seo.ts `lazyHead`), so the words stay out of the app's entry.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

const page = (title: string, description: string): HeadText => ({
  title: `${title} | Shopsight`,
  description,
})

export const TOOL_HEADS = {
  caseConverter: () => page(m.tools_case_title_page(), m.tools_case_intro()),
  currencyConverter: () => page(m.tools_currency_title_page(), m.tools_currency_intro()),
}
