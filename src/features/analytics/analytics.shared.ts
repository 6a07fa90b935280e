// First-party page views (spec §3 "Analytics event fields", §4): what the client reports on a route
// change and what the staff report reads. Kept free of messages: the tracker rides in the deferred
// shell chunk of every page.
import * as v from 'valibot'
import { LOCALES } from '@/lib/locale'

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page_view'

export const PageViewSchema = v.object({
  /** The route name (the router's route id), e.g. /product-detail/$productId. */
  page_title: v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(200, 'is too long'),
  ),
  page_path: v.pipe(
    v.string('must be a string'),
    v.startsWith('/', 'must start with /'),
    v.maxLength(300, 'is too long'),
  ),
  page_location: v.pipe(
    v.string('must be a string'),
    v.maxLength(2000, 'is too long'),
    v.url('must be a URL'),
  ),
  language: v.picklist(LOCALES, 'must be en or cn'),
  /** Spec §4: screen-name mode is off by default; accepted and ignored. */
  screen_name: v.optional(v.pipe(v.string(), v.maxLength(200))),
})
export type PageViewInput = v.InferOutput<typeof PageViewSchema>

export const REPORT_DAYS = [7, 30, 90, 365] as const
export const PageViewReportSchema = v.object({
  days: v.optional(
    v.pipe(
      v.string('must be a number of days'),
      v.transform(Number),
      v.picklist(REPORT_DAYS, 'must be 7, 30, 90 or 365'),
    ),
    '30',
  ),
})

export type PageViewReport = {
  from: string
  to: string
  total: number
  byDay: { day: string; en: number; cn: number }[]
  byPath: { path: string; title: string; en: number; cn: number; views: number }[]
}
