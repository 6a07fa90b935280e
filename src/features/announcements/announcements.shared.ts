// When an announcement modal shows (spec §4): inside its window, on one of its routes, and not
// dismissed. A dismissal stores a marker { value: 'hide', expires } under the announcement's local_sign.
import * as v from 'valibot'
import type { Announcement } from '@/config/site-config'

export const MarkerSchema = v.object({ value: v.literal('hide'), expires: v.number() })
export type DismissalMarker = v.InferOutput<typeof MarkerSchema>

export function parseMarker(raw: string | null): DismissalMarker | undefined {
  if (!raw) return undefined
  try {
    const result = v.safeParse(MarkerSchema, JSON.parse(raw))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

export function isAnnouncementVisible(
  announcement: Announcement,
  context: { now: number; routePath: string; marker: DismissalMarker | undefined },
): boolean {
  const start = Date.parse(announcement.start)
  const end = Date.parse(announcement.end)
  if (!(context.now >= start && context.now < end)) return false
  if (!announcement.routes.includes(context.routePath)) return false
  return !(context.marker && context.marker.expires > context.now)
}

export function pickAnnouncement(
  announcements: readonly Announcement[],
  context: { now: number; routePath: string; readMarker: (localSign: string) => DismissalMarker | undefined },
): Announcement | undefined {
  return announcements.find((a) =>
    isAnnouncementVisible(a, { now: context.now, routePath: context.routePath, marker: context.readMarker(a.local_sign) }),
  )
}

/** Following the jump link may hide the modal for a different period than closing it. */
export function dismissalMarker(announcement: Announcement, reason: 'cancel' | 'jump' | 'close'): DismissalMarker {
  const until = reason === 'jump' && announcement.jump?.marker_expires ? announcement.jump.marker_expires : announcement.marker_expires
  return { value: 'hide', expires: Date.parse(until) }
}
