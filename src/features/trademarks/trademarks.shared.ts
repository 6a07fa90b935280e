// Trademark search and the listing-title check (docs/ip.md): the filters' parameter table, the query
// schemas of GET /api/trademark/search, /detail and /check_title (also the server functions' and the
// page's search params), and the shapes they return. Client-safe: no SQL, no messages.
import * as v from 'valibot'
import type { IpSource, IpSourceId } from '@/features/catalog/ip-sources'
import { dayField, field, filterEntries, filtersToWire, lenientParams } from '@/lib/fields'
import { ChoiceParam, FIRST_IP_DAY, IntParam, TextParam } from '@/lib/params'

export const MATCH_MODES = ['all', 'exact', 'prefix', 'fuzzy', 'sound'] as const
export type MatchMode = (typeof MATCH_MODES)[number]
/** How a result matched the query, best first. */
export type MatchKind = 'exact' | 'prefix' | 'fuzzy' | 'sound'

/** Registers the data holds marks of (the generator's and the USPTO importer's). */
export const JURISDICTIONS = ['US', 'EU', 'CN', 'UK', 'WIPO', 'JP', 'CA', 'AU'] as const
export type Jurisdiction = (typeof JURISDICTIONS)[number]

/** Live marks can be enforced; dead ones (abandoned, expired, cancelled) cannot. */
export const LIVE_STATUSES = ['registered', 'pending'] as const
export const isLiveStatus = (status: string): boolean => (LIVE_STATUSES as readonly string[]).includes(status)

export const TRADEMARK_PAGE_SIZES = [20, 50] as const
export const DEFAULT_TRADEMARK_PAGE_SIZE = 20

const NICE_CLASS = IntParam(1, 45)

export const TRADEMARK_FILTERS = {
  /** A Nice class (1–45) the mark is registered in. */
  class: field({ schema: NICE_CLASS, wire: (n) => n, narrowsPreset: true }),
  status: field({
    schema: v.picklist(['live', 'dead'], 'must be live or dead'),
    wire: (s) => s,
    narrowsPreset: true,
  }),
  jurisdiction: field({
    schema: v.picklist(JURISDICTIONS, `must be one of ${JURISDICTIONS.join(', ')}`),
    wire: (j) => j,
    narrowsPreset: true,
  }),
  filed_from: dayField(true, FIRST_IP_DAY),
  filed_to: dayField(true, FIRST_IP_DAY),
}

export const TrademarkSearchQuerySchema = v.object({
  ...filterEntries(TRADEMARK_FILTERS),
  q: v.optional(TextParam(100)),
  mode: v.optional(v.picklist(MATCH_MODES, `must be one of ${MATCH_MODES.join(', ')}`), 'all'),
  page: v.optional(IntParam(1, 500), 1),
  page_size: ChoiceParam(TRADEMARK_PAGE_SIZES, DEFAULT_TRADEMARK_PAGE_SIZE),
})
export type TrademarkSearchInput = v.InferInput<typeof TrademarkSearchQuerySchema>
export type TrademarkSearchQuery = v.InferOutput<typeof TrademarkSearchQuerySchema>

export type TrademarkRow = {
  id: number
  mark: string
  owner: string
  classes: number[]
  status: string
  live: boolean
  jurisdiction: string
  filedOn: string
  registeredOn: string | null
  wellKnown: boolean
  serialNumber: string | null
  /** Where the record comes from: generated demo data or an imported register file. */
  source: IpSourceId
  match: MatchKind | null
  /** Trigram similarity of the mark (or its pinyin) to the query, 0–1. */
  similarity: number
}

export type TrademarkList = {
  list: TrademarkRow[]
  /** Matches counted up to TRADEMARK_TOTAL_CAP. */
  total: number
  total_capped: boolean
  page: number
  page_size: number
  remaining: number
  /** Every source searched, with its "as of" day (a search that finds nothing searched them too). */
  sources: IpSource[]
}
export const TRADEMARK_TOTAL_CAP = 1000

export type TrademarkDetail = TrademarkRow & {
  registrationNumber: string | null
  goodsServices: string | null
  statusCode: string | null
  pinyin: string | null
  /** Dated steps, oldest first: the register's own history when imported, else filing and registration. */
  history: Array<{ status: string; date: string }>
  /** The record's source with its "as of" day. */
  sourceInfo: IpSource
}

export type RiskLevel = 'high' | 'medium' | 'low'
/** Why a phrase was flagged: the scoring rule that applied (docs/ip.md, "Title check scoring"). */
export type RiskReason =
  | 'exact_relevant'
  | 'exact_famous'
  | 'exact_other_class'
  | 'sound_alike'
  | 'fuzzy'
  | 'descriptive'
  | 'dead'

export type TitleFinding = {
  /** The words of the title, as written. */
  phrase: string
  /** Character offset of the phrase in the title. */
  start: number
  level: RiskLevel
  reason: RiskReason
  match: MatchKind
  /** Named after "for" / "compatible with": a compatibility use, listed separately. */
  compatible: boolean
  mark: Pick<
    TrademarkRow,
    'id' | 'mark' | 'owner' | 'classes' | 'status' | 'live' | 'jurisdiction' | 'source'
  > & { registrationNumber: string | null }
  similarity: number
}

export type TitleCheck = {
  findings: TitleFinding[]
  /** The classes judged relevant; null when neither classes nor a known category were given (all count). */
  relevantClasses: number[] | null
  highest: RiskLevel | null
  /** The registers the title was checked against, with their "as of" days. */
  sources: IpSource[]
}

/** The page's search: the list query in wire form, defaults left out, bad values dropped. */
export type TrademarkPageSearch = TrademarkSearchInput & { tab?: 'check' }

export function trademarkPageSearch(input: Record<string, unknown>): TrademarkPageSearch {
  const clean = lenientParams(TrademarkSearchQuerySchema.entries, input)
  const q = v.parse(TrademarkSearchQuerySchema, clean)
  return {
    ...filtersToWire(TRADEMARK_FILTERS, q),
    q: q.q,
    mode: q.mode === 'all' ? undefined : q.mode,
    page: q.page === 1 ? undefined : q.page,
    page_size: q.page_size === DEFAULT_TRADEMARK_PAGE_SIZE ? undefined : q.page_size,
    tab: input.tab === 'check' ? 'check' : undefined,
  }
}

/** The search query of a page search (the tab is the page's own). */
export function toTrademarkQuery({ tab: _tab, ...search }: TrademarkPageSearch): TrademarkSearchInput {
  return search
}
