// First-party page views (spec §3 "Analytics event fields", §4): what the client reports on a route
// change and what the staff report reads. Kept free of messages: the tracker rides in the deferred
// shell chunk of every page.
import * as v from 'valibot'
import { LOCALES } from '@/lib/locale'

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page_view'

/**
 * The visitor's cookie choice, as a cookie the server reads (the banner also keeps it in local storage):
 * `necessary` means no page view is recorded, by the page or by the server.
 */
export const CONSENT_COOKIE = 'shopsight_consent'
export const CONSENT_CHOICES = ['all', 'necessary'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]
/** A year, as cookie banners usually keep the answer. */
const CONSENT_MAX_AGE = 365 * 86_400

/** Stores the banner's answer where the server sees it. */
export function rememberConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, no library needed
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`
}

/** Why a beacon was not counted: not sent by one of this site's pages, a path no page serves, too many. */
export const PAGE_VIEW_REJECTIONS = ['not_from_page', 'unknown_path', 'rate_limited'] as const
export type PageViewRejection = (typeof PAGE_VIEW_REJECTIONS)[number]

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
  /** Beacons refused in the period, per reason (every reason listed, 0 when none). */
  rejected: { reason: PageViewRejection; count: number }[]
  byDay: { day: string; en: number; cn: number }[]
  byPath: { path: string; title: string; en: number; cn: number; views: number }[]
}
