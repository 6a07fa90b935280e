// Words of the patent pages shared by components and heads, loaded with the pages.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import type { PatentKind, PatentSort } from './patents.shared'

export const patentHead = (): HeadText => ({ title: m.patent_title(), description: m.patent_description() })

export const patentDetailHead = (title: string | null): HeadText => ({
  title: `${title ? `${title} | ` : ''}${m.patent_detail_title()} | Shopsight`,
  description: m.patent_detail_description(),
})

export const KIND_NAMES: Record<PatentKind, () => string> = {
  utility: m.patent_kind_utility,
  design: m.patent_kind_design,
  application: m.patent_kind_application,
}

export const SORT_NAMES: Record<PatentSort, () => string> = {
  relevance: m.patent_sort_relevance,
  granted: m.patent_sort_granted,
  filed: m.patent_sort_filed,
}
