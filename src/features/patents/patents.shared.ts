// Patent search (docs/ip.md): the filters' parameter table, the query schemas of GET /api/patent/search
// and /detail (also the page's search params), and the shapes they return. Client-safe.

import * as v from 'valibot'
import type { IpSource, IpSourceId } from '@/features/catalog/ip-sources'
import { dayField, field, filterEntries, filtersToWire, lenientParams } from '@/lib/fields'
import { ChoiceParam, FIRST_IP_DAY, IntParam, TextParam } from '@/lib/params'

export const PATENT_KINDS = ['utility', 'design', 'application'] as const
export type PatentKind = (typeof PATENT_KINDS)[number]

export const PATENT_SORTS = ['relevance', 'granted', 'filed'] as const
export type PatentSort = (typeof PATENT_SORTS)[number]

export const PATENT_PAGE_SIZES = [20, 50] as const
export const DEFAULT_PATENT_PAGE_SIZE = 20
export const PATENT_TOTAL_CAP = 1000

export const PATENT_FILTERS = {
  kind: field({
    schema: v.picklist(PATENT_KINDS, `must be one of ${PATENT_KINDS.join(', ')}`),
    wire: (k) => k,
    narrowsPreset: true,
  }),
  /** Words of the assignee's name (a prefix of any of its words). */
  assignee: field({
    schema: v.pipe(
      v.string('must be text'),
      v.trim(),
      v.nonEmpty('must not be empty'),
      v.maxLength(80, 'must be at most 80 characters'),
    ),
    wire: (s) => s,
    narrowsPreset: true,
  }),
  /** A class as the patent lists it: USPC design class ("D7"), Locarno ("07-01") or CPC ("A47G"). */
  class: field({
    schema: v.pipe(
      v.string('must be a class like D7, 07-01 or A47G'),
      v.trim(),
      v.regex(/^[A-Za-z0-9./ -]{1,20}$/, 'must be a class like D7, 07-01 or A47G'),
    ),
    wire: (s) => s,
    narrowsPreset: true,
  }),
  granted_from: dayField(true, FIRST_IP_DAY),
  granted_to: dayField(true, FIRST_IP_DAY),
  filed_from: dayField(true, FIRST_IP_DAY),
  filed_to: dayField(true, FIRST_IP_DAY),
}

export const PatentSearchQuerySchema = v.object({
  ...filterEntries(PATENT_FILTERS),
  q: v.optional(TextParam(200)),
  sort: v.optional(v.picklist(PATENT_SORTS, `must be one of ${PATENT_SORTS.join(', ')}`), 'relevance'),
  page: v.optional(IntParam(1, 500), 1),
  page_size: ChoiceParam(PATENT_PAGE_SIZES, DEFAULT_PATENT_PAGE_SIZE),
})
export type PatentSearchInput = v.InferInput<typeof PatentSearchQuerySchema>
export type PatentSearchQuery = v.InferOutput<typeof PatentSearchQuerySchema>

export type PatentRow = {
  id: number
  number: string
  title: string
  /** The abstract with the matched words marked [[like this]] (search rows), or in full (detail). */
  snippet: string
  assignee: string
  kind: PatentKind | null
  filedOn: string
  grantedOn: string | null
  classes: string[]
  /** Where the record comes from: generated demo data or an imported PatentsView file. */
  source: IpSourceId
}

export type PatentList = {
  list: PatentRow[]
  total: number
  total_capped: boolean
  page: number
  page_size: number
  remaining: number
  /** Every source searched, with its "as of" day. */
  sources: IpSource[]
}

export type PatentDetail = PatentRow & { abstract: string; sourceInfo: IpSource }

export function patentPageSearch(input: Record<string, unknown>): PatentSearchInput {
  const clean = lenientParams(PatentSearchQuerySchema.entries, input)
  const q = v.parse(PatentSearchQuerySchema, clean)
  return {
    ...filtersToWire(PATENT_FILTERS, q),
    q: q.q,
    sort: q.sort === 'relevance' ? undefined : q.sort,
    page: q.page === 1 ? undefined : q.page,
    page_size: q.page_size === DEFAULT_PATENT_PAGE_SIZE ? undefined : q.page_size,
  }
}
