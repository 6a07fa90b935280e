// Where trademark and patent records come from, so every result can say so: the generator's demo
// records, or a public register file loaded with `npm run import:ip` (docs/ip.md). Client-safe.

/** demo: generated records, not a register; uspto: USPTO trademark daily XML; patentsview: PatentsView. */
export type IpSourceId = 'demo' | 'uspto' | 'patentsview'

/** A source the answer drew on, and the newest day its records describe (null when not recorded). */
export type IpSource = { id: IpSourceId; asOf: string | null }

/** Imported records take ids from their own sequences starting here; the generator's stay below. */
export const IMPORTED_ID_FROM = 1_000_000_000

/** The freshness rows the importers write their file's newest day to. */
export const IMPORTED_TRADEMARKS = 'trademarks:uspto'
export const IMPORTED_PATENTS = 'patents:patentsview'

/** A record's source from its id. */
export const trademarkSource = (id: number): IpSourceId => (id >= IMPORTED_ID_FROM ? 'uspto' : 'demo')
export const patentSource = (id: number): IpSourceId => (id >= IMPORTED_ID_FROM ? 'patentsview' : 'demo')
