// When an announcement modal shows (spec §4): inside its window, on one of its routes, and not
// dismissed. A dismissal stores a marker { value: 'hide', expires } under the announcement's local_sign.
import type { Announcement } from '@/config/site-config'

export type DismissalMarker = { value: 'hide'; expires: number }

/** Reads a stored marker; anything malformed counts as no marker. (Checked by hand: this runs on every page.) */
export function parseMarker(raw: string | null): DismissalMarker | undefined {
  if (!raw) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    if (!('value' in parsed) || parsed.value !== 'hide') return undefined
    if (!('expires' in parsed) || typeof parsed.expires !== 'number') return undefined
    return { value: 'hide', expires: parsed.expires }
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
    isAnnouncementVisible(a, {
      now: context.now,
      routePath: context.routePath,
      marker: context.readMarker(a.local_sign),
    }),
  )
}

/** Following the jump link may hide the modal for a different period than closing it. */
export function dismissalMarker(
  announcement: Announcement,
  reason: 'cancel' | 'jump' | 'close',
): DismissalMarker {
  const until =
    reason === 'jump' && announcement.jump?.marker_expires
      ? announcement.jump.marker_expires
      : announcement.marker_expires
  return { value: 'hide', expires: Date.parse(until) }
}
